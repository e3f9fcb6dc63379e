import type { EarlyCall } from '../../packages/api/src/early';
import { apiRoot, callHeaders, envApiBase, envInfoPassword } from '../../packages/api/src/endpoint';
import type * as DrawEarly from '../../packages/ui/src/SafeHtml/drawEarly';
import type { EarlyCalls } from '../earlyCalls';
import { pathParams } from '../matchPath';
import { at, drawBanner, drawImage, drawQuestions, webAddress } from './draw';
import type { PreloadList } from './preloadList';

/**
 * What boot started before the app, as `window.darsEarly`: the first screen's calls (the client takes their
 * answers: packages/api early.ts), the address of its largest picture once preloaded (`image`), and its first
 * call's body (`body`), for the app's first render (app/earlyData.ts).
 */
export interface EarlyStart {
  lang: string;
  calls: EarlyCall[];
  image: Promise<string | undefined>;
  body?: Promise<unknown>;
}

/** Where boot starts a screen's calls. */
export interface EarlyContext {
  lang: string;
  token: string | null;
  /** The route's path the page's address is one of (`/single_course/:slug`). */
  route: string;
  /** The prerendered page is shown as it is: what comes may be drawn into it. */
  shown: boolean;
  /** The body is parsed. */
  parsed: Promise<unknown>;
  /** The sanitizer's files (PreloadList `earlyHtml`). */
  earlyHtml: PreloadList['earlyHtml'] | undefined;
  /** Adds a <link> to <head>. */
  preload: (href: string, attrs: Record<string, string>) => HTMLLinkElement;
}

/**
 * Starts the calls a screen makes as it opens (app/earlyCalls.ts), with the stored language and token, as
 * the app's client would send them, preloads the screen's largest picture as soon as the first answer names
 * it, and draws what it can into the prerendered page when it is shown. Returns when the server HTML the
 * screen shows (`html`, a policy) has been drawn, or null when there is none to draw.
 */
export function startEarlyCalls(early: EarlyCalls, context: EarlyContext): Promise<void> | null {
  const { lang, token, shown, preload } = context;
  const params = pathParams(context.route, location.pathname) ?? {};
  const headers = callHeaders({
    lang,
    token,
    bearer: early.bearer,
    infoPassword: early.info ? envInfoPassword() : null,
  });
  // As the header goes out (a browser trims the empty bearer's space): the app's request must carry the same.
  const authorization = new Headers(headers).get('Authorization');
  const root = apiRoot(envApiBase(), location.origin);
  const calls = early.calls
    // A call spelt with a query is the screen's first visit's: an address with a query asks for another.
    .filter((call) => !(call.includes('?') && location.search))
    .map((call): EarlyCall => {
      const url = new URL(`${root}/${call.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '')}`).href;
      const response = fetch(url, { headers })
        .then((answer) => (answer.ok ? answer : null))
        .catch(() => null);
      return { url, lang, authorization, page: location.pathname, at: Date.now(), response };
    });
  const [first] = calls;
  if (!first) return null;
  // The first call's body, read once for the image, the drawings and the app (undefined when missing or
  // unreadable), when any of them needs it.
  const wanted = early.image?.length || early.html?.length || early.body || early.questions || early.banner;
  const firstBody: Promise<unknown> = wanted
    ? first.response.then((answer) => answer?.clone().json()).catch(() => undefined)
    : Promise.resolve(undefined);

  // The screen's largest picture: preloaded to the first of its paths that holds an http(s) address, and drawn
  // into the prerendered page's picture box (app/earlyData.ts `earlyImage`: the app draws it there too).
  const image = firstBody.then((body) => {
    for (const path of early.image ?? []) {
      const href = webAddress(at(body, path));
      if (!href) continue;
      preload(href, { rel: 'preload', as: 'image', fetchpriority: 'high' });
      if (shown) drawImage(href);
      return href;
    }
    return undefined;
  });
  // The first call's answer for the app's first render, settling to the body or null; drawn into the page
  // first (the FAQ's first questions, home's first banner).
  const body =
    early.body || early.questions || early.banner
      ? firstBody.then((answer) => {
          if (shown && early.questions) drawQuestions(answer);
          if (shown && early.banner) drawBanner(answer);
          return answer ?? null;
        })
      : undefined;
  const started: EarlyStart = { lang, calls, image, ...(body ? { body } : {}) };
  (window as { darsEarly?: EarlyStart }).darsEarly = started;
  return early.html?.length && shown && context.earlyHtml
    ? drawEarlyHtml(early.html, firstBody, context.earlyHtml, context)
    : null;
}

/**
 * The server HTML the screen shows (a policy), drawn into the prerendered page's waiting slot through the
 * app's own sanitizer (@dars/ui SafeHtml drawEarly.ts, a chunk of its own): it comes down behind what the
 * first paint needs (low priority), and runs as soon as it and the answer are both in, once the body is
 * parsed (the slot is in it): the text is often part of the page's first paint.
 */
function drawEarlyHtml(
  paths: readonly string[],
  firstBody: Promise<unknown>,
  files: PreloadList['earlyHtml'],
  { parsed, preload }: EarlyContext,
): Promise<void> {
  const loaded = [files.script, ...files.modules].map(
    (href) =>
      new Promise((resolve, reject) => {
        const link = preload(href, { rel: 'modulepreload', fetchpriority: 'low' });
        link.addEventListener('load', resolve);
        link.addEventListener('error', reject);
      }),
  );
  const sanitizer = Promise.all(loaded).then(
    () => import(/* @vite-ignore */ files.script) as Promise<typeof DrawEarly>,
  );
  return Promise.all([firstBody, sanitizer, parsed])
    .then(([answer, module]) =>
      module.drawEarlyHtml(
        paths.map((path) => at(answer, path)).find((value) => typeof value === 'string' && value.trim()),
      ),
    )
    .catch((error) => console.error('[boot] the early text could not be drawn', error));
}
