import { useEffect, useRef, useSyncExternalStore } from 'react';

const onConnectionChange = (heard: () => void) => {
  window.addEventListener('online', heard);
  window.addEventListener('offline', heard);
  return () => {
    window.removeEventListener('online', heard);
    window.removeEventListener('offline', heard);
  };
};

/** Whether the browser says it has no connection (its `online` and `offline` events); false on a server. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    onConnectionChange,
    () => !navigator.onLine,
    () => false,
  );
}

/** Calls `then` once the connection comes back (each time it does), while the component is shown. */
export function useWhenBackOnline(then: () => void): void {
  const latest = useRef(then);
  latest.current = then;
  useEffect(() => {
    const heard = () => latest.current();
    window.addEventListener('online', heard);
    return () => window.removeEventListener('online', heard);
  }, []);
}
