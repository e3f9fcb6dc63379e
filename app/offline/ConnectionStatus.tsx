import { retryingReads, savedCopies } from '@dars/api';
import { useOffline } from '@dars/ui';
import { ConnectionBar } from '@dars/ui/ConnectionBar';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { keepPersonalReadsToTheirStudent } from './personal';
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
 * that student, and shows the connection bar (offline, with the kept copy's date; a read being retried; a new
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
  useEffect(() => keepPersonalReadsToTheirStudent(), []);
  useEffect(() => {
    registerServiceWorker((apply) => setUpdate(() => apply));
  }, []);
  return <ConnectionBar offline={offline} savedAt={savedAt} retrying={retrying} onReload={update} />;
}
