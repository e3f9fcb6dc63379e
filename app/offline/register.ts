import { Workbox } from 'workbox-window';

/** The Trusted Types policy that names the worker's script (the only one it accepts). */
export const WORKER_POLICY = 'dars-worker';
const WORKER_URL = '/sw.js';

type TrustedTypesWindow = Window & {
  trustedTypes?: {
    createPolicy: (
      name: string,
      rules: { createScriptURL: (url: string) => string },
    ) => {
      createScriptURL: (url: string) => unknown;
    };
  };
};

/**
 * The worker's address as the page's policy requires it (`require-trusted-types-for 'script'`: a script
 * URL given to `serviceWorker.register` must be a TrustedScriptURL), from a policy that accepts our one
 * worker only; a plain string where the browser has no Trusted Types.
 */
function workerUrl(): string {
  const factory = (window as TrustedTypesWindow).trustedTypes;
  if (!factory) return WORKER_URL;
  const policy = factory.createPolicy(WORKER_POLICY, {
    createScriptURL: (url) => {
      if (url !== WORKER_URL) throw new TypeError(`not the app's worker: ${url}`);
      return url;
    },
  });
  // workbox-window hands it to `navigator.serviceWorker.register` as it is.
  return policy.createScriptURL(WORKER_URL) as string;
}

/**
 * Registers the service worker (app/offline/sw.ts) once the page is idle, in a production build only (the
 * development server and Storybook have none; Storybook's demo API is a worker of its own). `onUpdate` is
 * called when a new deployment's worker is waiting, with the function that moves the page to it: the
 * worker takes over, then the page reloads, so no page runs two deployments' code.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox(workerUrl(), { scope: '/' });
  workbox.addEventListener('waiting', () => {
    onUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // Without a worker (a browser that refuses one, private modes) the app works online as before: nothing to
  // say, nothing to log.
  workbox.register().catch(() => undefined);
}
