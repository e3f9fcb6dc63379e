import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_STUDENT } from '../mocks/store.ts';
import { baseUrl, type OpenedPage, openPage, startBrowserForFile } from './support';

/** Defects an accessibility audit found in the shell and the account screens, each checked in Chromium. */
const browser = startBrowserForFile();
let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

async function signedIn(options: { lang: 'ar' | 'en'; width: number }) {
  const response = await fetch(`${baseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }),
  });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  const page = await openPage(browser(), options);
  await page.context.addInitScript((t) => localStorage.setItem('token', t), token);
  return page;
}

const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

describe('forced colours (Windows high contrast)', () => {
  it('keeps the checked "remember me" box and the selected profile tab distinguishable', async () => {
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

    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${baseUrl()}/login`);
    const box = page.getByRole('checkbox', { name: 'Remember me' });
    await box.waitFor();
    const unchecked = await box.evaluate((el) => getComputedStyle(el).backgroundColor);
    await box.check();
    const checked = await box.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(checked).not.toBe(unchecked);
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

describe('the brand in the top bar at 320 px', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`never shrinks to a letter or two in ${lang}, signed in or not`, async () => {
      for (const student of [false, true]) {
        const page = student ? await signedIn({ lang, width: 320 }) : await openPage(browser(), { lang, width: 320 });
        try {
          await page.page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
          const brand = await page.page
            .getByRole('banner')
            .getByRole('link')
            .nth(1)
            .evaluate((link) => {
              const name = [...link.querySelectorAll('span')].at(-1) as HTMLElement;
              const logo = link.querySelector('img');
              return {
                hidden: getComputedStyle(name).clipPath === 'inset(50%)',
                width: name.getBoundingClientRect().width,
                fontSize: Number.parseFloat(getComputedStyle(name).fontSize),
                logo: logo ? logo.getBoundingClientRect().width : 0,
                alt: logo?.alt ?? '',
              };
            });
          // Either a readable part of the name (3 em or more), or the logo alone with the name in its alt.
          if (brand.hidden) {
            expect(brand.logo).toBeGreaterThan(30);
            expect(brand.alt).toContain(lang === 'ar' ? 'أكاديمية درس' : 'Dars Academy');
          } else {
            expect(brand.width).toBeGreaterThanOrEqual(brand.fontSize * 3);
          }
          expect(await sideways(page.page)).toBe(0);
        } finally {
          await page.context.close();
        }
      }
    });
  }
});

describe('a very long name and e-mail', () => {
  for (const [lang, width] of [
    ['ar', 320],
    ['en', 1280],
  ] as const) {
    it(`never make a page or the open avatar menu scroll sideways (${lang}, ${width} px)`, async () => {
      opened = await signedIn({ lang, width });
      const { page } = opened;
      await page.route('**/api/v1/profile', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const body = (await response.json()) as { data: { name: string; email: string } };
        body.data.name = `${'محمد '.repeat(20)}${'A'.repeat(5000)}`;
        body.data.email = `${'a'.repeat(300)}@example.com`;
        await route.fulfill({ response, json: body });
      });
      for (const path of ['/home', '/profile']) {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        expect(await sideways(page), path).toBe(0);
      }
      await page.getByRole('button', { name: lang === 'ar' ? /قائمة الحساب/ : /Account menu/ }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const box = await menu.boundingBox();
      if (!box) throw new Error('the avatar menu has no box');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await sideways(page)).toBe(0);
      expect(opened.errors).toEqual([]);
    });
  }
});
