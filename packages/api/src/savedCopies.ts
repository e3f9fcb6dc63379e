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
