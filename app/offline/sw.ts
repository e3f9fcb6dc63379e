/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest from this file, served as /sw.js).
 *
 * - The app's shell is precached: every page the build prerendered, the code, the styles, the fonts and the
 *   icons of this deployment. A page is always answered from the precache of the worker that controls it,
 *   so its HTML and its code come from one deployment; a new deployment's worker waits until the page asks
 *   it to take over (the update prompt, app/offline/register.ts), or the next visit.
 * - API reads (GET under /api/v1): a visitor's are stale-while-revalidate (the saved copy at once when there
 *   is one, the network's answer saved for next time); a signed-in student's are network-first (the kept copy
 *   only offline), in a cache of their own that the app empties on logout, on a 401 and when another student
 *   signs in (app/offline/personal.ts). Each is kept per address and language (the `lang` header), a
 *   student's also per student: the key holds a digest of the token, never the token. Writes are never
 *   touched.
 * - Lesson videos and audio stream from the network; pictures of pages read are kept.
 */

import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { digest } from './digest';
import { FORGET_PERSONAL, PERSONAL_CACHE, PICTURE_CACHE, PUBLIC_CACHE, SAVED_AT_HEADER, SKIP_WAITING } from './names';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The build's list: each file with its revision (or a hash in its name).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Bumped when the page asks for a student's copies to go (FORGET_PERSONAL): an answer to a read that
 * started before is not kept, so a read in flight at logout cannot bring the cache back.
 */
let personalEpoch = 0;

self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
  if (event.data?.type === FORGET_PERSONAL) {
    personalEpoch += 1;
    event.waitUntil(caches.delete(PERSONAL_CACHE));
  }
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A course page's address: its loading state is the page the build prerendered for every course. */
const COURSE_PAGE = /^\/single[-_]course\/[^/]+\/?$/;

/**
 * The page the build prerendered for a path (`/login` → `/login.html`, a course → `/_pages/course.html`,
 * as nginx and vite preview answer them), else the app's index.
 */
async function pageFor(url: URL): Promise<Response | undefined> {
  const path = url.pathname.replace(/\/+$/, '') || '/index';
  const page = COURSE_PAGE.test(url.pathname) ? '/_pages/course.html' : `${path}.html`;
  return (await matchPrecache(page)) ?? (await matchPrecache('/index.html'));
}

// Navigations: this deployment's page from the precache, online and offline alike.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  async ({ url, request }) => (await pageFor(url)) ?? fetch(request),
);

const API_BASE = (import.meta.env.VITE_API_BASE_URL?.trim() || self.location.origin).replace(/\/+$/, '');
const API_ROOT = `${API_BASE}/api/v1/`;

/**
 * The key a read is kept under: its address with its language, and for a signed-in read a digest of the
 * token, as a plain address (a Request made from a string carries no header, so no token is stored).
 */
const keyedByLanguageAndStudent: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const key = new URL(request.url);
    key.searchParams.set('__lang', request.headers.get('lang') ?? '');
    const auth = request.headers.get('Authorization');
    if (auth) key.searchParams.set('__student', await digest(auth));
    return key.href;
  },
};

/** The time a copy was saved, read by the offline notice (a header of our own on the kept copy). */
const stampedWhenSaved: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!response.ok) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/** A student's read that started before their copies were forgotten is not kept. */
const keptOnlyForTheSameStudent: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.epoch = personalEpoch;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => (state && state.epoch !== personalEpoch ? null : response),
};

const plugins = [keyedByLanguageAndStudent, stampedWhenSaved, new ExpirationPlugin({ maxEntries: 400 })];
const publicReads = new StaleWhileRevalidate({ cacheName: PUBLIC_CACHE, plugins });
// A student's own data changes with what they do (the cart, favourites): the network's answer whenever
// there is one, the kept copy only offline.
const personalReads = new NetworkFirst({ cacheName: PERSONAL_CACHE, plugins: [keptOnlyForTheSameStudent, ...plugins] });

registerRoute(
  ({ request, url }) => request.method === 'GET' && url.href.startsWith(API_ROOT),
  (options) => (options.request.headers.get('Authorization') ? personalReads : publicReads).handle(options),
);

// Pictures of pages read (course posters, banners, avatars) from our origin and the API's, the two this
// worker's policy lets it fetch from (connect-src); never media, which streams.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && (url.origin === self.location.origin || url.href.startsWith(`${API_BASE}/`)),
  new CacheFirst({
    cacheName: PICTURE_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 300 })],
  }),
);

// A navigation the precache cannot answer (it always can) falls back to the app's index.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache('/index.html')) ?? Response.error();
  return Response.error();
});
