import type { Language } from '@dars/i18n';
import { useEffect, useState } from 'react';
import type { EarlyStart } from './boot/earlyCalls';

let settledImage: { page: string; url: string } | null = null;
let settledBody: { page: string; lang: string; body: unknown } | null = null;

/**
 * Waits for what boot (app/boot) started before the app for the first screen (app/earlyCalls.ts): the
 * address of its largest picture, once preloaded (`image`), and its first call's body (`body`: home's
 * banners, a policy's GET /info, the FAQ's). main.tsx awaits it with the first screen's chunk, so the first
 * render already draws what boot drew into the prerendered page, instead of a spinner over it.
 */
export async function settleEarlyCalls(): Promise<void> {
  const early = (window as { darsEarly?: Partial<EarlyStart> }).darsEarly;
  const page = window.location.pathname;
  await Promise.all([
    early?.image?.then(
      (url) => {
        // boot gives an http(s) address or nothing; the skeleton that draws it checks it again (EarlyPicture).
        if (typeof url === 'string') settledImage = { page, url };
      },
      () => undefined,
    ),
    early?.body?.then(
      (body) => {
        if (body && early.lang) settledBody = { page, lang: early.lang, body };
      },
      () => undefined,
    ),
  ]);
}

/**
 * The address of the first screen's largest picture that boot preloaded and drew into the prerendered
 * page (the course page's poster), while still on that page; else undefined. The screen's skeleton shows it
 * in the same box, so the app's first render does not take the picture away again.
 */
export function earlyImage(): string | undefined {
  return settledImage?.page === window.location.pathname ? settledImage.url : undefined;
}

/**
 * The body of the first screen's first call boot made (app/earlyCalls.ts `body`), while still on that page
 * in the same language; else undefined. The screen shows it while its own call (which takes the same
 * answer) is read, so the app's first render already draws the answer: home's first banner, the FAQ's first
 * questions (those boot drew), a policy's text (through SafeHtml, as always), not a spinner before them.
 * Reading does not use it up, since React may render a screen more than once before showing it (the first
 * render is a transition, which it can set aside and start again); the screen forgets it once shown
 * (`forgetEarlyCalls`), so a later visit asks the server.
 */
export function earlyBody(lang: Language): unknown {
  const early = settledBody;
  return early?.page === window.location.pathname && early.lang === lang ? early.body : undefined;
}

/** The first screen is on show: what boot fetched is now out of date for any later screen. */
export function forgetEarlyCalls(): void {
  settledImage = null;
  settledBody = null;
}

/**
 * A first screen's reading of `earlyBody` through the api's reader (`read`), made once, as it first
 * renders: null without an answer, or with one `read` refuses (throws) or finds nothing in. Once the
 * screen's own call is no longer `loading`, what boot fetched is forgotten (`forgetEarlyCalls`).
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
