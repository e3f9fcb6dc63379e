import { retryingReads, savedCopies } from '@dars/api';
import { useI18n } from '@dars/i18n';
import { offlinePages, useOffline } from '@dars/ui';
import { ConnectionBar } from '@dars/ui/ConnectionBar';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { keepPersonalReadsToTheirStudent } from './personal';
import { noteReadPage, readPagesIn } from './readPages';
import { registerServiceWorker } from './register';

const onSavedCopy = (heard: () => void) => {
  savedCopies.listeners.add(heard);
  return () => savedCopies.listeners.delete(heard);
};

const onRetry = (heard: () => void) => {
  retryingReads.listeners.add(heard);
  return () => retryingReads.listeners.delete(heard);
};

/**
 * The shell's connection and version: registers the service worker, keeps a student's offline copies to
 * that student, lists the pages read for a page that was not saved to link to offline, and shows the
 * connection bar (offline, with the kept copy's date; a read being retried; a new
 * version's reload).
 * Loaded after the first screen (RootLayout's lazy part).
 */
export default function ConnectionStatus() {
  const offline = useOffline();
  const savedAt = useSyncExternalStore(
    onSavedCopy,
    () => savedCopies.oldest,
    () => null,
  );
  const retrying = useSyncExternalStore(
    onRetry,
    () => retryingReads.count > 0,
    () => false,
  );
  const [update, setUpdate] = useState<(() => void) | null>(null);
  const { t, lang } = useI18n();
  const [location] = useLocation();
  // A page read online under the worker's control: its reads are kept, so it opens offline.
  useEffect(() => {
    if (!offline && navigator.serviceWorker?.controller) noteReadPage(location, lang);
  }, [offline, location, lang]);
  // Offline: the pages a page that was not saved links to.
  useEffect(() => {
    offlinePages.set(offline ? readPagesIn(lang).map((page) => ({ href: page.path, label: t(page.title) })) : []);
  }, [offline, lang, t]);
  useEffect(() => keepPersonalReadsToTheirStudent(), []);
  useEffect(() => {
    registerServiceWorker((apply) => setUpdate(() => apply));
  }, []);
  return <ConnectionBar offline={offline} savedAt={savedAt} retrying={retrying} onReload={update} />;
}
