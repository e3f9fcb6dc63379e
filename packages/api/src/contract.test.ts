// @vitest-environment node
// Node, not jsdom: the requests carry real files (jsdom's File and FormData do not reach Node's fetch intact).
/**
 * The contract: for every call of spec section 7, the api function and the demo handler agree on
 * method, path, query and body encoding; the headers are the spec's; the fields the client reads
 * exist in the handler's reply; and every failure becomes the right ApiError kind.
 * The rows live beside each domain's calls, in `<domain>/contract.rows.ts`.
 */
import { DEMO_STUDENT, resetDemoStore } from '@dars/mocks';
import { server } from '@dars/mocks/node';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows as accountRows } from './account/contract.rows';
import { rows as cartRows } from './cart/contract.rows';
import { rows as catalogueRows } from './catalogue/contract.rows';
import type { Encoding, Row } from './contract';
import { rows as courseRows } from './course/contract.rows';
import * as api from './index';
import { rows as infoRows } from './info/contract.rows';
import { rows as notificationsRows } from './notifications/contract.rows';
import { rows as paymentRows } from './payment/contract.rows';
import { rows as profileRows } from './profile/contract.rows';

const BASE = 'http://api.test';
let token: string | null = null;

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  contentType: string;
  bodyText: string;
  form: Record<string, string> | null;
  json: unknown;
  status: number;
  reply: unknown;
}

let seen: Seen[] = [];

// msw's server listens for the whole run (vitest.setup.ts); this file only records what it sees.
beforeAll(() => {
  server.events.on('request:start', async ({ request }) => {
    const copy = request.clone();
    const contentType = copy.headers.get('content-type') ?? '';
    let form: Record<string, string> | null = null;
    let json: unknown = null;
    let bodyText = '';
    if (contentType.includes('multipart/form-data') || contentType.includes('x-www-form-urlencoded')) {
      const data = await copy.formData();
      form = {};
      data.forEach((v, k) => {
        (form as Record<string, string>)[k] = typeof v === 'string' ? v : `[file ${(v as File).type}]`;
      });
    } else {
      bodyText = await copy.text();
      if (contentType.includes('json') && bodyText) json = JSON.parse(bodyText);
    }
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      contentType,
      bodyText,
      form,
      json,
      status: 0,
      reply: null,
    });
  });
  server.events.on('response:mocked', async ({ response }) => {
    const last = seen.at(-1);
    if (!last) return;
    last.status = response.status;
    last.reply = await response
      .clone()
      .json()
      .catch(() => null);
  });
});
beforeEach(async () => {
  resetDemoStore();
  api.resetApiConfig();
  token = null;
  api.configureApi({ baseUrl: BASE, getLang: () => 'en', getToken: () => token, infoPassword: null });
  const result = await api.login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password });
  token = result.token;
  seen = [];
});

const last = () => {
  const s = seen.at(-1);
  if (!s) throw new Error('no request seen');
  return s;
};

const has = (value: unknown, path: string) => {
  let cur: unknown = value;
  for (const key of path.split('.')) {
    if (!cur || typeof cur !== 'object' || !(key in (cur as object))) return false;
    cur = (cur as Record<string, unknown>)[key];
  }
  return true;
};

/** Every domain's rows; a new domain adds its `contract.rows.ts` here. */
const rows: Row[] = [
  ...infoRows,
  ...catalogueRows,
  ...courseRows,
  ...accountRows,
  ...profileRows,
  ...notificationsRows,
  ...cartRows,
  ...paymentRows,
];

const pathMatches = (actual: string, pattern: string) =>
  new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(actual);

describe('contract: api functions ↔ demo handlers', () => {
  for (const row of rows) {
    it(`${row.name}: ${row.method} ${row.path}`, async () => {
      if (row.auth === 'visitor') token = null;
      await row.prepare?.();
      seen = [];
      await row.call();
      const request = last();
      expect(request.method).toBe(row.method);
      expect(pathMatches(request.url.pathname, row.path), request.url.pathname).toBe(true);
      if (row.query) expect(Object.fromEntries(request.url.searchParams)).toEqual(row.query);
      // Headers of spec section 7.
      expect(request.headers.get('lang')).toBe('en');
      expect(request.headers.get('accept')).toBe('application/json');
      if (row.auth === 'student') expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
      else if (row.path === '/api/v1/courses' && !row.query?.search)
        expect(request.headers.get('authorization')).toBe('Bearer');
      else expect(request.headers.has('authorization')).toBe(false);
      // Body encoding.
      const encodingSeen: Encoding = request.contentType.includes('multipart/form-data')
        ? 'multipart'
        : request.contentType.includes('x-www-form-urlencoded')
          ? 'form'
          : request.contentType.includes('json')
            ? 'json'
            : 'none';
      expect(encodingSeen).toBe(row.encoding);
      if (row.encoding === 'none' && row.method === 'POST') expect(request.bodyText).toBe('');
      if (row.body) expect(row.encoding === 'json' ? request.json : request.form).toEqual(row.body);
      // The handler answered OK with every field the client reads.
      expect(request.status).toBe(200);
      for (const field of row.reads) expect(has(request.reply, field), `${row.name} reply lacks ${field}`).toBe(true);
    });
  }

  it('covers every call of section 7 at least once', () => {
    const covered = new Set(rows.map((r) => `${r.method} ${r.path}`));
    const spec = [
      'GET /api/v1/info',
      'GET /api/v1/banners',
      'GET /api/v1/courses',
      'GET /api/v1/courses/filters',
      'GET /api/v1/categories',
      'GET /api/v1/instructors',
      'GET /api/v1/plans',
      'GET /api/v1/frequently-questions',
      'POST /api/v1/complaint-suggestion',
      'GET /api/v1/courses/:slug',
      'GET /api/v1/courses/:slug/reviews',
      'GET /api/v1/courses/:slug/sections',
      'POST /api/v1/login',
      'POST /api/v1/register',
      'POST /api/v1/send/code',
      'POST /api/v1/verify-code',
      'POST /api/v1/reset/password',
      'GET /api/v1/profile',
      'POST /api/v1/profile/update',
      'POST /api/v1/profile/change/password',
      'GET /api/v1/profile/my-plan',
      'GET /api/v1/profile/my-courses',
      'GET /api/v1/profile/my-courses/not-completed',
      'GET /api/v1/profile/my-favorites',
      'GET /api/v1/profile/my-certificate',
      'POST /api/v1/courses/:id/subscribe',
      'POST /api/v1/courses/:id/toggle-favorite',
      'POST /api/v1/courses/:slug/add-review',
      'POST /api/v1/courses/sections/video/:id/submit',
      'GET /api/v1/courses/sections/exam/:examId/questions',
      'POST /api/v1/courses/sections/exam/:examId/submit',
      'GET /api/v1/notifications',
      'POST /api/v1/notifications/read',
      'POST /api/v1/notifications/delete',
      'POST /api/v1/notifications/read-all',
      'GET /api/v1/cart/courses',
      'GET /api/v1/cart/price-details',
      'POST /api/v1/cart/:id/toggle-cart',
      'POST /api/v1/cart/add-coupon',
      'POST /api/v1/cart/remove-coupon',
      'POST /api/v1/payment/checkout',
    ];
    expect(spec.filter((call) => !covered.has(call))).toEqual([]);
  });
});

describe('every call turns each failure into the right ApiError kind', () => {
  const routeOf = (row: Row) => `${BASE}${row.path.replace(/:[a-zA-Z]+/g, '*')}`;
  beforeEach(() => api.configureApi({ getRetries: 0 }));
  for (const row of rows) {
    it(`${row.name}: network, http (message + field errors), shape`, async () => {
      if (row.auth === 'visitor') token = null;
      await row.prepare?.();
      const verb = row.method === 'GET' ? http.get : http.post;
      // Run the setup calls first (they hit the real handlers), then break only the call under test.
      const breakWith = async (resolver: () => Response) => {
        server.use(verb(routeOf(row), resolver, { once: false }));
      };
      await breakWith(() => HttpResponse.error());
      await expect(row.call()).rejects.toMatchObject({ kind: 'network' });
      server.resetHandlers();
      await breakWith(() => HttpResponse.json({ message: 'Nope', errors: { email: ['bad email'] } }, { status: 422 }));
      await expect(row.call()).rejects.toMatchObject({
        kind: 'http',
        status: 422,
        serverMessage: 'Nope',
        fieldErrors: { email: 'bad email' },
      });
      server.resetHandlers();
      await breakWith(
        () => new HttpResponse('<html>not json</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      );
      await expect(row.call()).rejects.toMatchObject({ kind: 'shape' });
      server.resetHandlers();
    });
  }
});
