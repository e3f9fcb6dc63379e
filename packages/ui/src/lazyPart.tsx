import {
  Component,
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';

/** How long a part whose code failed to load waits before it is tried again on its own. */
export const LAZY_PART_RETRY_MS = 5000;

export interface LazyPartFrame {
  /** Shown while the code loads, and after it failed unless `failed` is given. */
  fallback: ReactNode;
  /**
   * What a failure shows, with a retry (a part the user is looking at: a message and a button). Without it
   * the fallback stays and the code is tried again after LAZY_PART_RETRY_MS and when the browser is back online.
   */
  failed?: (retry: () => void) => ReactNode;
}

class Boundary extends Component<{ children: ReactNode; onError: () => void }, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.error ? null : this.props.children;
  }
}

/** Runs `run` when the browser is next idle (after a while where it cannot tell); returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1500);
  return () => window.clearTimeout(timer);
}

/**
 * A part of a screen whose code loads on its own (menus, a panel, a tab): React.lazy with what lazy lacks.
 * A chunk that fails to load (offline, a deploy that removed it) would otherwise throw through the whole
 * app and blank the page, and lazy keeps the failure forever; here the part shows its fallback (or its
 * `failed` view) and the import is tried afresh.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's.
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T> & LazyPartFrame> {
  type Props = ComponentProps<T>;
  // One lazy component for every instance (a new one per mount would show the fallback on every mount);
  // replaced only after a failure, since a rejected lazy component rejects for good.
  let Content = lazy(load);
  let failedContent: typeof Content | null = null;
  return function LazyPart({ fallback, failed, ...props }: Props & LazyPartFrame) {
    const [attempt, setAttempt] = useState(0);
    const [error, setError] = useState(false);
    const retry = () => {
      if (failedContent === Content) Content = lazy(load);
      setError(false);
      setAttempt((n) => n + 1);
    };
    useEffect(() => {
      if (!error || failed) return undefined;
      const timer = window.setTimeout(retry, LAZY_PART_RETRY_MS);
      window.addEventListener('online', retry);
      return () => {
        window.clearTimeout(timer);
        window.removeEventListener('online', retry);
      };
    });
    if (error) return <>{failed ? failed(retry) : fallback}</>;
    const Shown = Content;
    return (
      <Boundary
        key={attempt}
        onError={() => {
          failedContent = Shown;
          setError(true);
        }}
      >
        <Suspense fallback={fallback}>
          <Shown {...(props as Props)} />
        </Suspense>
      </Boundary>
    );
  };
}
