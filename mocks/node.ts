import { http } from 'msw/core/http';
import { setupServer } from 'msw/node';

/**
 * The demo API for vitest (msw/node). vitest.setup.ts runs its lifecycle for the unit project
 * (listen before all, reset handlers after each, close after all): a test file only
 * `server.use(...)`s its overrides.
 *
 * Every unit test file runs under this server, most of them (components, machines) without a single
 * request, so the demo handlers, their store, the seed catalogue and msw's core load on the first request only:
 * one handler hands each request to them. A request none of them answers stays unhandled, and the
 * setup's `onUnhandledRequest: 'error'` fails it.
 */
type DemoHandlers = typeof import('./handlers.ts');
let demo: Promise<DemoHandlers> | null = null;
const loadDemo = () => {
  demo ??= import('./handlers.ts');
  return demo;
};

const demoApi = http.all('*', async ({ request }) => {
  const [{ handlers }, { getResponse }] = await Promise.all([loadDemo(), import('msw')]);
  return getResponse(handlers, request);
});

export const server = setupServer(demoApi);

/** Starts the demo store afresh, if a request of this file has loaded it. */
export async function resetDemoStoreIfLoaded(): Promise<void> {
  if (demo) (await demo).resetDemoStore();
}

// `listen` and `close` are idempotent, so a test file that still calls them itself does no harm.
let listening = false;
const listen = server.listen.bind(server);
const close = server.close.bind(server);
server.listen = (options) => {
  if (listening) return;
  listen(options);
  listening = true;
};
server.close = () => {
  if (!listening) return;
  listening = false;
  close();
};
