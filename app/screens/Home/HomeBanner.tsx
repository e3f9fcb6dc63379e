import type { Banner } from '@dars/api';
import { bannerCarouselMachine, bannerView, type SectionStatus } from '@dars/machines';
import { BannerCarousel } from '@dars/ui/BannerCarousel';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** The banner carousel (`machines/bannerCarousel`): auto-advance, fade, arrows, dots and pause. */
export function HomeBanner({ status, banners }: { status: SectionStatus; banners: Banner[] }) {
  const [state, send] = useMachine(bannerCarouselMachine, {
    input: { count: banners.length, reducedMotion: prefersReducedMotion() },
  });
  useEffect(() => {
    send({ type: 'banner.setCount', count: banners.length });
  }, [send, banners.length]);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => send({ type: 'banner.reducedMotion', active: query.matches });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [send]);
  const view = bannerView(state);
  return (
    <BannerCarousel
      banners={banners}
      loading={status === 'loading'}
      failed={status === 'failed'}
      index={view.index}
      previous={view.fading ? view.previous : null}
      playing={view.playing}
      stopped={view.stopped}
      onPrevious={() => send({ type: 'banner.previous' })}
      onNext={() => send({ type: 'banner.next' })}
      onGoTo={(index) => send({ type: 'banner.goTo', index })}
      onTogglePlay={() => send({ type: 'banner.toggle' })}
      onHoverChange={(active) => send({ type: 'banner.hover', active })}
      onFocusChange={(active) => send({ type: 'banner.focus', active })}
    />
  );
}
