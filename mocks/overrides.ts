import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { api, demoHeaders, ok } from './http-utils.ts';

/**
 * One-line overrides of a demo API call, for a story's `parameters.msw` (or a test's `server.use`).
 * `path` is the call's path under /api/v1, as the spec writes it: `'login'`, `'profile/update'`.
 *
 *   parameters: { msw: [slow('post', 'login')] }
 *   parameters: { msw: [refuse('post', 'verify-code', { message: 'Wrong code.', errors: { verification_code: 'x' } })] }
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The call never answers: the screen stays busy. */
export const slow = (method: Method, path: string): HttpHandler =>
  http[method](api(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** No answer at all, as when the network is down (the client sees a network failure). */
export const offline = (method: Method, path: string): HttpHandler =>
  http[method](api(path), () => HttpResponse.error());

export interface Refusal {
  /** 422 unless given: 4xx shows the server's message, 5xx the screen's generic text. */
  status?: number;
  message: string;
  /** Per-field errors; a string stands for a one-message list. */
  errors?: Record<string, string | string[]>;
}

/** The server refuses the call with `{ success: false, message, errors }`. */
export const refuse = (method: Method, path: string, { status = 422, message, errors }: Refusal): HttpHandler =>
  http[method](api(path), () =>
    HttpResponse.json(
      {
        success: false,
        message,
        ...(errors && {
          errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? v : [v]])),
        }),
      },
      { status, headers: demoHeaders },
    ),
  );

/** A server (or a proxy before it) answers with an HTML error page instead of JSON. */
export const htmlError = (method: Method, path: string, status = 500): HttpHandler =>
  http[method](api(path), () =>
    HttpResponse.text(`<!doctype html><html><body><h1>${status}</h1></body></html>`, {
      status,
      headers: { 'content-type': 'text/html' },
    }),
  );

/** The call succeeds with `{ success: true, ...body }`, whatever the demo store would say. */
export const answer = (method: Method, path: string, body: Record<string, unknown> = {}): HttpHandler =>
  http[method](api(path), () => ok(body));

/** The server answers 200 with a body that is not JSON to the end (a cut-off answer): the client cannot read it. */
export const unreadable = (method: Method, path: string): HttpHandler =>
  http[method](
    api(path),
    () =>
      new HttpResponse('{"data": {"redirect": tr', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
