import type { Language } from '@dars/i18n';

/**
 * What public/boot.js started before the app: the home page's banners call, for a visitor; the address of
 * the largest picture of a screen whose calls it started (app/earlyCalls.ts `image`), once preloaded; the
 * FAQ's body, whose first questions it drew (app/earlyCalls.ts `questions`).
 */
interface EarlyCalls {
  lang: string;
  banners?: Promise<unknown>;
  image?: Promise<unknown>;
  questions?: Promise<unknown>;
}

let settled: { lang: string; body: unknown } | null = null;
let settledImage: { page: string; url: string } | null = null;
let settledQuestions: { page: string; lang: string; body: unknown } | null = null;

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
    early?.questions?.then(
      (body) => {
        if (body) settledQuestions = { page, lang: early.lang, body };
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
 * The body of the FAQ call boot.js made, whose first questions it drew into the prerendered page, while
 * still on that page in the same language; else undefined. The FAQ screen shows them while its own call
 * (which takes the same answer) is read, so the app's first render draws the questions boot.js drew.
 */
export function earlyQuestionsBody(lang: Language): unknown {
  const early = settledQuestions;
  return early?.page === window.location.pathname && early.lang === lang ? early.body : undefined;
}

/** The first screen is on show: what boot.js fetched is now out of date for any later screen. */
export function forgetEarlyCalls(): void {
  settled = null;
  settledImage = null;
  settledQuestions = null;
}
