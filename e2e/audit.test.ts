import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, type OpenedPage, openPage, sidewaysScroll, startBrowserForFile, studentToken, text } from './support';

/**
 * Defects an accessibility audit found in the shell and the account screens, each checked in Chromium. Every
 * screen with a very long name and e-mail, and every number in the language's digits: the route sweep
 * (e2e/sweep-hostile.test.ts, e2e/sweep-demo.test.ts).
 */
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
