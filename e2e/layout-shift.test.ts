import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BUILT_SCREENS,
  baseUrl,
  eachConcurrently,
  expectNoAxeViolations,
  fetchForRoute,
  LAYOUT_SHIFT_LIMIT,
  LAYOUT_SWEEPS,
  MISSING_COURSE,
  measureLayoutShift,
  openPage,
  shellLayoutProblems,
  startBrowserForFile,
  studentToken,
  sweepPaths,
  text,
} from './support';

/**
 * Layout shift on every built route, cold (a fresh browser context each time), in both languages
 * at 375 and 1280 px, measured as Chromium reports it (PerformanceObserver `layout-shift`, shifts
 * right after input excluded) from navigation until the page has settled. The network is slowed so
 * the lazy screen chunks and the API arrive late, as on a phone: that is when a footer would jump.
 * Later screens join automatically as their routes stop being placeholders.
 */
const browser = startBrowserForFile();

/**
 * How late the font files arrive: after the page has drawn in the metric-matched fallback (boot
 * preloads them, so this is a slow first visit). Cairo then replaces the fallback, and nothing may move:
 * a heading, a button row or a link that fitted on a line in the fallback and not in Cairo moved whole
 * pages (the payment result, the page header, and bold text before the fallback had bold faces of its own:
 * packages/theme/src/fallbackFont.css.ts). Cairo's Latin file comes FONT_LATE_MS after the first font is
 * asked for, its Arabic one ARABIC_AFTER_LATIN_MS after that, so each swap is drawn, and measured, on its
 * own. Not the other order: with the Arabic file drawn first, an Arabic line takes Cairo's letters and the
 * fallback's colon and full stop, and a line exactly as long as its box (/coureses-free's lead) broke for
 * that moment and moved the list a line down and back (0.023 twice, in 3 loads of 5, and in a loaded clean
 * run with both files released together). No scale of one font makes every glyph of another as wide: that
 * order is a known flaw the sweep leaves out, not one it passes.
 */
const FONT_LATE_MS = 1500;
const ARABIC_AFTER_LATIN_MS = 400;

/**
 * Every chunk but the entry (and the boot script, a file in <head> as the page itself), and every API answer,
 * arrive `ms` late; the font files as FONT_LATE_MS says.
 */
async function slowNetwork(page: Page, ms: number) {
  await page.route(/\/(assets\/(?!index-|boot-).+\.(js|css)|api\/v1\/.*)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    // On to a handler the page set up before (anotherServer), else to the network.
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

/**
 * Makes the page's API a server that is not the demo API: its catalogue (GET /courses) starts
 * with another course, and it has no course by the demo's slug (asked for one, it answers as the demo API
 * does for any course it lacks: 404); with `empty`, its catalogue has no course at all. `first()` is the
 * slug of the first course it listed (null before the page asked).
 */
async function anotherServer(page: Page, empty: boolean) {
  let first: string | null = null;
  await page.route(
    (url) => url.pathname.startsWith('/api/v1/courses'),
    async (route) => {
      const url = route.request().url();
      const { pathname } = new URL(url);
      if (pathname.startsWith(`/api/v1/courses/${DEMO_SLUG}`))
        return route.fallback({ url: url.replace(DEMO_SLUG, 'no-such-course') });
      if (pathname !== '/api/v1/courses' || route.request().method() !== 'GET') return route.fallback();
      const response = await fetchForRoute(route);
      if (!response) return route.abort();
      const json = (await response.json()) as { data: { slug: string }[] };
      json.data = empty ? [] : json.data.filter((course) => course.slug !== DEMO_SLUG);
      first = json.data[0]?.slug ?? null;
      await route.fulfill({ response, json });
    },
  );
  return { empty, first: () => first };
}

/** Pages measured at once: each waits on its slowed network most of the time. */
const SWEEP_PAGES = Number(process.env.E2E_SWEEP_PAGES || 5);

/**
 * Each width once and each language once: Arabic on a phone, English on a desktop (LAYOUT_SWEEPS). The two
 * other pairs are the same layouts mirrored (logical properties only; e2e/language.test.ts runs axe on two
 * pages in each, OTHER_AXE_PAIRS), and each sweep costs about 35 CPU seconds on
 * a 2-core machine whose whole suite must stay under 15 minutes; screens that share a module take turns
 * between the two sweeps (sweepPaths). Axe (WCAG 2.2 A/AA and best practices,
 * whole page) and the shell check run on the same settled pages: one visit per route serves all three.
 */
describe('no layout shift while a page loads, and no axe violation once it has', () => {
  for (const [turn, { lang, width }] of LAYOUT_SWEEPS.entries()) {
    it(`stays at or under ${LAYOUT_SHIFT_LIMIT} on every built route in ${lang} at ${width} px; axe finds nothing there; the shell is whole`, async () => {
      const token = await studentToken();
      const results: string[] = [];
      const paths = sweepPaths(turn, LAYOUT_SWEEPS.length);
      // The sweep's first demo route meets an empty catalogue, the others one that starts with another course.
      const emptyCatalogue = paths.find(({ path }) => DEMO_ROUTES.has(path))?.path;
      await eachConcurrently(paths, SWEEP_PAGES, async ({ path, studentOnly }) => {
        const opened = await openPage(browser(), { lang, width, token: studentOnly ? token : undefined });
        try {
          const server = DEMO_ROUTES.has(path) ? await anotherServer(opened.page, path === emptyCatalogue) : null;
          await slowNetwork(opened.page, 350);
          const { cls, shifts } = await measureLayoutShift(opened.page, `${baseUrl()}${path}`);
          if (cls > LAYOUT_SHIFT_LIMIT) results.push(`${path}: ${cls.toFixed(3)} [${shifts.join('; ')}]`);
          // Every image and video reserves its box before it arrives: intrinsic size or an aspect ratio.
          const unsized = await opened.page.evaluate(() =>
            [...document.querySelectorAll<HTMLImageElement | HTMLVideoElement>('img, video')]
              .filter((el) => !(el.getAttribute('width') && el.getAttribute('height')))
              .filter((el) => getComputedStyle(el).aspectRatio === 'auto')
              .map((el) => el.outerHTML.slice(0, 80)),
          );
          if (unsized.length > 0) results.push(`${path}: unsized ${unsized.join(', ')}`);
          // The shell on every route of section 2 (the rest of its paths: e2e/shell.test.ts).
          results.push(...(await shellLayoutProblems(opened.page, lang, path)));
          if (studentOnly && new URL(opened.page.url()).pathname !== path) results.push(`${path}: redirected`);
          // Settled once its h1 is drawn (a page without one is reported by the shell check above, and swept on).
          await opened.page
            .getByRole('main')
            .getByRole('heading', { level: 1 })
            .first()
            .waitFor()
            .catch(() => {});
          // A demo route shows what the server has: a part of its first course (the page links to it), or says
          // it has none.
          if (server) {
            const main = opened.page.getByRole('main');
            const first = server.first();
            const shown = server.empty
              ? main.getByText(text(lang, 'demo.noCourse'))
              : main.locator(`a[href="/single_course/${first}"]`, { hasText: text(lang, 'demo.openCourse') });
            const says = server.empty ? 'that the server has no course' : `its first course (${first})`;
            if (!server.empty && first === null) results.push(`${path}: never asked for the catalogue`);
            else await shown.waitFor({ timeout: 15_000 }).catch(() => results.push(`${path}: does not show ${says}`));
          }
          try {
            await expectNoAxeViolations(opened.page);
          } catch (error) {
            // The rules broken and where (the assertion's list), else the start of the message (the page's HTML).
            const found = (error as { actual?: unknown }).actual;
            results.push(
              `${path}: axe ${Array.isArray(found) ? found.join('; ') : (error as Error).message.slice(0, 400)}`,
            );
          }
          // The app's console stays silent: a production build writes nothing for a condition its
          // page handles, and nothing at all for an expected outcome. The browser's own line for a failed
          // request is not the app's; the one page of the sweep whose requests may fail is the missing course's.
          const problems = [
            ...opened.pageErrors,
            ...opened.appConsole,
            ...opened.browserErrors.filter((line) => !(path === MISSING_COURSE && /status of 404/.test(line))),
          ];
          if (problems.length > 0) results.push(`${path}: ${problems.join('; ')}`);
        } finally {
          await opened.context.close();
        }
      });
      expect(results).toEqual([]);
      // Its limit: twice the longest seen (237 s in a loaded clean run, 2026-11-27).
    }, 600_000);
  }
});

describe('what the first screen loads', () => {
  it("preloads the current route's screen with the entry (the login screen's for a signed-out student page)", async () => {
    const opened = await openPage(browser(), { width: 375 });
    try {
      const preloaded = () =>
        opened.page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
            (l) => new URL(l.href).pathname,
          ),
        );
      await opened.page.goto(`${baseUrl()}/register`, { waitUntil: 'networkidle' });
      expect((await preloaded()).some((p) => /\/RegisterScreen-/.test(p))).toBe(true);
      await opened.page.goto(`${baseUrl()}/profile`, { waitUntil: 'networkidle' });
      const list = await preloaded();
      expect(list.some((p) => /\/LoginScreen-/.test(p))).toBe(true);
      expect(list.some((p) => /\/ProfileScreen-/.test(p))).toBe(false);
      // Nothing the first screen's files import is found only when they arrive (a round trip more): what a
      // preloaded chunk imports statically is preloaded too (the home page's SafeHtml and its sanitizer).
      await opened.page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
      const home = await preloaded();
      expect(home.some((p) => /\/SafeHtml-/.test(p))).toBe(true);
      const missing: string[] = [];
      for (const file of home) {
        const code = await (await fetch(`${baseUrl()}${file}`)).text();
        for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
          const path = `/assets/${imported}`;
          if (!home.includes(path) && !/^\/assets\/index-/.test(path)) missing.push(`${file} imports ${path}`);
        }
      }
      expect(missing).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.context.close();
    }
  });

  for (const lang of ['ar', 'en'] as const) {
    it(`draws ${lang} in Cairo, preloads only its first screen's fonts and ${lang}'s messages, and fetches the other language's on the switch`, async () => {
      const opened = await openPage(browser(), { lang, width: 1280 });
      try {
        const other = lang === 'ar' ? 'en' : 'ar';
        const messageChunks: string[] = [];
        opened.page.on('request', (r) => {
          const name = /\/assets\/(ar|en)-[\w-]+\.js$/.exec(r.url())?.[1];
          if (name) messageChunks.push(name);
        });
        await opened.page.goto(`${baseUrl()}/login`, { waitUntil: 'networkidle' });
        const state = await opened.page.evaluate(
          async (sample) => {
            await document.fonts.ready;
            const faces = [...document.fonts].filter((f) => f.family.replaceAll('"', '') === 'Cairo');
            return {
              check: document.fonts.check('16px Cairo', sample),
              loaded: faces
                .filter((f) => f.status === 'loaded')
                .map((f) => `${f.weight} ${f.unicodeRange.slice(0, 6)}`),
              family: getComputedStyle(document.body).fontFamily,
              links: [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]')].map((l) => l.href),
            };
          },
          lang === 'ar' ? 'تسجيل' : 'Sign in',
        );
        expect(state.check).toBe(true);
        expect(state.family).toMatch(/^Cairo,/);
        // The language's own subset is drawn in Cairo: Arabic letters live in U+06xx, Latin in U+00xx.
        expect(
          state.loaded.some(
            (f) => f.startsWith('200 1000 U+') && (lang === 'ar' ? f.includes('U+6') : f.includes('U+0')),
          ),
        ).toBe(true);
        // Arabic (the prerendered page, drawn before any script): both subsets' variable files (every
        // weight), so none swaps in after the first paint. English: the Latin one.
        const expected = lang === 'ar' ? ['cairo-arabic-wght-', 'cairo-latin-wght-'] : ['cairo-latin-wght-'];
        expect(state.links.map((href) => expected.find((stem) => href.includes(stem))).sort()).toEqual(
          [...expected].sort(),
        );
        // One language's messages with the first screen, preloaded by the boot script.
        expect(messageChunks).toEqual([lang]);
        expect(await opened.page.locator(`link[rel=modulepreload][href*="/assets/${lang}-"]`).count()).toBe(1);
        // The switch fetches the other language, then shows it.
        await opened.page.getByRole('button', { name: lang === 'ar' ? 'English' : 'العربية' }).click();
        await opened.page.waitForFunction((l) => document.documentElement.lang === l, other);
        await opened.page
          .getByRole('link', { name: other === 'en' ? 'Log in' : 'تسجيل الدخول' })
          .first()
          .waitFor();
        expect(messageChunks).toEqual([lang, other]);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.context.close();
      }
    });
  }

  it('draws the prerendered page from the HTML and CSS alone, inert, and hidden when the app would draw another', async () => {
    const opened = await openPage(browser(), { width: 375 });
    try {
      // No JavaScript but the boot script (assets/boot-…): the page the build prerendered is all there is.
      await opened.context.route(/\/assets\/(?!boot-).+\.js$/, (route) => route.abort());
      await opened.page.goto(`${baseUrl()}/login`);
      // A CSS locator: an inert subtree is out of the accessibility tree, so roles do not find it.
      const heading = opened.page.locator('#root[data-prerendered] h1', { hasText: 'تسجيل الدخول' });
      await heading.waitFor();
      expect(await opened.page.title()).toMatch(/تسجيل الدخول/);
      const state = await opened.page.evaluate(() => {
        const root = document.getElementById('root');
        const email = document.querySelector<HTMLInputElement>('input[type=email]');
        email?.focus();
        return {
          inert: root?.inert,
          visibility: root ? getComputedStyle(root).visibility : null,
          focused: document.activeElement === email,
          styleAttributes: document.querySelectorAll('#root [style]').length,
          moduleScripts: document.querySelectorAll('script[type=module]').length,
        };
      });
      // Visible, but nothing in it takes focus or input until the app has drawn over it.
      expect(state).toEqual({
        inert: true,
        visibility: 'visible',
        focused: false,
        styleAttributes: 0,
        moduleScripts: 0,
      });

      // English stored: the Arabic page keeps its place but is not shown.
      await opened.page.evaluate(() => localStorage.setItem('lang', 'en'));
      await opened.page.reload();
      await heading.waitFor({ state: 'attached' });
      expect(
        await opened.page.evaluate(() => getComputedStyle(document.getElementById('root') as Element).visibility),
      ).toBe('hidden');
    } finally {
      await opened.context.close();
    }
  });

  it('replaces the prerendered page with the live app, same screen, no longer inert', async () => {
    const opened = await openPage(browser(), { width: 375 });
    try {
      await opened.page.goto(`${baseUrl()}/login`);
      await opened.page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
      expect(await opened.page.evaluate(() => document.getElementById('root')?.inert)).toBe(false);
      await opened.page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('student@example.com');
      expect(await opened.page.getByRole('textbox', { name: 'البريد الإلكتروني' }).inputValue()).toBe(
        'student@example.com',
      );
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.context.close();
    }
  });
});
