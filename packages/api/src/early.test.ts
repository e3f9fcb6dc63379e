/**
 * The answers boot asked for before the app (early.ts): the client's first matching GET takes one
 * instead of asking the server; anything that does not match exactly asks the server.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCourses } from './catalogue/calls';
import { configureApi, requestJson, resetApiConfig } from './client';
import { closeEarlyCalls, EARLY_CALL_MAX_AGE_MS, type EarlyCall } from './early';
import { ApiError } from './errors';

const API = 'http://api.test/api/v1';
let served: string[] = [];
let lang = 'ar';
let token: string | null = null;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function early(path: string, answer: Response | null, overrides: Partial<EarlyCall> = {}): EarlyCall {
  return {
    url: `${API}/${path}`,
    lang: 'ar',
    authorization: null,
    page: window.location.pathname,
    at: Date.now(),
    response: Promise.resolve(answer),
    ...overrides,
  };
}

function setEarly(...calls: EarlyCall[]) {
  (window as { darsEarly?: unknown }).darsEarly = { lang: 'ar', calls };
}

beforeEach(() => {
  served = [];
  lang = 'ar';
  token = null;
  configureApi({
    baseUrl: 'http://api.test',
    getLang: () => lang,
    getToken: () => token,
    getRetries: 0,
    fetch: async (input: RequestInfo | URL) => {
      const request = input as Request;
      served.push(`${request.method} ${request.url}`);
      return json({ data: 'from the server' });
    },
  });
});

afterEach(() => {
  delete (window as { darsEarly?: unknown }).darsEarly;
  resetApiConfig();
  vi.useRealTimers();
});

describe('early answers', () => {
  it('the first GET of the same URL takes the answer boot got; the server is not asked', async () => {
    setEarly(early('plans', json({ data: 'early' })));
    expect(await requestJson('plans')).toEqual({ data: 'early' });
    expect(served).toEqual([]);
  });

  it('serves every request for it while the first screen opens (the cart and the top bar’s count), then none', async () => {
    setEarly(early('cart/courses', json({ data: 'early' })));
    const both = await Promise.all([requestJson('cart/courses'), requestJson('cart/courses')]);
    expect(both).toEqual([{ data: 'early' }, { data: 'early' }]);
    expect(await requestJson('cart/courses')).toEqual({ data: 'early' });
    expect(served).toEqual([]);
    closeEarlyCalls();
    expect(await requestJson('cart/courses')).toEqual({ data: 'from the server' });
    expect(served).toEqual([`GET ${API}/cart/courses`]);
  });

  it('each call of a screen is matched by its own URL', async () => {
    setEarly(early('cart/courses', json({ data: 'courses' })), early('cart/price-details', json({ data: 'prices' })));
    expect(await requestJson('cart/price-details')).toEqual({ data: 'prices' });
    expect(await requestJson('cart/courses')).toEqual({ data: 'courses' });
    expect(await requestJson('cart')).toEqual({ data: 'from the server' });
    expect(await requestJson('cart/courses?page=2')).toEqual({ data: 'from the server' });
    expect(served).toEqual([`GET ${API}/cart`, `GET ${API}/cart/courses?page=2`]);
  });

  it('asked in another language: the server is asked in the current one', async () => {
    setEarly(early('plans', json({ data: 'early' }), { lang: 'en' }));
    expect(await requestJson('plans')).toEqual({ data: 'from the server' });
    expect(served).toHaveLength(1);
  });

  it('asked with another token, or without the one the app now holds: the server is asked', async () => {
    token = 'new-token';
    setEarly(early('cart/courses', json({ data: 'early' }), { authorization: 'Bearer old-token' }));
    expect(await requestJson('cart/courses')).toEqual({ data: 'from the server' });
    setEarly(early('cart/courses', json({ data: 'early' })));
    expect(await requestJson('cart/courses')).toEqual({ data: 'from the server' });
    token = null;
    setEarly(early('cart/courses', json({ data: 'early' }), { authorization: 'Bearer old-token' }));
    expect(await requestJson('cart/courses')).toEqual({ data: 'from the server' });
    expect(served).toHaveLength(3);
  });

  it('the same token: the early answer serves the signed-in request', async () => {
    token = 'the-token';
    setEarly(early('cart/courses', json({ data: 'early' }), { authorization: 'Bearer the-token' }));
    expect(await requestJson('cart/courses')).toEqual({ data: 'early' });
    expect(served).toEqual([]);
  });

  it('a visitor’s course list, sent with an empty bearer as boot sent it: served early; with none, asked again', async () => {
    const url = 'courses?per_page=20&page=1';
    const page = { data: [{ id: 1, title: 'early' }], paginate: { last_page: 1 } };
    setEarly(early(url, json(page), { authorization: 'Bearer' }));
    expect((await getCourses({ perPage: 20, page: 1 })).items.map((c) => c.title)).toEqual(['early']);
    expect(served).toEqual([]);
    // boot sent none: GET /courses goes with a bearer header even without a token, so it differs.
    setEarly(early(url, json(page)));
    // (This test's server answers a body no list reads.)
    await getCourses({ perPage: 20, page: 1 }).catch(() => undefined);
    expect(served).toEqual([`GET ${API}/${url}`]);
  });

  it('a failed early call (null) or a refused one serves nothing: the server is asked', async () => {
    setEarly(early('plans', null), {
      ...early('courses/x', null),
      response: Promise.reject(new TypeError('offline')),
    });
    expect(await requestJson('plans')).toEqual({ data: 'from the server' });
    expect(await requestJson('courses/x')).toEqual({ data: 'from the server' });
    expect(served).toEqual([`GET ${API}/plans`, `GET ${API}/courses/x`]);
  });

  it('an early answer that is not 2xx is not used: the app meets the server’s own answer', async () => {
    configureApi({
      fetch: async (input: RequestInfo | URL) => {
        served.push((input as Request).url);
        return json({ message: 'not found' }, 404);
      },
    });
    setEarly(early('courses/gone', json({ message: 'not found' }, 404)));
    await expect(requestJson('courses/gone')).rejects.toBeInstanceOf(ApiError);
    expect(served).toEqual([`${API}/courses/gone`]);
  });

  it('asked for another page (the user moved on) or over a minute ago: the server is asked', async () => {
    setEarly(early('plans', json({ data: 'early' }), { page: '/somewhere-else' }));
    expect(await requestJson('plans')).toEqual({ data: 'from the server' });
    setEarly(early('plans', json({ data: 'early' }), { at: Date.now() - EARLY_CALL_MAX_AGE_MS - 1 }));
    expect(await requestJson('plans')).toEqual({ data: 'from the server' });
    expect(served).toHaveLength(2);
  });

  it('a POST to the same URL is never answered early', async () => {
    setEarly(early('plans', json({ data: 'early' })));
    expect(await requestJson('plans', { method: 'post' })).toEqual({ data: 'from the server' });
    expect(served).toEqual([`POST ${API}/plans`]);
  });
});
