import { ApiError } from '@dars/api';
import { server } from '@dars/mocks/node';
import { answer, htmlError, type Method, offline, refuse, unreadable } from '@dars/mocks/overrides';
import { getResponse, type HttpHandler, http } from 'msw';
import type { Settler } from '../../machines/testing';
import { until } from './clock';

/** One request a screen made to a held route: what it sent, and whether the test has answered it. */
export interface HeldRequest {
  url: URL;
  /** The body as sent: JSON, or a form's fields (multipart or url-encoded) as strings; null without one. */
  body: unknown;
  answered: boolean;
}

/**
 * One of a call's routes, and the body of its success for the call's output (`{ success: true, ...body }`),
 * as the server would write it for this request (in the language it asks for).
 */
export interface HeldRoute<TOutput> {
  method: Method;
  /** The path under /api/v1 as the overrides write it: `'register'`, `'courses/:slug/sections'`. */
  path: string;
  reply: (output: TOutput, request: Request) => Record<string, unknown>;
}

/**
 * A call of the screen (the HTTP requests of one invoked actor, by the machine's invoke id) that the
 * demo API holds until the test answers: `resolve(output)` answers each route with its `reply`,
 * `reject(error)` with the failure the API layer reads back as that `ApiError` (a refusal in the server's
 * words, a server error page, an unreadable body, no answer). Unanswered, the call stays pending.
 */
export interface HeldCall<TOutput> extends Settler<TOutput> {
  /** Every request made to the call's routes, in order, answered or not. */
  requests: HeldRequest[];
}

interface Waiting {
  held: HeldRequest;
  request: Request;
  route: number;
  respond: (response: Response) => void;
}

/** Everything still held, released (as no answer) when a test ends so that no request hangs on. */
const waiting = new Set<Waiting>();

export function releaseHeldCalls() {
  for (const w of waiting) w.respond(Response.error());
  waiting.clear();
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.clone().json();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries([...(await request.clone().formData())].map(([k, v]) => [k, String(v)]));
  return null;
}

/** The demo API's answer that the API layer reads back as `error` (an ApiError of the model's events). */
export function failureHandler(method: Method, path: string, error: unknown): HttpHandler {
  if (!(error instanceof ApiError) || error.kind === 'network') return offline(method, path);
  if (error.kind === 'shape') return unreadable(method, path);
  const { status = 500, serverMessage, fieldErrors } = error;
  // A server error without words of its own is the server's (or a proxy's) error page.
  if (serverMessage === undefined) return htmlError(method, path, status);
  return refuse(method, path, { status, message: serverMessage, errors: fieldErrors });
}

/** Holds the routes of one call (server.use: the latest handlers come first); see `HeldCall`. */
export function holdCall<TOutput>(...routes: HeldRoute<TOutput>[]): HeldCall<TOutput> {
  const requests: HeldRequest[] = [];
  const mine = new Set<Waiting>();
  server.use(
    ...routes.map((route, index) =>
      http[route.method](`*/api/v1/${route.path}`, async ({ request }) => {
        const held: HeldRequest = { url: new URL(request.url), body: await bodyOf(request), answered: false };
        requests.push(held);
        return new Promise<Response>((respond) => {
          const w: Waiting = { held, request, route: index, respond };
          waiting.add(w);
          mine.add(w);
        });
      }),
    ),
  );

  /** Answers the pending request of each route (waiting for the screen to make it) with `handlerOf(route)`. */
  const settle = async (handlerOf: (route: HeldRoute<TOutput>, request: Request) => HttpHandler) => {
    const pending = await until(() => {
      const found = routes.map((_, index) => [...mine].find((w) => w.route === index));
      const missing = routes.filter((_, index) => !found[index]);
      if (missing.length) throw new Error(`no request pending for ${missing.map((r) => r.path).join(', ')}`);
      return found as Waiting[];
    });
    for (const w of pending) {
      const route = routes[w.route] as HeldRoute<TOutput>;
      const response = await getResponse([handlerOf(route, w.request)], w.request);
      if (!response) throw new Error(`the answer for ${route.path} did not match ${w.request.url}`);
      w.held.answered = true;
      mine.delete(w);
      waiting.delete(w);
      w.respond(response);
    }
  };

  return {
    requests,
    resolve: (output) => settle((route, request) => answer(route.method, route.path, route.reply(output, request))),
    reject: (error) => settle((route) => failureHandler(route.method, route.path, error)),
  };
}
