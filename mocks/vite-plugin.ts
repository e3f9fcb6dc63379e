import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import type { Connect, Plugin } from 'vite';
import { MEDIA_BASE } from './data/info.ts';
import { handlers } from './handlers.ts';

const mediaRoot = fileURLToPath(new URL('./media/', import.meta.url));
const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
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

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Answers /api/v1 with the demo handlers and /demo-media with the demo files. */
export function demoApiMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path.startsWith('/api/')) {
      toFetchRequest(req)
        .then((request) => getResponse(handlers, request))
        .then(async (response) => {
          if (response) return send(res, response);
          await send(
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
    if (path.startsWith(`${MEDIA_BASE}/`)) {
      const relative = normalize(decodeURIComponent(path.slice(MEDIA_BASE.length + 1)));
      if (relative.startsWith('..')) return next();
      readFile(join(mediaRoot, relative))
        .then((file) => {
          res.setHeader('content-type', types[extname(relative)] ?? 'application/octet-stream');
          res.setHeader('cache-control', 'public, max-age=3600');
          res.end(file);
        })
        .catch(() => next());
      return;
    }
    next();
  };
}

/** Mounts the demo API on the Vite dev and preview servers. Never part of the production bundle. */
export function demoApiPlugin(): Plugin {
  return {
    name: 'dars-demo-api',
    configureServer(server) {
      server.middlewares.use(demoApiMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(demoApiMiddleware());
    },
  };
}
