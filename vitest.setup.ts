import { registerAllMessages } from '@dars/i18n';
import { resetDemoStoreIfLoaded, server } from '@dars/mocks/node';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/**
 * The unit project's setup. msw's node server (the demo API, mocks/node.ts) listens for the whole
 * file, so a test file only `server.use(...)`s its overrides; a request no handler answers, such as
 * an unknown /api/v1 path, is an error. After each test the overrides go and the demo store starts
 * afresh (files that need a known store mid-test still call `resetDemoStore()` themselves).
 */
// Both catalogues, so a test renders either language at once (the app loads one at a time).
registerAllMessages();

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: the story runs share the machine with this
// step (scripts/test.mjs). One that finds what it looks for returns at once; only a failing one waits longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom never idles: the app's idle-time fetches of code (whenIdle: the slide-in menu, dialogs) would
// otherwise run on its fallback timer in whichever test happens to be running, or start an import after the
// worker's last file has ended. A test of such a fetch supplies its own requestIdleCallback.
if (typeof window !== 'undefined' && !window.requestIdleCallback) {
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => {};
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  cleanup();
  globalThis.localStorage?.clear();
  server.resetHandlers();
  await resetDemoStoreIfLoaded();
});

// A screen's code fetched in the background (a route's lazy chunk, a part loaded when first needed) may still be
// loading when a file's last test ends. The unit project shares one module graph per worker (isolate: false),
// so that import would finish in the next file, or fail when the worker closes after its last file: each file
// waits for its own imports before it ends.
afterAll(async () => {
  await vi.dynamicImportSettled();
  server.close();
});
