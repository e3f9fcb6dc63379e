import { ApiError } from './errors';
import type { Page } from './types';

/** Lenient readers: the client reads only the fields the spec lists and fills safe defaults for the rest. */

export type Json = Record<string, unknown>;

export const rec = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

export const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

export const strOrNull = (value: unknown): string | null => {
  const s = str(value).trim();
  return s ? s : null;
};

/**
 * An image address from the server, kept only where an image element may load it: http(s), or a path on
 * the page's own origin (`/media/x.png`). Any other scheme (`javascript:`, `data:`), a protocol-relative or
 * an unreadable address becomes '' (no image is drawn, so the page's policy has nothing to refuse).
 */
export const imageUrl = (value: unknown): string => {
  const s = str(value).trim();
  if (/^\/(?![/\\])/.test(s)) return s;
  try {
    const { protocol } = new URL(s);
    return protocol === 'http:' || protocol === 'https:' ? s : '';
  } catch {
    return '';
  }
};

export const imageUrlOrNull = (value: unknown): string | null => imageUrl(value) || null;

export const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};

export const bool = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

export const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** `data` of a reply, which must be present (an object or an array). */
export function dataOf(body: unknown): unknown {
  const data = rec(body).data;
  if (data === undefined || data === null) throw new ApiError('shape');
  return data;
}

/** `data` that must be an array. */
export function dataList<T>(body: unknown, item: (value: unknown) => T): T[] {
  const data = dataOf(body);
  if (!Array.isArray(data)) throw new ApiError('shape');
  return data.map(item);
}

/** A paged list: `data` plus `paginate.last_page` (most lists) or `meta.last_page` (certificates, search). */
export function pageOf<T>(body: unknown, item: (value: unknown) => T, form: 'paginate' | 'meta'): Page<T> {
  const items = dataList(body, item);
  const root = rec(body);
  const pager = rec(form === 'paginate' ? root.paginate : root.meta);
  // Tolerate the other form too: a server may move between them.
  const other = rec(form === 'paginate' ? root.meta : root.paginate);
  const lastPage = Math.max(1, Math.trunc(num(pager.last_page, num(other.last_page, 1))));
  return { items, lastPage };
}

/** Throws the server's own failure when a 2xx reply says `success: false`. */
export function expectSuccess(body: unknown): Json {
  const root = rec(body);
  if (root.success === false) {
    const errors = rec(root.errors);
    const fieldErrors: Record<string, string> = {};
    for (const [field, value] of Object.entries(errors)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && first.trim()) fieldErrors[field] = first;
    }
    throw new ApiError('http', {
      status: 200,
      ...(typeof root.message === 'string' && root.message.trim() ? { serverMessage: root.message } : {}),
      fieldErrors,
    });
  }
  return root;
}

export const messageOf = (body: unknown): string => str(rec(body).message);
