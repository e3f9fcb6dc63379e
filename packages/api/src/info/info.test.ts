import { server } from '@dars/mocks/node';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApi, getInfo, resetApiConfig, tokenStore } from '../index';

const BASE = 'http://api.test';

beforeEach(() => {
  resetApiConfig();
  configureApi({ baseUrl: BASE, getLang: () => 'ar', getToken: () => null, infoPassword: null });
});

/** Records the one request the client sends, answering with the demo handler. */
function captureRequests() {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}

describe('getInfo: GET /api/v1/info', () => {
  it('calls the exact path with lang and Accept headers and no token', async () => {
    const seen = captureRequests();
    const info = await getInfo();
    expect(seen).toHaveLength(1);
    const [request] = seen as [Request];
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`${BASE}/api/v1/info`);
    expect(request.headers.get('lang')).toBe('ar');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.has('authorization')).toBe(false);
    expect(info.name).toBe('أكاديمية درس');
    server.events.removeAllListeners();
  });

  it('a reply with success: false is unsuccessful (an http ApiError), not a shape error', async () => {
    server.use(http.get(`${BASE}/api/v1/info`, () => HttpResponse.json({ success: false, message: 'Closed' })));
    const error = await getInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('http');
    expect((error as ApiError).serverMessage).toBe('Closed');
  });

  it('follows the current language and reads English content', async () => {
    configureApi({ getLang: () => 'en' });
    const seen = captureRequests();
    const info = await getInfo();
    expect(seen[0]?.headers.get('lang')).toBe('en');
    expect(info.name).toBe('Dars Academy');
    expect(info.about_us.title).toMatch(/Dars Academy/);
    expect(info.contact_us.email).toBe('support@dars.example');
    server.events.removeAllListeners();
  });

  it('sends the bearer token when one is stored', async () => {
    configureApi({ getToken: () => 'abc.123' });
    const seen = captureRequests();
    await getInfo();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer abc.123');
    server.events.removeAllListeners();
  });

  it('reads the default token source from local storage (key "token")', async () => {
    resetApiConfig();
    configureApi({ baseUrl: BASE });
    tokenStore.set('stored-token');
    localStorage.setItem('lang', 'en');
    const seen = captureRequests();
    await getInfo();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer stored-token');
    expect(seen[0]?.headers.get('lang')).toBe('en');
    server.events.removeAllListeners();
  });

  it('sends the static password header only when configured', async () => {
    configureApi({ infoPassword: { header: 'X-Info-Password', value: 's3cret' } });
    const seen = captureRequests();
    await getInfo();
    expect(seen[0]?.headers.get('x-info-password')).toBe('s3cret');
    server.events.removeAllListeners();
  });

  it('falls back to EGP when the server gives no currency', async () => {
    server.use(http.get(`${BASE}/api/v1/info`, () => HttpResponse.json({ data: { name: 'X' } })));
    const info = await getInfo();
    expect(info.currency).toBe('EGP');
    expect(info.contact_us.phone).toBe('');
  });

  it('turns an HTTP error into an ApiError with the server message and field errors', async () => {
    server.use(
      http.get(`${BASE}/api/v1/info`, () =>
        HttpResponse.json({ message: 'Forbidden here', errors: { password: ['wrong'] } }, { status: 403 }),
      ),
    );
    const error = await getInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      serverMessage: 'Forbidden here',
      fieldErrors: { password: 'wrong' },
    });
  });

  it('turns a network failure into a network ApiError', async () => {
    server.use(http.get(`${BASE}/api/v1/info`, () => HttpResponse.error()));
    const error = await getInfo().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
  });

  it('turns a body without data into a shape ApiError', async () => {
    server.use(http.get(`${BASE}/api/v1/info`, () => HttpResponse.json({ success: true })));
    await expect(getInfo()).rejects.toMatchObject({ kind: 'shape' });
  });

  it('turns a non-JSON body into a shape ApiError', async () => {
    server.use(http.get(`${BASE}/api/v1/info`, () => new HttpResponse('<html>oops</html>', { status: 200 })));
    await expect(getInfo()).rejects.toMatchObject({ kind: 'shape' });
  });

  it('clears the stored token and reports once when an authenticated call answers 401', async () => {
    const onUnauthorized = vi.fn();
    tokenStore.set('expired');
    configureApi({ getToken: () => tokenStore.get(), onUnauthorized });
    server.use(
      http.get(`${BASE}/api/v1/info`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    await expect(getInfo()).rejects.toMatchObject({ kind: 'http', status: 401, sessionEnded: true });
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a 401 on a call without a token too (the token was removed in this tab), clearing nothing', async () => {
    const onUnauthorized = vi.fn();
    tokenStore.clear();
    localStorage.setItem('lang', 'ar');
    configureApi({ getToken: () => tokenStore.get(), onUnauthorized });
    server.use(
      http.get(`${BASE}/api/v1/info`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    // No token went with it: a refusal (a wrong password answers 401 too), not a session that ended.
    await expect(getInfo()).rejects.toMatchObject({ kind: 'http', status: 401, sessionEnded: false });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('lang')).toBe('ar');
  });

  it('sets no time-out: a slow answer still arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release: () => void = () => {};
    server.use(
      http.get(`${BASE}/api/v1/info`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ data: { name: 'Slow' } });
      }),
    );
    const pending = getInfo();
    await vi.advanceTimersByTimeAsync(60_000);
    release();
    vi.useRealTimers();
    await expect(pending).resolves.toMatchObject({ name: 'Slow' });
  });
});
