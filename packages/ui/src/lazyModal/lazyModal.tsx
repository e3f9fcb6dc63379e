import { type ComponentType, useEffect, useState } from 'react';
import { lazyPart, whenIdle } from '../lazyPart';

/**
 * A modal whose machinery (Ariakit's dialog, ~20 kB gzip) is not needed to draw the screen, only once
 * it opens: the content loads in its own chunk when the browser is idle after the screen appears, or
 * at once if the modal opens first, so it never delays the first screen. Once opened it stays mounted
 * (closing animates and returns focus from inside the content).
 */
export function lazyModal<Props extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Content = lazyPart(load);
  return function LazyModal(props: Props) {
    const [wanted, setWanted] = useState(props.open);
    useEffect(() => {
      if (props.open) setWanted(true);
    }, [props.open]);
    useEffect(
      () =>
        whenIdle(() => {
          load().catch(() => {
            // Offline now: the import is tried again when the modal opens.
          });
        }),
      [],
    );
    if (!wanted && !props.open) return null;
    // A chunk that failed to load is tried again (lazyPart); meanwhile the modal shows nothing.
    return <Content {...props} fallback={null} />;
  };
}
