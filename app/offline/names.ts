/** Names the service worker (app/offline/sw.ts) and the page share. */

/** Public reads (a visitor's): kept per address and language. */
export const PUBLIC_CACHE = 'dars-reads';
/** A signed-in student's reads: emptied on logout, on a 401 and when another student signs in. */
export const PERSONAL_CACHE = 'dars-personal';
/** Pictures of pages read. */
export const PICTURE_CACHE = 'dars-pictures';
/** The header the worker adds to a kept copy (ISO 8601), the one the api client reads. */
export { SAVED_AT_HEADER } from '../../packages/api/src/savedCopies';
/** The page's message to a waiting worker, take over now (workbox-window's `messageSkipWaiting` sends it). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The page's message to the worker: a student's copies go, and no read that started before is kept. */
export const FORGET_PERSONAL = 'dars.forgetPersonal';
