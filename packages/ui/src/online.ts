import { useI18n } from '@dars/i18n';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** A page the app can open offline (one read online under the service worker): where, and its name. */
export interface OfflinePage {
  href: string;
  label: string;
}

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

const NO_PAGES: readonly OfflinePage[] = [];

/**
 * The pages that open offline, in the page's language, as the app lists them while offline (app/offline): what a
 * page that was not saved links to.
 */
export const offlinePages = {
  current: NO_PAGES,
  listeners: new Set<() => void>(),
  set(pages: readonly OfflinePage[]): void {
    offlinePages.current = pages.length ? pages : NO_PAGES;
    for (const listener of offlinePages.listeners) listener();
  },
};

const onOfflinePages = (heard: () => void) => {
  offlinePages.listeners.add(heard);
  return () => offlinePages.listeners.delete(heard);
};

/** The pages that open offline (none while online, or none known). */
export function useOfflinePages(): readonly OfflinePage[] {
  return useSyncExternalStore(
    onOfflinePages,
    () => offlinePages.current,
    () => NO_PAGES,
  );
}

/**
 * A failed write in words: while the browser is offline, that it needs a connection and nothing typed is
 * lost (the one text of every write); otherwise the screen's own words for the failure.
 */
export function useFailedWriteWords(): (words: string) => string {
  const offline = useOffline();
  const { t } = useI18n();
  return (words) => (offline ? t('offline.needsConnection') : words);
}
