import { useI18n } from '@dars/i18n';
import { lazyScreenMachine } from '@dars/machines';
import { Spinner, StatusMessage } from '@dars/ui';
import { useMachine } from '@xstate/react';
import { type ComponentType, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import * as styles from './layout/RootLayout.css';
import { focusHeadingWhenShown } from './useHeadingFocus';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const cache = new Map<Loader<never>, ComponentType<never>>();

/**
 * Loads a screen's chunk into the cache, so that the screen's first render draws it at once instead
 * of the skeleton: main.tsx awaits the current route's screen before the first render (which then
 * matches the prerendered page, see build/prerender), and so does the build's prerendering.
 */
export async function preloadScreen<P>(load: Loader<P>): Promise<void> {
  const module = await load();
  cache.set(load as Loader<never>, module.default as ComponentType<never>);
}

/**
 * A screen chunk loaded through the lazy-screen machine: spinner, then the screen, or a retry.
 * A chunk loaded before renders at once. The element tree is the same either way, so a
 * re-render (say, on sign-in) never remounts the screen and loses its state.
 */
export function LazyScreen<P extends object>({ load, props }: { load: Loader<P>; props: P }) {
  const { t } = useI18n();
  const machine = useMemo(
    () =>
      lazyScreenMachine.provide({
        actors: {
          load: fromPromise<unknown>(async () => {
            const module = await load();
            cache.set(load as Loader<never>, module.default as ComponentType<never>);
            return module;
          }),
        },
      }),
    [load],
  );
  const [snapshot, send] = useMachine(machine);
  // Focus follows what replaces the page, as after a navigation (useHeadingFocus): the failure's heading
  // once it shows; after a retry, the loaded page's heading (or the next failure's), waiting on the main
  // area meanwhile, since the retry button left with the failure.
  const phase = snapshot.hasTag('failed') ? 'failed' : snapshot.context.attempts > 1 ? 'retried' : 'first';
  useEffect(() => (phase === 'first' ? undefined : focusHeadingWhenShown()), [phase]);
  const cached = cache.get(load as Loader<never>) as ComponentType<P> | undefined;
  if (cached) {
    const Screen = cached;
    return <Screen {...props} />;
  }
  if (snapshot.hasTag('loaded')) {
    const Screen = (snapshot.context.module as { default: ComponentType<P> }).default;
    return <Screen {...props} />;
  }
  if (snapshot.hasTag('failed')) {
    return (
      <StatusMessage
        announce
        title={t('chunk.failed')}
        action={
          <button type="button" className={styles.retry} onClick={() => send({ type: 'screen.retry' })}>
            {t('chunk.retry')}
          </button>
        }
      />
    );
  }
  // A skeleton shaped like a screen (a title, then a card of content) holds the main area's place;
  // the spinner inside tells screen readers that the page is loading.
  return (
    <div className={styles.loading} aria-busy="true">
      <div className={styles.skeletonTitle} aria-hidden="true" />
      <div className={styles.skeletonCard}>
        <Spinner size="lg" />
      </div>
    </div>
  );
}
