import type { Language } from '@dars/i18n';
import { useEffect, useState } from 'react';

/**
 * What public/boot.js started before the app: the home page's banners call, for a visitor; the address of
 * the largest picture of a screen whose calls it started (app/earlyCalls.ts `image`), once preloaded; the
 * body of a screen's first call (app/earlyCalls.ts `body`: a policy's GET /info; the FAQ's, whose first
 * questions it drew).
 */
interface EarlyCalls {
  lang: string;
  banners?: Promise<unknown>;
  image?: Promise<unknown>;
  body?: Promise<unknown>;
}

let settled: { lang: string; body: unknown } | null = null;
let settledImage: { page: string; url: string } | null = null;
let settledBody: { page: string; lang: string; body: unknown } | null = null;

/**
 * Waits for the banners call boot.js started on a visitor's home page (it resolves to the body, or to
 * null on any failure). main.tsx awaits it with the first screen's chunk, so the home page's first render
 * already holds the banner boot.js drew into the prerendered page, instead of a spinner over it.
 */
export async function settleEarlyCalls(): Promise<void> {
  const early = (window as { darsEarly?: EarlyCalls }).darsEarly;
  const page = window.location.pathname;
  await Promise.all([
    early?.banners?.then(
      (body) => {
        if (body) settled = { lang: early.lang, body };
      },
      () => undefined,
    ),
    early?.image?.then(
      (url) => {
        // boot.js gives an http(s) address or nothing; the skeleton that draws it checks it again (EarlyPicture).
        if (typeof url === 'string') settledImage = { page, url };
      },
      () => undefined,
    ),
    early?.body?.then(
      (body) => {
        if (body) settledBody = { page, lang: early.lang, body };
      },
      () => undefined,
    ),
  ]);
}

/**
 * The address of the first screen's largest picture that boot.js preloaded and drew into the prerendered
 * page (the course page's poster), while still on that page; else undefined. The screen's skeleton shows it
 * in the same box, so the app's first render does not take the picture away again.
 */
export function earlyImage(): string | undefined {
  return settledImage?.page === window.location.pathname ? settledImage.url : undefined;
}

/**
 * The body of the banners call boot.js made, while it still fits: the same language and still a visitor.
 * `undefined`: ask the server. The home screen reads it with the api's own reader (`readBanners`).
 * Reading does not use it up, since React may render a screen more than once before showing it (the
 * first render is a transition, which it can set aside and start again); the screen forgets it once
 * shown (`forgetEarlyCalls`), so a later visit asks the server.
 */
export function earlyBannersBody(lang: Language, signedIn: boolean): unknown {
  if (!settled || settled.lang !== lang || signedIn) return undefined;
  return settled.body;
}

/**
 * The body of the first screen's first call boot.js made (app/earlyCalls.ts `body`), while still on that
 * page in the same language; else undefined. The screen shows it while its own call (which takes the same
 * answer) is read, so the app's first render already draws the answer: the FAQ's first questions (those
 * boot.js drew), a policy's text (through SafeHtml, as always), not a spinner before them.
 */
export function earlyBody(lang: Language): unknown {
  const early = settledBody;
  return early?.page === window.location.pathname && early.lang === lang ? early.body : undefined;
}

/** The first screen is on show: what boot.js fetched is now out of date for any later screen. */
export function forgetEarlyCalls(): void {
  settled = null;
  settledImage = null;
  settledBody = null;
}

/**
 * A first screen's reading of `earlyBody` through the api's reader (`read`), made once, as it first
 * renders: null without an answer, or with one `read` refuses (throws) or finds nothing in. Once the
 * screen's own call is no longer `loading`, what boot.js fetched is forgotten (`forgetEarlyCalls`).
 */
export function useEarlyBody<T>(lang: Language, read: (body: unknown) => T | null, loading: boolean): T | null {
  const [early] = useState(() => {
    const body = earlyBody(lang);
    if (body === undefined) return null;
    try {
      return read(body);
    } catch {
      return null;
    }
  });
  useEffect(() => {
    if (!loading) forgetEarlyCalls();
  }, [loading]);
  return early;
}
