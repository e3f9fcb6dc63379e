import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { href } from '../app/paths';
import {
  appDrawn,
  baseUrl,
  eachConcurrently,
  expectNoAxeViolations,
  fetchForRoute,
  LAYOUT_SHIFT_LIMIT,
  measureLayoutShift,
  type OpenedPage,
  openPage,
  PRODUCT_NAME,
  startBrowserForFile,
  storeOnEveryPage,
  studentToken,
} from './support';

const browser = startBrowserForFile();
let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

// The shell's layout on every screen, and no sideways scroll there: the route sweep (e2e/sweep.ts); a screen's
// other paths open it by the router's own matching (app/routes.test.tsx).
describe('the shell', () => {
  it('serves a real robots.txt, not the app page', async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).not.toContain('<html');
    // Every page but the sign-out link is crawlable (a student-only page shows a crawler the login).
    const disallowed = [...body.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]);
    expect(disallowed).toEqual(['/logout']);
  });

  it('is installable: Chromium finds nothing against installing it, and its manifest has the icons and the brand colour', async () => {
    opened = await openPage(browser(), { lang: 'ar' });
    await opened.page.goto(`${baseUrl()}/home`);
    await appDrawn(opened.page);
    const cdp = await opened.context.newCDPSession(opened.page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // The test's own browser context is incognito, which Chromium never installs from: the app's part is the rest.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as {
      theme_color: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.theme_color).toBe('#004EFE');
    expect(manifest.start_url).toBe('/home');
    for (const size of ['192x192', '512x512']) expect(manifest.icons.some((i) => i.sizes === size)).toBe(true);
    for (const icon of manifest.icons) {
      const response = await fetch(`${baseUrl()}${icon.src}`);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type'), icon.src).toMatch(/^image\//);
    }
  });

  it('shows a real not-found page for anything else', async () => {
    opened = await openPage(browser(), { lang: 'en' });
    await opened.page.goto(`${baseUrl()}/no/such/page`);
    await opened.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await opened.page.title()).toBe('Dars Academy | Page not found');
  });

  it('titles login and register with the product name', async () => {
    opened = await openPage(browser(), { lang: 'ar' });
    await opened.page.goto(`${baseUrl()}/login`);
    await expect.poll(() => opened?.page.title()).toBe('أكاديمية درس | تسجيل الدخول');
    await opened.page.goto(`${baseUrl()}/register`);
    await expect.poll(() => opened?.page.title()).toBe('أكاديمية درس | إنشاء حساب');
  });
});

/** Names a server may give the platform (GET /info `data.name`): 11, 17 and 30 characters in each language. */
const BRAND_NAMES = {
  ar: ['منصة المرجع', 'أكاديمية المرجعية', 'أكاديمية المرجع للتعليم الرقمي'],
  en: ['Ref Academy', 'Reference Academy', 'Reference Academy for Learning'],
} as const;
const BRAND_WIDTHS = [320, 375, 768, 1280] as const;

/**
 * What is wrong with the brand and the bar at the current width (none: []): the banner's home link is named
 * the platform's name exactly; the name is shown whole (no ellipsis, nothing clipped by its box, an ancestor
 * or the screen), or, where `logoAlone` allows it (a phone whose bar holds a student's four icons), hidden
 * with the logo shown for it; every control of the bar is on the screen, at least 44 px each way and
 * overlapping no other; the page does not scroll sideways.
 */
async function brandProblems(page: Page, name: string, logoAlone: boolean): Promise<string[]> {
  const banner = page.getByRole('banner');
  const named: string[] = [];
  if ((await banner.getByRole('link', { name, exact: true }).count()) !== 1)
    named.push(`no one link named exactly "${name}" (the brand's: ${await banner.locator('a').nth(1).ariaSnapshot()})`);
  // The brand's link: the first link home, before the navigation's.
  const link = banner.locator(`a[href="${href('home')}"]`).first();
  const problems = await link.evaluate(
    (a, { name, logoAlone }) => {
      const found: string[] = [];
      const label = (el: Element) =>
        el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 30) || el.tagName.toLowerCase();
      const screenWidth = document.documentElement.clientWidth;
      // The innermost element holding the name.
      const text = [...a.querySelectorAll<HTMLElement>('*')].findLast((el) => el.textContent?.trim() === name);
      if (!text) return ['the home link holds no element with the name'];
      const box = text.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(text).clipPath === 'inset(50%)') {
        if (!logoAlone) found.push('the name is hidden (the logo alone) where the bar has room for it');
        const logo = [...a.children].find(
          (el) => el !== text && el.checkVisibility() && el.getBoundingClientRect().width >= 24,
        );
        if (!logo) found.push('the name is hidden and no logo stands for it');
      } else {
        // An ellipsis, or a line longer than the box.
        if (text.scrollWidth > text.clientWidth)
          found.push(`the name is wider than its box (${text.scrollWidth} px in ${text.clientWidth} px)`);
        // Each line of the name lies within its box, every clipping ancestor's and the screen: end to end, and
        // with its middle inside (a line's letters reach above and below its line box).
        const screen = { what: 'the screen', left: 0, right: screenWidth, top: 0, bottom: innerHeight };
        const clips = [screen];
        for (let el: HTMLElement | null = text; el && el !== document.body; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (el === text || style.overflowX !== 'visible' || style.overflowY !== 'visible') {
            const { left, right, top, bottom } = el.getBoundingClientRect();
            clips.push({ what: el === text ? 'its box' : `<${el.tagName.toLowerCase()}>`, left, right, top, bottom });
          }
        }
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const line of range.getClientRects()) {
          const middle = (line.top + line.bottom) / 2;
          for (const clip of clips)
            if (
              line.left < clip.left - 0.5 ||
              line.right > clip.right + 0.5 ||
              middle < clip.top ||
              middle > clip.bottom
            )
              found.push(
                `the name is cut by ${clip.what} (a line at ${Math.round(line.left)}–${Math.round(line.right)}, ${Math.round(middle)} in ${Math.round(clip.left)}–${Math.round(clip.right)}, ${Math.round(clip.top)}–${Math.round(clip.bottom)})`,
              );
        }
      }
      const header = a.closest('header');
      const controls = [...(header?.querySelectorAll<HTMLElement>('a[href], button, input') ?? [])]
        .filter((el) => el.checkVisibility() && !el.closest('[role="dialog"]'))
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        // The skip link is clipped to nothing until it has focus.
        .filter(({ el, r }) => r.width > 0 && getComputedStyle(el).clipPath !== 'inset(50%)');
      for (const { el, r } of controls) {
        if (r.left < -0.5 || r.right > screenWidth + 0.5) found.push(`${label(el)} is off the screen`);
        if (r.width < 43.5 || r.height < 43.5)
          found.push(`${label(el)} is ${Math.round(r.width)}×${Math.round(r.height)} px`);
      }
      const formOf = (el: HTMLElement) => (el as HTMLInputElement).form ?? null;
      controls.forEach(({ el, r }, i) => {
        for (const { el: other, r: o } of controls.slice(i + 1)) {
          const across = Math.min(r.right, o.right) - Math.max(r.left, o.left);
          const down = Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top);
          // The search box's button sits inside the box.
          const sameForm = formOf(el) !== null && formOf(el) === formOf(other);
          if (across > 1 && down > 1 && !sameForm) found.push(`${label(el)} overlaps ${label(other)}`);
        }
      });
      const root = document.scrollingElement ?? document.documentElement;
      if (root.scrollWidth > root.clientWidth)
        found.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
      return found;
    },
    { name, logoAlone },
  );
  return [...named, ...problems];
}

describe('the brand in the top bar', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`shows names of 11, 17 and 30 characters and the demo's own whole in ${lang} at ${BRAND_WIDTHS.join(', ')} px${lang === 'ar' ? ' (reduced motion)' : ''}, with nothing moved as the name arrives`, async () => {
      const token = await studentToken();
      // Each name, and the demo's own, for a visitor and for a student (whose bar holds four icons).
      // Each page loads at one of the widths in turn (where its layout shift is measured), then takes the others.
      const loads = [
        ...BRAND_NAMES[lang].flatMap((name) => [
          { name, student: false, own: false },
          { name, student: true, own: false },
        ]),
        { name: PRODUCT_NAME[lang], student: false, own: true },
        { name: PRODUCT_NAME[lang], student: true, own: true },
      ].map((load, i) => ({ ...load, first: BRAND_WIDTHS[i % BRAND_WIDTHS.length] as number }));
      const problems: string[] = [];
      await eachConcurrently(loads, 2, async ({ name, student, own, first }) => {
        // The name must fit with motion and without: English draws with it, Arabic asks for reduced motion,
        // under which the theme's global rule decides whether a style change is measured at once
        // (packages/theme/src/global.css.ts).
        const o = await openPage(browser(), {
          lang,
          width: first,
          token: student ? token : undefined,
          motion: lang === 'en',
        });
        const who = `${student ? 'student' : 'visitor'} "${name}"`;
        try {
          // GET /info answers once the app has drawn the bar with the fallback name, so the name and logo
          // arrive into a page already on screen.
          let release = () => {};
          const drawn = new Promise<void>((resolve) => {
            release = resolve;
          });
          void appDrawn(o.page)
            .then(() => o.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve))))
            .then(release, release);
          await o.page.route('**/api/v1/info', async (route) => {
            await drawn;
            if (own) return route.continue();
            const response = await fetchForRoute(route, (reason) => problems.push(`${who}: ${reason}`));
            if (!response) return route.abort();
            const body = await response.json();
            body.data.name = name;
            return route.fulfill({ response, json: body });
          });
          // The brand redraws itself as its name and logo arrive; nothing else may move, and the page's
          // layout shift stays within the sweep's limit.
          const { cls, others, shifts } = await measureLayoutShift(o.page, `${baseUrl()}/no-such-page`, {
            apart: `header a[href="${href('home')}"]:not(nav *)`,
            // The name has arrived: the brand's link is named by it.
            until: (page) =>
              page.getByRole('banner').getByRole('link', { name, exact: true }).waitFor({ timeout: 30_000 }),
          });
          if (others > 0 || cls > LAYOUT_SHIFT_LIMIT)
            problems.push(`${who} at ${first} px: layout shift ${cls.toFixed(4)} [${shifts.join('; ')}]`);
          for (const width of [first, ...BRAND_WIDTHS.filter((w) => w !== first)]) {
            await o.page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
            await o.page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            const found = await brandProblems(o.page, name, student && width < 768);
            problems.push(...found.map((problem) => `${who} at ${width} px: ${problem}`));
          }
          problems.push(...o.errors.map((error) => `${who}: ${error}`));
        } finally {
          await o.context.close();
        }
      });
      expect(problems).toEqual([]);
    }, 180_000);
  }
});

describe('students and visitors', () => {
  it('sends a visitor from a student-only route to /login, remembering the way back', async () => {
    opened = await openPage(browser(), { lang: 'en' });
    await opened.page.goto(`${baseUrl()}/cart`);
    await opened.page.waitForURL(/\/login\?next=%2Fcart$/);
    await opened.page.goto(`${baseUrl()}/my_fav?page=2`);
    await opened.page.waitForURL(/\/login\?next=%2Fmy_fav%3Fpage%3D2$/);
  });

  it('gives a student the cart, the bell with 10+ and the avatar menu; logout returns to the visitor bar', async () => {
    opened = await openPage(browser(), { lang: 'en' });
    const token = await studentToken();
    await opened.context.addInitScript((t) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', t);
        sessionStorage.setItem('seeded', '1');
      }
    }, token);
    const { page } = opened;
    await page.goto(`${baseUrl()}/home`);
    await page.getByRole('link', { name: 'Cart' }).waitFor();
    await page.getByText('10+').waitFor();
    await page.getByRole('button', { name: /Open notifications/ }).click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(opened.errors).toEqual([]);
  });

  it('a logout in one tab signs the other open tabs out too', async () => {
    opened = await openPage(browser(), { lang: 'en' });
    const token = await studentToken();
    await opened.page.goto(`${baseUrl()}/home`);
    await opened.page.evaluate((t) => localStorage.setItem('token', t), token);
    await opened.page.reload();
    const other = await opened.context.newPage();
    await other.goto(`${baseUrl()}/home`);
    await opened.page.getByRole('link', { name: 'Cart' }).waitFor();
    await other.getByRole('link', { name: 'Cart' }).waitFor();
    await other.goto(`${baseUrl()}/logout`);
    await other.waitForURL(/\/login$/);
    // The first tab hears the storage event and shows the visitor's bar without a reload.
    await opened.page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    expect(await opened.page.getByRole('link', { name: 'Cart' }).count()).toBe(0);
  });

  it('reloads the profile in the new language when the language changes', async () => {
    opened = await openPage(browser(), { lang: 'ar' });
    const token = await studentToken();
    await opened.page.evaluate(() => 0);
    await storeOnEveryPage(opened.context, 'token', token);
    const { page } = opened;
    await page.goto(`${baseUrl()}/home`);
    await page.getByRole('button', { name: /فتح الإشعارات/ }).waitFor();
    const profile = page.waitForRequest((r) => r.url().endsWith('/api/v1/profile'));
    await page.getByRole('button', { name: 'English' }).click();
    expect((await profile).headers().lang).toBe('en');
  });
});

describe('search, menu and lazy screens', () => {
  it('searches only for a non-blank term', async () => {
    opened = await openPage(browser(), { lang: 'en' });
    const { page } = opened;
    await page.goto(`${baseUrl()}/home`);
    const box = page.getByRole('banner').getByRole('searchbox');
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/home');
    await box.fill('  web design ');
    await box.press('Enter');
    await page.waitForURL(/\/search-result\?term=web%20design$/);
    // The box shows the term of the page it is on.
    expect(await page.getByRole('banner').getByRole('searchbox').inputValue()).toBe('web design');
  });

  it('opens the slide-in menu on a phone, keeps focus inside it and closes with Escape', async () => {
    opened = await openPage(browser(), { lang: 'ar', width: 375 });
    const { page } = opened;
    await page.goto(`${baseUrl()}/home`);
    const open = page.getByRole('button', { name: 'فتح القائمة' });
    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    // Tab cycles through the menu; nothing outside it gets focus (the page behind is inert; past the
    // last item focus leaves the document for the browser's own UI, shown headless as <body>).
    const inside = new Set<string>();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('[role="dialog"]') ? `in:${active.outerHTML.slice(0, 60)}` : 'outside';
      });
      expect(where).not.toBe('outside');
      if (where !== 'browser') inside.add(where);
    }
    expect(inside.size).toBeGreaterThanOrEqual(8);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
    // A link in the menu navigates and closes it.
    await open.click();
    await page.getByRole('dialog').getByRole('link', { name: 'الأقسام' }).click();
    await page.waitForURL(/\/departments$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('offers a retry, not a blank page, when a screen chunk fails to load', async () => {
    opened = await openPage(browser(), { lang: 'en' });
    const { page } = opened;
    let fail = true;
    await page.route('**/assets/FaqScreen-*.js', (route) => (fail ? route.abort() : route.continue()));
    await page.goto(`${baseUrl()}/faq`);
    await page.getByRole('heading', { name: /could not be loaded/ }).waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
  });
});
