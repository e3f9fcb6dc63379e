import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import type { Connect } from 'vite';
import { MEDIA_BASE } from './data/info.ts';
import { DEFAULT_STATE_FILE, filePersistence } from './file-persistence.ts';
import { createHandlers } from './handlers.ts';
import { seedState } from './seed-state.ts';
import { DemoStore } from './store.ts';

// Not `new URL('./media/', import.meta.url)`: under vitest, Vite reads that as an asset's address.
const mediaRoot = join(dirname(fileURLToPath(import.meta.url)), 'media');
const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.vtt': 'text/vtt; charset=utf-8',
};

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Turns a Node request into a Fetch Request so the msw handlers can answer it. */
async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const body = await readBody(req);
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    ...(body?.length ? { body: new Uint8Array(body) } : {}),
  });
}

/** Compressed as deploy/nginx.conf compresses the API's answers: JSON and text of 256 bytes or more. */
const COMPRESSED = /^(application\/json|text\/)/;
const COMPRESS_FROM = 256;

async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  const body = Buffer.from(await response.arrayBuffer());
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip && body.length >= COMPRESS_FROM && COMPRESSED.test(response.headers.get('content-type') ?? '')) {
    res.setHeader('content-encoding', 'gzip');
    res.setHeader('vary', 'Accept-Encoding');
    res.removeHeader('content-length');
    res.end(gzipSync(body));
    return;
  }
  res.end(body);
}

const ROUTED = ['/api/', '/demo-media/', '/demo-payment/'];

/**
 * Answers /api/v1 (and the demo's media and payment pages) with the demo handlers over a store
 * kept in `stateFile`, else DARS_DEMO_STATE_FILE (default .demo-data/state.json); POST /__demo/reset
 * starts it afresh. Mounted on the Vite dev and preview servers (build/demoApi), and on its own by
 * scripts/demo-api.mjs.
 */
export function demoApiMiddleware(options: { stateFile?: string } = {}): Connect.NextHandleFunction {
  const store = new DemoStore(
    () => seedState(),
    filePersistence(options.stateFile || process.env.DARS_DEMO_STATE_FILE || DEFAULT_STATE_FILE),
  );
  const handlers = createHandlers(store);
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/__demo/reset' && req.method === 'POST') {
      store.reset();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, message: 'Demo data reset' }));
      return;
    }
    if (ROUTED.some((prefix) => path.startsWith(prefix))) {
      toFetchRequest(req)
        .then((request) => getResponse(handlers, request))
        .then(async (response) => {
          if (response) return send(req, res, response);
          if (path.startsWith(`${MEDIA_BASE}/`)) return serveMedia(path, req.headers.range, res, next);
          await send(
            req,
            res,
            Response.json({ success: false, message: `No demo handler for ${req.method} ${path}` }, { status: 404 }),
          );
        })
        .catch((error: unknown) => {
          console.error('[demo api]', error);
          res.statusCode = 500;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ success: false, message: 'Demo API failure' }));
        });
      return;
    }
    next();
  };
}

/** Real demo files (clips, PDFs, the logo) from mocks/media. */
function serveMedia(path: string, range: string | undefined, res: ServerResponse, next: () => void): void {
  const relative = normalize(decodeURIComponent(path.slice(MEDIA_BASE.length + 1)));
  if (relative.startsWith('..')) {
    next();
    return;
  }
  readFile(join(mediaRoot, relative))
    .then((file) => {
      res.setHeader('content-type', types[extname(relative)] ?? 'application/octet-stream');
      res.setHeader('cache-control', 'public, max-age=3600');
      res.setHeader('accept-ranges', 'bytes');
      // Byte ranges, so a video can seek.
      const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range) : null;
      if (match && (match[1] || match[2])) {
        const start = match[1] ? Number(match[1]) : Math.max(0, file.length - Number(match[2]));
        const end = match[1] && match[2] ? Math.min(Number(match[2]), file.length - 1) : file.length - 1;
        if (start > end || start >= file.length) {
          res.statusCode = 416;
          res.setHeader('content-range', `bytes */${file.length}`);
          res.end();
          return;
        }
        res.statusCode = 206;
        res.setHeader('content-range', `bytes ${start}-${end}/${file.length}`);
        res.end(file.subarray(start, end + 1));
        return;
      }
      res.end(file);
    })
    .catch(() => next());
}
