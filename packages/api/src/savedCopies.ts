/** What the page hears of the copies the service worker keeps (app/offline/sw.ts). */

/** The header the service worker adds to the copies it keeps: when each was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'x-dars-saved-at';

/** The oldest kept copy the page has been answered with, and who wants to hear of one. */
export const savedCopies = {
  oldest: null as string | null,
  listeners: new Set<() => void>(),
  note(at: string): void {
    if (savedCopies.oldest !== null && savedCopies.oldest <= at) return;
    savedCopies.oldest = at;
    for (const listener of savedCopies.listeners) listener();
  },
};

/**
 * The reads the client is trying again now (a GET that got no answer or a server error, retried with a growing
 * pause: client.ts), for the page to say it is retrying rather than failing at once.
 */
export const retryingReads = {
  count: 0,
  listeners: new Set<() => void>(),
  change(by: 1 | -1): void {
    retryingReads.count = Math.max(0, retryingReads.count + by);
    for (const listener of retryingReads.listeners) listener();
  },
};
