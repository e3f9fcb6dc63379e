import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, startBrowserForFile } from './support';

/**
 * What a first visit loads and draws before and as the app starts: the current route's screen preloaded
 * with the entry, the language's fonts and messages, and the page the build prerendered (inert, replaced by
 * the live app). How the page then loads on every route (layout shift, late fonts): the route sweep,
 * e2e/sweep-demo.test.ts.
 */
const browser = startBrowserForFile();

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
