#!/usr/bin/env node
/**
 * The demo API on its own: the same handlers the Vite dev and preview servers mount
 * (mocks/middleware.ts, `demoApiMiddleware`) as a standalone HTTP server with CORS for any
 * origin, so a production build made with VITE_API_BASE_URL pointing here runs as it would
 * against a separate API server.
 *
 *   npm run demo:api          # http://127.0.0.1:8787 (DEMO_API_PORT, DEMO_API_HOST)
 *
 * Serves /api/v1/…, /demo-media/…, /demo-payment/… and POST /__demo/reset. State lives in
 * DARS_DEMO_STATE_FILE (default .demo-data/state.json), the file the dev and preview servers use.
 * Node 20 has no TypeScript loader, so the middleware is loaded through Vite's module runner.
 */
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Request headers a cross-origin caller may send: what packages/api sends (lang, Accept, Authorization, a body's Content-Type) and more. */
export const CORS_ALLOW_HEADERS = ['authorization', 'content-type', 'accept', 'lang', 'accept-language', 'range'];
export const CORS_ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';

/** @type {Promise<typeof import('../mocks/middleware.ts')> | null} */
let middlewareModule = null;
const loadMiddleware = () => {
  middlewareModule ??= runnerImport(fileURLToPath(new URL('../mocks/middleware.ts', import.meta.url)), {
    root,
    logLevel: 'warn',
  }).then((result) => /** @type {typeof import('../mocks/middleware.ts')} */ (result.module));
  return middlewareModule;
};

/**
 * The headers a preflight may ask for: the fixed list, the optional GET /info password header
 * (VITE_INFO_PASSWORD_HEADER) and whatever else the browser names in Access-Control-Request-Headers.
 * @param {string | undefined} requested
 */
function allowedHeaders(requested) {
  const names = new Set(CORS_ALLOW_HEADERS);
  const infoHeader = process.env.VITE_INFO_PASSWORD_HEADER?.trim().toLowerCase();
  if (infoHeader) names.add(infoHeader);
  for (const name of (requested ?? '').split(',')) {
    const clean = name.trim().toLowerCase();
    if (/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(clean)) names.add(clean);
  }
  return [...names].join(', ');
}

/**
 * Starts the demo API. Port 0 picks a free port.
 * @param {{ port?: number, host?: string, stateFile?: string }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startDemoApi(options = {}) {
  const port = options.port ?? Number(process.env.DEMO_API_PORT || 8787);
  const host = options.host ?? (process.env.DEMO_API_HOST || '127.0.0.1');
  const { demoApiMiddleware } = await loadMiddleware();
  const middleware = demoApiMiddleware({ stateFile: options.stateFile });

  const server = createServer((req, res) => {
    // Any origin may call: the API authenticates with a bearer token, never with cookies.
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.setHeader('Access-Control-Allow-Methods', CORS_ALLOW_METHODS);
      res.setHeader('Access-Control-Allow-Headers', allowedHeaders(req.headers['access-control-request-headers']));
      res.setHeader('Access-Control-Max-Age', '600');
      // Chromium's Private Network Access: a page on a public origin calling this server on a private address.
      if (req.headers['access-control-request-private-network'] === 'true') {
        res.setHeader('Access-Control-Allow-Private-Network', 'true');
      }
      res.end();
      return;
    }
    middleware(req, res, () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: false, message: `Not found: ${req.method} ${req.url}` }));
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  return {
    url,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

// The CLI: `node scripts/demo-api.mjs` (npm run demo:api).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const api = await startDemoApi();
  const stateFile = process.env.DARS_DEMO_STATE_FILE || '.demo-data/state.json';
  console.log(`Demo API listening on ${api.url}  (API ${api.url}/api/v1, CORS for any origin)`);
  console.log(`State in ${stateFile}; start afresh with: curl -X POST ${api.url}/__demo/reset`);
  console.log(`Build the app against it: VITE_API_BASE_URL=${api.url} npm run build`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      api.close().then(() => process.exit(0));
    });
  }
}
