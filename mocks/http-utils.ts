import { HttpResponse } from 'msw';
import { type DemoLang, langOf } from './lang.ts';
import { DEMO_API_MARKER } from './marker.ts';
import { type MessageKey, msg } from './messages.ts';

/** Matches the path on any origin: the page's own (demo app, Storybook) or a test's. */
export const api = (path: string) => `*/api/v1/${path}`;

export const demoHeaders = { 'x-dars-demo': DEMO_API_MARKER };

/** A failure a handler throws; the route wrapper turns it into the JSON reply a strict server sends. */
export class DemoHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? status));
  }
}

export const ok = (body: Record<string, unknown>, status = 200) =>
  HttpResponse.json({ success: true, ...body }, { status, headers: demoHeaders });

export function fail(status: number, key: MessageKey, lang: DemoLang, params?: Record<string, string | number>): never {
  throw new DemoHttpError(status, { success: false, message: msg(key, lang, params) });
}

/** 422 with per-field errors, the first field's message as `message`. */
export function invalid(lang: DemoLang, errors: Record<string, string>): never {
  const first = Object.values(errors)[0];
  throw new DemoHttpError(422, {
    success: false,
    message: first ?? msg('validation', lang),
    errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
  });
}

/** A file field: duck-typed, since the File class differs between runtimes (browser, Node, jsdom). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export type Fields = Record<string, string | FileLike>;

export const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value;

/** Reads a JSON, url-encoded or multipart body into fields; a malformed body reads as empty. */
export async function readFields(request: Request): Promise<Fields> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const json = (await request.json()) as unknown;
      if (!json || typeof json !== 'object' || Array.isArray(json)) return {};
      return Object.fromEntries(
        Object.entries(json as Record<string, unknown>).map(([k, v]) => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      );
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.formData();
      const fields: Fields = {};
      form.forEach((value, key) => {
        fields[key] = value as string | FileLike;
      });
      return fields;
    }
  } catch {
    return {};
  }
  return {};
}

export const text = (fields: Fields, key: string): string => {
  const value = fields[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** Every listed field must be a non-blank string, or the reply is 422 naming each missing one. */
export function requireFields(fields: Fields, names: string[], lang: DemoLang): void {
  const errors: Record<string, string> = {};
  for (const name of names) if (!text(fields, name)) errors[name] = msg('required', lang);
  if (Object.keys(errors).length) invalid(lang, errors);
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The demo server's own paths that its replies link to: media files, guides, certificates, payment pages. */
export const DEMO_PATHS = ['/demo-media/', '/demo-payment/'] as const;

/**
 * The value with every string that is one of the demo server's own paths (DEMO_PATHS) made
 * absolute on `origin`, the origin of the request being answered. The store keeps paths
 * site-relative; a reply names them absolutely, as a real API on its own host does, so a web app
 * on another origin (`npm run demo:api`) loads them from the API and not from itself.
 */
export function withAbsoluteDemoUrls<T>(value: T, origin: string): T {
  if (typeof value === 'string') {
    return (DEMO_PATHS.some((prefix) => value.startsWith(prefix)) ? `${origin}${value}` : value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => withAbsoluteDemoUrls(item, origin)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withAbsoluteDemoUrls(item, origin)]),
    ) as T;
  }
  return value;
}

/** A JSON reply with its demo paths made absolute on the request's origin; anything else as it is. */
async function absoluteReply(response: Response, request: Request): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = withAbsoluteDemoUrls((await response.json()) as unknown, new URL(request.url).origin);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return HttpResponse.json(body as Record<string, unknown>, { status: response.status, headers });
}

type Info = { request: Request; params: Record<string, string | readonly string[] | undefined> };

/**
 * Wraps a resolver: thrown DemoHttpErrors become their JSON replies, anything else a 500; the
 * reply's media, guide and payment URLs are absolute on the request's origin.
 */
export function route(resolver: (args: Info & { lang: DemoLang }) => Promise<Response> | Response) {
  return async (args: Info) => {
    const lang = langOf(args.request);
    try {
      return await absoluteReply(await resolver({ ...args, lang }), args.request);
    } catch (error) {
      if (error instanceof DemoHttpError)
        return HttpResponse.json(error.body, { status: error.status, headers: demoHeaders });
      console.error('[demo api]', error);
      return HttpResponse.json({ success: false, message: 'Server error' }, { status: 500, headers: demoHeaders });
    }
  };
}

/** Page `page` of `items` with `perPage` each; the pager in either form the spec names. */
export function paged<T>(items: T[], query: URLSearchParams, defaultPerPage: number | null, form: 'paginate' | 'meta') {
  const perPageRaw = Number.parseInt(query.get('per_page') ?? '', 10);
  const perPage = Number.isFinite(perPageRaw) && perPageRaw > 0 ? Math.min(perPageRaw, 1000) : defaultPerPage;
  if (perPage === null) {
    return { data: items, [form]: { current_page: 1, last_page: 1, per_page: items.length, total: items.length } };
  }
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const pageRaw = Number.parseInt(query.get('page') ?? '1', 10);
  const page = Number.isFinite(pageRaw) && pageRaw > 0 ? pageRaw : 1;
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    [form]: { current_page: page, last_page: lastPage, per_page: perPage, total: items.length },
  };
}
