/** The calls boot starts before the app: the requests the app's client would send, and what it hands on. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyCalls } from '../earlyCalls';
import { type EarlyContext, type EarlyStart, startEarlyCalls } from './earlyCalls';

let requests: { url: string; headers: Record<string, string> }[] = [];
let answer: unknown = { data: [] };

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: { headers: Record<string, string> }) => {
    requests.push({ url, headers: init.headers });
    return Response.json(answer);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { darsEarly?: unknown }).darsEarly;
  history.replaceState(null, '', '/');
  document.head.replaceChildren();
});

const context = (overrides: Partial<EarlyContext> = {}): EarlyContext => ({
  lang: 'ar',
  token: null,
  route: '/',
  shown: false,
  parsed: Promise.resolve(),
  earlyHtml: undefined,
  preload: (href, attrs) => {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
    link.href = href;
    document.head.appendChild(link);
    return link;
  },
  ...overrides,
});

const started = () => (window as { darsEarly?: EarlyStart }).darsEarly;

describe('early calls', () => {
  it("asks for a route's calls with its parameters as the address spells them, the language and the token", () => {
    history.replaceState(null, '', '/single_course/a%20b');
    const course: EarlyCalls = { calls: ['courses/:slug', 'courses/:slug/reviews'] };
    startEarlyCalls(course, context({ route: '/single_course/:slug', lang: 'en', token: 'abc' }));
    expect(requests.map((r) => r.url)).toEqual([
      `${location.origin}/api/v1/courses/a%20b`,
      `${location.origin}/api/v1/courses/a%20b/reviews`,
    ]);
    expect(requests[0]?.headers).toEqual({ lang: 'en', Accept: 'application/json', Authorization: 'Bearer abc' });
    expect(started()?.calls.map((call) => [call.lang, call.authorization, call.page])).toEqual([
      ['en', 'Bearer abc', '/single_course/a%20b'],
      ['en', 'Bearer abc', '/single_course/a%20b'],
    ]);
  });

  it('sends an empty bearer where the app does (recorded as the browser sends it); skips a first-visit query call', () => {
    const courses: EarlyCalls = { calls: ['courses?per_page=20&page=1'], bearer: true };
    startEarlyCalls(courses, context({ route: '/courses-page' }));
    expect(requests[0]?.headers.Authorization).toBe('Bearer ');
    expect(started()?.calls[0]?.authorization).toBe('Bearer');
    requests = [];
    history.replaceState(null, '', '/courses-page?status=free');
    expect(startEarlyCalls(courses, context({ route: '/courses-page' }))).toBeNull();
    expect(requests).toEqual([]);
  });

  it("preloads the first http(s) picture the answer names, and hands the app its address and the first call's body", async () => {
    answer = { data: [{ image: 'javascript:alert(1)' }, { image: '/media/plan.webp' }] };
    const plans: EarlyCalls = { calls: ['plans'], image: ['data.0.image', 'data.1.image'], body: true };
    startEarlyCalls(plans, context({ route: '/packages' }));
    expect(await started()?.image).toBe(`${location.origin}/media/plan.webp`);
    expect(await started()?.body).toEqual(answer);
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('href')).toBe(`${location.origin}/media/plan.webp`);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });
});
