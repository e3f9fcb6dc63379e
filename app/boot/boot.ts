/**
 * Boot: runs first, in <head>, before anything is drawn (a classic script of its own, built from this file by
 * build/boot: the Content-Security-Policy allows scripts from 'self' only, never inline ones). It sets the
 * stored language, so an English page never flashes right to left (nor shows the Arabic page the build
 * prerendered), then starts the app from the list the build writes into <meta name="dars-preload">
 * (build/preloadList): the entry chunk and its imports, the language's messages chunk and font files, and
 * the current route's screen chunks and styles (the login screen's for a student-only route when signed
 * out), all requested at once; and the screen's early calls (app/earlyCalls.ts).
 *
 * A prerendered page (build/prerender) is drawn from the HTML and its stylesheets alone, so the scripts are
 * asked for once it is on screen: they do not share the network with the stylesheets the first paint
 * waits for. When the page is not shown as it is (hidden tab, English, signed in), the app starts at once.
 *
 * It imports only what it needs of the app (route matching, the stored token and language, the call
 * addresses): it is part of every first screen's JavaScript (scripts/bundle-budget.mjs).
 */
import { readStoredToken } from '../../packages/api/src/session';
import { DEFAULT_LANGUAGE, readStoredLanguage } from '../../packages/i18n/src/language';
import { matchesPath } from '../matchPath';
import { startEarlyCalls } from './earlyCalls';
import { PRELOAD_META, type PreloadList } from './preloadList';

/** How long a policy page's first paint waits for its early text before the app's scripts are asked for. */
const EARLY_HTML_WAIT_MS = 1000;
/** The app starts this long after boot at the latest, whatever happens. */
const START_WAIT_MS = 3000;

function boot() {
  const lang = readStoredLanguage() ?? DEFAULT_LANGUAGE;
  const token = readStoredToken();
  const root = document.documentElement;
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  // The body is parsed (#root and its slots exist): this runs from <head>, before the parser reaches it.
  const parsed: Promise<unknown> =
    document.readyState === 'loading'
      ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
      : Promise.resolve();
  // The build prerendered this page in Arabic for a visitor: in English, or signed in, the app's first render
  // draws something else, so the prerendered page stays hidden until then. A student-only page may also hold
  // the page a signed-in student first sees (the cart's), in a <template> (build/prerender renderAsStudent):
  // signed in, in Arabic, that one is shown instead, once parsed.
  const studentPage =
    Boolean(token) && lang === 'ar' && document.querySelector('meta[name="dars-prerendered-student"]');
  const stale = lang !== 'ar' || (Boolean(token) && !studentPage);
  if (stale || studentPage) root.setAttribute('data-prerender-stale', '');
  if (studentPage)
    parsed.then(() => {
      const page = document.querySelector<HTMLTemplateElement>('template[data-prerendered-student]');
      const container = document.querySelector('#root[data-prerendered]');
      // A copy of the template's nodes: no markup is parsed from a string here.
      if (page && container) container.replaceChildren(page.content.cloneNode(true));
      root.removeAttribute('data-prerender-stale');
    });

  let list: PreloadList | null = null;
  try {
    list = JSON.parse(document.querySelector(`meta[name="${PRELOAD_META}"]`)?.getAttribute('content') || 'null');
  } catch {}
  // The development server's page loads /app/main.tsx itself and has no list.
  if (!list?.entry) return;
  const files = list;

  // Every preload is crossorigin, as the app's own requests for these files are (else the browser fetches
  // them a second time).
  const preload = (href: string, attrs: Record<string, string>) => {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
    link.href = href;
    document.head.appendChild(link);
    return link;
  };
  // The fonts at once: the first paint then draws the text in Cairo already, so the app's first render
  // (which replaces the prerendered nodes) draws it at the same size.
  for (const href of files[lang].fonts)
    preload(href, { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '' });
  const route = files.routes.find((r) => r.paths.some((p) => matchesPath(p, location.pathname)));
  const path = route?.paths.find((p) => matchesPath(p, location.pathname));
  const signedOutOfStudentPage = route?.studentOnly && !token;

  // The calls the route's screen makes as it opens, asked for now, beside the screen's code, instead of once
  // that code has run; the app's client takes these answers rather than asking again. A visitor on a
  // student-only route is shown the login screen: nothing to ask for. Some are there only to be drawn into
  // the prerendered page (`prerenderedOnly`: home's banners).
  let earlyHtml: Promise<void> | null = null;
  if (route?.early && path && !signedOutOfStudentPage && !(route.early.prerenderedOnly && stale)) {
    try {
      earlyHtml = startEarlyCalls(route.early, {
        lang,
        token,
        route: path,
        shown: !stale,
        parsed,
        earlyHtml: files.earlyHtml,
        preload,
      });
    } catch {}
  }

  const preloadFirstScreen = () => {
    for (const href of [...files.entry.modules, ...files[lang].modules]) preload(href, { rel: 'modulepreload' });
    const wanted = route ? (signedOutOfStudentPage ? files.login : route.screen) : undefined;
    const screen = wanted ? files.screens[wanted] : undefined;
    if (!screen) return;
    // A prerendered page links its own screen's stylesheets already (the student page's too).
    const linked = ['dars-prerendered', 'dars-prerendered-student'].map((name) =>
      document.querySelector(`meta[name="${name}"]`)?.getAttribute('content'),
    );
    if (!linked.includes(wanted))
      for (const href of screen.styles) preload(href, { rel: 'preload', as: 'style', crossorigin: '' });
    for (const href of screen.modules) preload(href, { rel: 'modulepreload' });
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    try {
      preloadFirstScreen();
    } catch {}
    // A dynamic import, not a <script src>: Trusted Types guard script URLs set from script.
    import(/* @vite-ignore */ files.entry.script).catch((error) =>
      console.error('[boot] the app could not be loaded', error),
    );
  };
  if (stale || document.visibilityState !== 'visible' || !('PerformanceObserver' in window)) start();
  else {
    // Once the prerendered page is on screen (its first paint), or after START_WAIT_MS whatever happens. A
    // policy's text (earlyHtml) is waited for: the app's scripts, many times the sanitizer's size, are asked
    // for once that text is on screen (the frame after the one it was drawn in), or EARLY_HTML_WAIT_MS after
    // the first paint, whatever happened.
    const painted = new PerformanceObserver(() => {
      painted.disconnect();
      setTimeout(() => {
        if (!earlyHtml) return start();
        const shown = earlyHtml.then(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
        );
        Promise.race([shown, new Promise((resolve) => setTimeout(resolve, EARLY_HTML_WAIT_MS))]).then(start);
      }, 0);
    });
    painted.observe({ type: 'paint' });
    setTimeout(start, START_WAIT_MS);
  }
}

boot();
