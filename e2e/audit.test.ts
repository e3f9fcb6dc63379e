import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILT_SCREENS,
  baseUrl,
  eachConcurrently,
  fetchForRoute,
  type OpenedPage,
  openPage,
  sidewaysScroll,
  startBrowserForFile,
  storeOnEveryPage,
  studentToken,
  sweepPaths,
  text,
} from './support';

/** Defects an accessibility audit found in the shell and the account screens, each checked in Chromium. */
const browser = startBrowserForFile();
let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

const signedIn = async (options: { lang: 'ar' | 'en'; width: number }) =>
  openPage(browser(), { ...options, token: await studentToken() });

describe('forced colours (Windows high contrast)', () => {
  it('keeps the checked "remember me" box, the selected profile tab and the current page distinguishable', async () => {
    opened = await signedIn({ lang: 'en', width: 1280 });
    const { page } = opened;
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`${baseUrl()}/profile`);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return `${s.borderBlockEndColor} ${s.borderBlockEndWidth} ${s.backgroundColor} ${s.color}`;
    };
    expect(await tabs.nth(0).evaluate(look)).not.toBe(await tabs.nth(1).evaluate(look));

    // A paged list's current page differs from the other numbers.
    await page.goto(`${baseUrl()}/courses-page`);
    const current = page.getByRole('link', { name: text('en', 'pagination.goTo', { page: 1 }), exact: true });
    await current.waitFor();
    expect(await current.getAttribute('aria-current')).toBe('page');
    const other = page.getByRole('link', { name: text('en', 'pagination.goTo', { page: 2 }), exact: true });
    const fill = (el: Element) => {
      const s = getComputedStyle(el);
      return `${s.backgroundColor} ${s.color} ${s.borderColor}`;
    };
    expect(await current.evaluate(fill)).not.toBe(await other.evaluate(fill));

    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${baseUrl()}/login`);
    const box = page.getByRole('checkbox', { name: 'Remember me' });
    await box.waitFor();
    const unchecked = await box.evaluate((el) => getComputedStyle(el).backgroundColor);
    await box.check();
    // After the fill's short transition.
    await expect.poll(() => box.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(unchecked);
  });
});

describe('forced colours: every stateful control', () => {
  /**
   * The control's picture in forced colours before and after its state changes (the mouse away, nothing
   * focused): a state shown by colour alone vanishes there, and the two pictures are then the same.
   */
  async function differsWhenToggled(
    page: Page,
    control: Locator,
    toggle: () => Promise<void>,
    settled: () => Promise<void>,
  ) {
    const still = async () => {
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      // Past any transition of the state's look.
      await page.waitForTimeout(400);
      return control.screenshot({ animations: 'disabled' });
    };
    const before = await still();
    await toggle();
    await settled();
    const after = await still();
    return !before.equals(after);
  }

  it('the pressed category chip, a favourite heart, the selected course tab and a checked filter differ from their others', async () => {
    opened = await signedIn({ lang: 'ar', width: 1280 });
    const { page } = opened;
    await page.emulateMedia({ forcedColors: 'active' });

    await page.goto(`${baseUrl()}/home`);
    const chip = page
      .locator('[aria-pressed="false"]')
      .filter({ hasNot: page.locator('svg') })
      .first();
    await chip.waitFor();
    const chipName = (await chip.textContent()) ?? '';
    const pressedChip = page.getByRole('button', { name: chipName, exact: true, pressed: true });
    expect(
      await differsWhenToggled(
        page,
        chip,
        () => chip.click(),
        () => pressedChip.waitFor(),
      ),
      'category chip',
    ).toBe(true);

    await page.goto(`${baseUrl()}/courses-page`);
    const firstHeart = page.getByRole('main').getByRole('button', { pressed: false, name: text('ar', 'favorite.add') });
    await firstHeart.first().waitFor();
    // The same button through its change of name (React keeps the element).
    await firstHeart.first().evaluate((el) => el.setAttribute('data-forced-colours', ''));
    const heart = page.locator('[data-forced-colours]');
    expect(
      await differsWhenToggled(
        page,
        heart,
        () => heart.click(),
        async () => {
          await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
        },
      ),
      'favourite heart',
    ).toBe(true);

    const filter = page.getByRole('complementary').getByRole('checkbox').first();
    await filter.waitFor();
    expect(
      await differsWhenToggled(
        page,
        filter,
        () => filter.check(),
        async () => {
          await expect.poll(() => filter.isChecked()).toBe(true);
        },
      ),
      'filter checkbox',
    ).toBe(true);

    await page.goto(`${baseUrl()}/single_course/python-for-beginners`);
    const tab = page.getByRole('tab', { selected: false }).first();
    await tab.waitFor();
    const tabName = (await tab.textContent()) ?? '';
    expect(
      await differsWhenToggled(
        page,
        tab,
        () => tab.click(),
        () => page.getByRole('tab', { name: tabName, selected: true }).waitFor(),
      ),
      'course tab',
    ).toBe(true);
  });
});

describe('the profile tabs', () => {
  for (const lang of ['ar', 'en'] as const) {
    for (const width of [320, 375]) {
      it(`are all whole on screen at ${width} px in ${lang}`, async () => {
        opened = await signedIn({ lang, width });
        const { page } = opened;
        await page.goto(`${baseUrl()}/profile`);
        await page.getByRole('tab').first().waitFor();
        const boxes = await page.getByRole('tab').evaluateAll((tabs) =>
          tabs.map((tab) => {
            const r = tab.getBoundingClientRect();
            return { left: r.left, right: r.right, fits: tab.scrollWidth <= tab.clientWidth + 1 };
          }),
        );
        expect(boxes).toHaveLength(3);
        for (const b of boxes) {
          expect(b.left).toBeGreaterThanOrEqual(0);
          expect(b.right).toBeLessThanOrEqual(width);
          expect(b.fits).toBe(true);
        }
        expect(await page.getByRole('tablist').evaluate((l) => l.scrollWidth <= l.clientWidth + 1)).toBe(true);
        // The panel takes keyboard focus after the tab list, and shows a ring when it does.
        await page.getByRole('tab', { selected: true }).focus();
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement;
          return active.getAttribute('role') === 'tabpanel' ? getComputedStyle(active).outlineStyle : 'not the panel';
        });
        expect(ring).toBe('solid');
        expect(opened.errors).toEqual([]);
      });
    }
  }
});

/**
 * One signed-in visit per built screen (its canonical path), in Arabic at 320 px and English at 1280 px,
 * serves two audits: a very long name and e-mail never make a page scroll sideways, and every number the
 * UI writes is in the language's digits (Arabic-Indic in Arabic, Latin in English).
 */
describe('every screen with a very long name and e-mail, and its digits', () => {
  // Screens that share a module take turns between the two languages (sweepPaths); the rest are in both.
  const pathsFor = (turn: number) =>
    sweepPaths(turn, 2)
      .map(({ path }) => path)
      .filter((path) => BUILT_SCREENS.some((r) => r.path === path && !r.path.includes(':')));
  const longEmail = `${'a'.repeat(300)}@${'sub.'.repeat(20)}example.com`;
  const longName = `${'محمد '.repeat(20)}${'A'.repeat(5000)}`;

  /** Every number the UI writes, in text or in a name (aria-label, placeholder, title, alt), in the wrong digits. */
  const foreignDigits = (page: Page, lang: 'ar' | 'en') =>
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

  /** Server text is the server's to write (the demo's Arabic plan descriptions say "3 دورات"). */
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

  for (const [turn, [lang, width]] of (
    [
      ['ar', 320],
      ['en', 1280],
    ] as const
  ).entries()) {
    it(`never scroll sideways, nor does the open avatar menu, and write numbers in ${lang === 'ar' ? 'Arabic-Indic' : 'Latin'} digits (${lang}, ${width} px)`, async () => {
      opened = await signedIn({ lang, width });
      const { page } = opened;
      // The stored registration e-mail (the confirm-code screen shows it).
      await storeOnEveryPage(page.context(), 'email', longEmail);
      // Tabs the sweep is closing: a call of theirs that fails on the way is left unanswered (aborting it
      // would log a failed load in a tab that is about to go).
      const closing = new Set<Page>();
      // Calls the sweep's own fetch to the server failed for (named in the failure: a clean run once logged
      // three failed loads here that no rerun showed). A dropped connection under load is tried once more.
      const unreachable: string[] = [];
      await page.context().route('**/api/v1/**', async (route) => {
        const response = await fetchForRoute(route, (reason) => unreachable.push(reason));
        if (!response) {
          if (closing.has(route.request().frame().page())) return;
          return route.abort().catch(() => {});
        }
        if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response });
        let json = await response.json();
        if (route.request().method() === 'GET' && new URL(route.request().url()).pathname.endsWith('/profile')) {
          json.data.name = longName;
          json.data.email = longEmail;
        }
        // Server digits are put in the language's style, so what is left to find is the UI's own.
        if (lang === 'ar') json = localDigits(json);
        await route.fulfill({ response, json });
      });
      const wide: string[] = [];
      const found: string[] = [];
      await eachConcurrently(pathsFor(turn), 3, async (path) => {
        const tab = await page.context().newPage();
        try {
          await tab.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
          await tab.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
          const over = await sidewaysScroll(tab);
          if (over > 0) wide.push(`${path}: ${over} px`);
          if (path === '/profile') {
            await tab.getByRole('tab').last().click();
            await tab.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().waitFor();
          }
          found.push(...(await foreignDigits(tab, lang)).map((f) => `${path} ${f}`));
        } finally {
          closing.add(tab);
          await tab.close();
        }
      });
      expect(wide).toEqual([]);
      // The long e-mail really was on screen where the app shows it.
      await page.goto(`${baseUrl()}/confirm-code`, { waitUntil: 'networkidle' });
      expect(await page.getByRole('main').textContent()).toContain(longEmail);
      expect(await sidewaysScroll(page)).toBe(0);

      await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: lang === 'ar' ? /قائمة الحساب/ : /Account menu/ }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const box = await menu.boundingBox();
      if (!box) throw new Error('the avatar menu has no box');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Every item of the open menu is on screen, not only its frame.
      for (const item of await menu.getByRole('menuitem').all()) {
        const b = await item.boundingBox();
        expect(b && b.x >= 0 && b.x + b.width <= width).toBe(true);
      }
      expect(await sidewaysScroll(page)).toBe(0);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });

      // The bell's badge (the demo student has more than ten unread) and the open panel.
      const bell = page.getByRole('button', { name: lang === 'ar' ? /فتح الإشعارات/ : /Open notifications/ });
      const banner = (await page.getByRole('banner').textContent()) ?? '';
      await bell.click();
      await page.getByRole('dialog').getByRole('listitem').first().waitFor();
      found.push(...(await foreignDigits(page, lang)).map((f) => `notifications ${f}`));
      expect(found).toEqual([]);
      // The numbers are really there: the badge reads 10+ (١٠+), the footer has the year.
      expect(banner).toContain(lang === 'ar' ? '١٠+' : '10+');
      expect(await page.getByRole('contentinfo').textContent()).toContain(lang === 'ar' ? '٢٠٢٥' : '2025');
      expect(opened.errors, `calls the sweep could not fetch: ${unreachable.join('; ') || 'none'}`).toEqual([]);
      // Its limit: three times the longest seen (113 s in a loaded clean run, 2026-11-27).
    }, 360_000);
  }
});

describe('the notifications panel', () => {
  for (const [lang, width] of [
    ['ar', 320],
    ['en', 1280],
  ] as const) {
    it(`shows a long notification whole, wrapped, never cut with an ellipsis (${lang}, ${width} px)`, async () => {
      opened = await signedIn({ lang, width });
      const { page } = opened;
      const sentence =
        lang === 'ar' ? 'تفاصيل الإشعار الطويل تستمر هنا. ' : 'The details of a long notice go on here. ';
      const body = `${sentence.repeat(12)}${lang === 'ar' ? 'الكلمة الأخيرة.' : 'The last word.'}`;
      await page.route('**/api/v1/notifications', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const json = (await response.json()) as { data: { body: string }[] };
        if (json.data[0]) json.data[0].body = body;
        await route.fulfill({ response, json });
      });
      await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: lang === 'ar' ? /فتح الإشعارات/ : /Open notifications/ }).click();
      const text = page.getByRole('dialog').getByText(body);
      await text.waitFor();
      const shown = await text.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          clipped: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
          clamp: s.webkitLineClamp,
          lines: el.getBoundingClientRect().height / Number.parseFloat(s.lineHeight),
        };
      });
      expect(shown.clipped).toBe(false);
      expect(shown.clamp).toBe('none');
      expect(shown.lines).toBeGreaterThan(4);
      // Its last words can be scrolled to inside the panel.
      await text.scrollIntoViewIfNeeded();
      expect(
        await text.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.bottom <= window.innerHeight && r.bottom > 0;
        }),
      ).toBe(true);
      expect(await sidewaysScroll(page)).toBe(0);
      expect(opened.errors).toEqual([]);
    });
  }
});
