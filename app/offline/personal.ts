import { tokenStore } from '@dars/api';
import { digest } from './digest';
import { FORGET_PERSONAL, PERSONAL_CACHE } from './names';
import { forgetReadPages } from './readPages';

/**
 * Empties the kept copies of a student's reads (the worker's personal cache), and tells the worker, which then
 * keeps no answer to a read that started before; nothing when there is none.
 */
export async function forgetPersonalReads(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: FORGET_PERSONAL });
  if (typeof caches === 'undefined') return;
  await caches.delete(PERSONAL_CACHE).catch(() => false);
}

/** The key under which the page notes whose reads the personal cache holds: a digest, never the token. */
const OWNER_KEY = 'dars.offlineOwner';

const ownerOf = async (token: string | null): Promise<string> => (token ? digest(token) : '');

/**
 * Nothing personal outlives its student on a shared phone: the kept copies go on logout, on a 401 (both
 * clear the token) and when another student signs in, in this tab as it happens and, for a change made while
 * the page was away (another tab, a closed one), when the page starts. Returns the stop function.
 */
export function keepPersonalReadsToTheirStudent(): () => void {
  const check = async () => {
    const owner = await ownerOf(tokenStore.get());
    let noted: string | null = null;
    try {
      noted = localStorage.getItem(OWNER_KEY);
      localStorage.setItem(OWNER_KEY, owner);
    } catch {
      // Without storage, every start forgets.
    }
    if (noted !== owner) {
      // What was read under another owner is not listed as readable offline.
      forgetReadPages();
      await forgetPersonalReads();
    }
  };
  void check();
  const stop = tokenStore.onChange(() => void check());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'token') void check();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
  };
}
