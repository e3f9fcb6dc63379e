/**
 * Answers boot (app/boot) asked for before the app had loaded: the GET calls the first screen makes as it
 * opens (app/earlyCalls.ts). Boot puts each in `window.darsEarly.calls`; while the first screen
 * opens, every request of the client for the same URL, language and token takes a copy of that answer
 * instead of asking again (the cart's rows and the top bar's count both read `cart/courses`). Once the
 * first screen is open (`closeEarlyCalls`), or a minute on, or at another address, they serve nothing:
 * a later request, after a change, always reaches the server. A failed or refused early call serves none
 * (the app then asks the server itself).
 */
export interface EarlyCall {
  /** The absolute URL asked for. */
  url: string;
  /** The `lang` header it was sent with. */
  lang: string;
  /**
   * The Authorization header as it went out (`Bearer <token>`; `Bearer` for a call sent with an empty one
   * even with no token, a browser trimming its space), or null without one: the app's request must carry
   * the same.
   */
  authorization: string | null;
  /** location.pathname when it was asked for. */
  page: string;
  /** Date.now() when it was asked for. */
  at: number;
  /** The answer when it came with a 2xx status, else null. */
  response: Promise<Response | null>;
}

/** How long an early answer may serve the app. */
export const EARLY_CALL_MAX_AGE_MS = 60_000;

function pending(): EarlyCall[] | null {
  if (typeof window === 'undefined') return null;
  const early = (window as { darsEarly?: { calls?: unknown } }).darsEarly;
  return Array.isArray(early?.calls) ? (early.calls as EarlyCall[]) : null;
}

/**
 * A copy of the early answer for this request, or null. Only a GET with the same URL, `lang` header and
 * Authorization as boot sent, on the same page, within EARLY_CALL_MAX_AGE_MS, before closeEarlyCalls.
 */
export function takeEarlyAnswer(request: Request): Promise<Response | null> | null {
  const calls = pending();
  if (!calls || request.method !== 'GET') return null;
  const authorization = request.headers.get('Authorization');
  const call = calls.find(
    (candidate) =>
      candidate.url === request.url &&
      candidate.lang === request.headers.get('lang') &&
      authorization === candidate.authorization,
  );
  if (!call || call.page !== window.location.pathname || Date.now() - call.at > EARLY_CALL_MAX_AGE_MS) return null;
  return call.response.then(
    (response) => (response?.ok ? response.clone() : null),
    () => null,
  );
}

/** The first screen is open: what boot fetched serves no later request. */
export function closeEarlyCalls(): void {
  const calls = pending();
  if (calls) calls.length = 0;
}
