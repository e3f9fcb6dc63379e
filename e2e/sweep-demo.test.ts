/**
 * The route sweep on the demo API's own data (e2e/sweep.ts): every screen once in Arabic on a 375 px phone
 * and once in English on a 1280 px desktop, each page cold (a fresh browser context), its screen's code and
 * every answer slowed and the fonts late, as on a phone's first visit. On that one load: its layout shift,
 * media that reserve no box, the shell, the student's page not sent to log in, axe; then, the phone narrowed
 * to 320 px (PHONE_NARROWEST), sideways scroll and every number in the language's digits (with each tab,
 * the notifications panel and the account menu open in turn, and axe on the panel and the menu on the
 * language's first student page); and nothing on the console: no uncaught error, no policy violation, no
 * line the app writes.
 */
import type { Page, Route } from 'playwright-core';
import { vi } from 'vitest';
import {
  BUILT_SCREENS,
  baseUrl,
  fetchForRoute,
  LAYOUT_SHIFT_LIMIT,
  type Lang,
  measureLayoutShift,
  text,
} from './support';
import {
  axeProblems,
  MISSING_COURSE,
  openEverything,
  SWEEP_PATHS,
  shellLayoutProblems,
  sidewaysProblems,
  sweep,
  unsizedMedia,
  WAIT_FOR_THE_APP,
} from './sweep';

/**
 * How late the font files arrive: after the page has drawn in the metric-matched fallback (boot
 * preloads them, so this is a slow first visit). Cairo then replaces the fallback, and nothing may move:
 * a heading, a button row or a link that fitted on a line in the fallback and not in Cairo moved whole
 * pages (the payment result, the page header, and bold text before the fallback had bold faces of its own:
 * packages/theme/src/fallbackFont.css.ts). Cairo's Latin file comes FONT_LATE_MS after the first font is
 * asked for, its Arabic one ARABIC_AFTER_LATIN_MS after that, so each swap is drawn, and measured, on its
 * own. Not the other order: with the Arabic file drawn first, an Arabic line takes Cairo's letters and the
 * fallback's colon and full stop, and a line exactly as long as its box breaks for that moment and moves what
 * follows a line down and back. No scale of one font makes every glyph of another as wide (a line of a lead
 * that nearly fills a phone's width in one may wrap in the other): that order is a known flaw the sweep
 * leaves out, not one it passes, and a short lead keeps a margin in both.
 */
const FONT_LATE_MS = 1500;
const ARABIC_AFTER_LATIN_MS = 400;
/** How late every chunk but the entry, and every API answer, arrive. */
const NETWORK_LATE_MS = 350;

/**
 * Every chunk but the entry (and the boot script, a file in <head> as the page itself), and every API answer,
 * arrive NETWORK_LATE_MS late; the font files as FONT_LATE_MS says.
 */
async function slowNetwork(page: Page) {
  await page.route(/\/(assets\/(?!index-|boot-).+\.(js|css)|api\/v1\/.*)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, NETWORK_LATE_MS));
    // On to a handler the page set up before (the answers' own), else to the network.
    await route.fallback();
  });
  let latinReleased: Promise<void> | null = null;
  await page.route(/\.woff2$/, async (route) => {
    latinReleased ??= new Promise((resolve) => setTimeout(resolve, FONT_LATE_MS));
    await latinReleased;
    if (!/latin/.test(route.request().url()))
      await new Promise((resolve) => setTimeout(resolve, ARABIC_AFTER_LATIN_MS));
    await route.continue();
  });
}

/** The demo data's own course, which the component demo routes once asked every server for by name. */
const DEMO_SLUG = 'python-for-beginners';
const DEMO_ROUTES = new Set(BUILT_SCREENS.filter((r) => r.id.startsWith('demo')).map((r) => r.path));
/** The student's pages, as the sweep opens them. */
const STUDENT_PATHS = new Set(SWEEP_PATHS.filter((p) => p.studentOnly).map((p) => p.path));

/**
 * Server text is the server's to write (the demo's Arabic plan descriptions say "3 دورات"): in an Arabic
 * answer, the digits of Arabic strings are put in the language's style, so the digits left to find are the
 * UI's own.
 */
const localDigits = (value: unknown): unknown =>
  typeof value === 'string'
    ? /[\u0600-\u06FF]/.test(value)
      ? value.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)))
      : value
    : Array.isArray(value)
      ? value.map(localDigits)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localDigits(v)]))
        : value;

/**
 * The page's answers: the demo API's, with an Arabic page's server digits in its own style (localDigits);
 * on a component demo route, a server that is not the demo API: its catalogue (GET /courses)
 * starts with another course, and it has no course by the demo's slug (asked for one, it answers as the demo
 * API does for any course it lacks: 404); with `empty`, its catalogue has no course at all. `first()` is the
 * slug of the first course it listed (null before the page asked).
 */
async function serveAnswers(page: Page, lang: Lang, demo: { empty: boolean } | null) {
  let first: string | null = null;
  const answer = async (route: Route, change: (json: { data: unknown }) => void = () => {}) => {
    const response = await fetchForRoute(route);
    if (!response) return route.abort().catch(() => {});
    if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response });
    const json = (await response.json()) as { data: unknown };
    change(json);
    await route.fulfill({ response, json: lang === 'ar' ? localDigits(json) : json });
  };
  // English answers are the demo's own: nothing to change but a demo route's catalogue.
  if (lang === 'en' && !demo) return { first: () => first };
  await page.route(/\/api\/v1\//, async (route) => {
    const url = route.request().url();
    const { pathname } = new URL(url);
    if (demo && pathname.startsWith(`/api/v1/courses/${DEMO_SLUG}`))
      return route.fallback({ url: url.replace(DEMO_SLUG, 'no-such-course') });
    if (demo && pathname === '/api/v1/courses' && route.request().method() === 'GET')
      return answer(route, (json) => {
        const courses = (json.data as { slug: string }[]).filter((course) => course.slug !== DEMO_SLUG);
        json.data = demo.empty ? [] : courses;
        first = (json.data as { slug: string }[])[0]?.slug ?? null;
      });
    if (lang === 'en') return route.fallback();
    return answer(route);
  });
  return { first: () => first };
}

/** Every number the UI writes, in text or in a name (aria-label, placeholder, title, alt), in the wrong digits. */
const foreignDigits = (page: Page, lang: Lang) =>
  page.evaluate((lang) => {
    const wrong = lang === 'ar' ? /[0-9]/ : /[\u0660-\u0669\u06F0-\u06F9]/;
    // Left-to-right islands are what the user types or dials as it is: phone numbers, dial codes, e-mails.
    const asTyped = (el: Element | null) => !!el?.closest('[dir="ltr"], a[href^="tel:"], a[href^="mailto:"]');
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el && !el.closest('script, style') && !asTyped(el) && wrong.test(node.textContent ?? '')) {
        out.push(`${el.tagName.toLowerCase()}: ${(node.textContent ?? '').trim().slice(0, 80)}`);
      }
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value && !asTyped(el) && wrong.test(value)) out.push(`@${name}: ${value.slice(0, 80)}`);
      }
    }
    return out;
  }, lang);

/**
 * The narrowest phone: a phone page, measured loading at 375 px, is narrowed to this width before the
 * sideways and digits probes. Its layout shift is not measured at 320 px: there an Arabic heading that fills
 * its line in the fallback font (/contant's, 284 of 288 px) takes a second line in Cairo, a known limit of
 * the fallback's metrics (packages/theme/src/fallbackFont.css.ts).
 */
const PHONE_NARROWEST = 320;

/** The numbers the digits probe must meet in the language's digits: the footer's year, a student's 10+ unread. */
const YEAR = { ar: '٢٠٢٥', en: '2025' } as const;
const MANY_UNREAD = { ar: '١٠+', en: '10+' } as const;

sweep({
  title: 'every route on the demo API, cold, slowed, with late fonts',
  widths: { ar: 375, en: 1280 },
  turns: { ar: 0, en: 1 },
  pages: 5,
  async visit({ path, studentOnly, lang, width, token, share, open }) {
    const problems: string[] = [];
    const opened = await open({ lang, width, token: studentOnly ? token : undefined });
    const { page } = opened;
    try {
      // The language's first demo route meets an empty catalogue, the others one that starts with another course.
      const demo = DEMO_ROUTES.has(path) ? { empty: path === share.find((p) => DEMO_ROUTES.has(p)) } : null;
      const server = await serveAnswers(page, lang, demo);
      await slowNetwork(page);
      const { cls, shifts } = await measureLayoutShift(page, `${baseUrl()}${path}`);
      if (cls > LAYOUT_SHIFT_LIMIT) problems.push(`layout shift ${cls.toFixed(3)} [${shifts.join('; ')}]`);
      const unsized = await unsizedMedia(page);
      if (unsized.length > 0) problems.push(`unsized ${unsized.join(', ')}`);
      problems.push(...(await shellLayoutProblems(page, lang)));
      if (studentOnly && new URL(page.url()).pathname !== path) problems.push(`redirected to ${page.url()}`);
      // A demo route shows what the server has: a part of its first course (the page links to it), or says it
      // has none.
      if (demo) {
        const main = page.getByRole('main');
        // The catalogue may be asked for after the network fell quiet (a busy machine runs the code late).
        if (!demo.empty) await vi.waitUntil(() => server.first() !== null, WAIT_FOR_THE_APP).catch(() => {});
        const first = server.first();
        const shown = demo.empty
          ? main.getByText(text(lang, 'demo.noCourse'))
          : main.locator(`a[href="/single_course/${first}"]`, { hasText: text(lang, 'demo.openCourse') });
        const says = demo.empty ? 'that the server has no course' : `its first course (${first})`;
        if (!demo.empty && first === null) problems.push('never asked for the catalogue');
        else await shown.waitFor({ timeout: 15_000 }).catch(() => problems.push(`does not show ${says}`));
      }
      problems.push(...(await axeProblems(page)));
      // The numbers are really there to be judged: the footer's year, and a student's unread count.
      const footer = (await page.getByRole('contentinfo').textContent()) ?? '';
      if (!footer.includes(YEAR[lang])) problems.push(`the footer has no ${YEAR[lang]}`);
      if (studentOnly && !((await page.getByRole('banner').textContent()) ?? '').includes(MANY_UNREAD[lang]))
        problems.push(`the top bar has no ${MANY_UNREAD[lang]}`);
      if (width < 500)
        await page.setViewportSize({ width: PHONE_NARROWEST, height: page.viewportSize()?.height ?? 812 });
      const probe = async (where: string) => [
        ...(await sidewaysProblems(page, where)),
        ...(await foreignDigits(page, lang)).map((found) => `${where}: ${found} is not in ${lang}'s digits`),
      ];
      problems.push(...(await probe('as loaded')));
      // Axe on the open panel and menu on the language's first student page (they are the same on every page).
      const axe = path === share.find((p) => STUDENT_PATHS.has(p)) ? {} : undefined;
      problems.push(...(await openEverything(page, lang, probe, { questions: false, axe })));
      // The app's console stays silent: a production build writes nothing for a condition its
      // page handles, and nothing at all for an expected outcome. The browser's own line for a failed
      // request is not the app's; the one page of the sweep whose requests may fail is the missing course's.
      problems.push(
        ...opened.pageErrors,
        ...opened.appConsole,
        ...opened.browserErrors.filter((line) => !(path === MISSING_COURSE && /status of 404/.test(line))),
      );
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await opened.context.close();
    }
    return problems;
  },
});
