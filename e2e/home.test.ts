import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appDrawn,
  baseUrl,
  expectNoAxeViolations,
  holdTheApp,
  type OpenedPage,
  openPage,
  resetDemoAroundEachTest,
  startBrowserForFile,
  studentToken,
  text,
} from './support';

const browser = startBrowserForFile();
let opened: OpenedPage | undefined;
/** Errors a test expects (a list made to fail logs its failure); anything else fails the test. */
let expectedErrors: RegExp[] = [];
resetDemoAroundEachTest();
afterEach(async () => {
  const unexpected = (opened?.errors ?? []).filter((e) => !expectedErrors.some((pattern) => pattern.test(e)));
  expectedErrors = [];
  await opened?.context.close();
  opened = undefined;
  expect(unexpected).toEqual([]);
});

type Lang = 'ar' | 'en';
/** A home section: its h2 and what is under it. */
const section = (page: Page, name: string) =>
  page.locator('[data-section]').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The carousel inside a section: its previous and next buttons and the cards in view. */
function strip(page: Page, lang: Lang, name: string) {
  const root = section(page, name);
  return {
    root,
    previous: root.getByRole('button', { name: text(lang, 'carousel.previous'), exact: true }),
    next: root.getByRole('button', { name: text(lang, 'carousel.next'), exact: true }),
    inView: root.locator('[data-in-view]'),
  };
}

const dot = (page: Page, lang: Lang, index: number, total: number) =>
  page.getByRole('button', { name: text(lang, 'homePage.bannerDot', { index, total }), exact: true });

describe('home (Chromium, demo API)', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`${lang}: a visitor sees every section, steps the banner and a carousel, and picks a category chip`, async () => {
      // With motion: the banner advancing by itself and the carousel's sliding track are part of what it steps.
      opened = await openPage(browser(), { lang, width: 1280, motion: true });
      const { page } = opened;
      await page.goto(`${baseUrl()}/home`);

      for (const key of [
        'home.coursesTitle',
        'home.freeCourses',
        'home.instructors',
        'home.plans',
        'home.faq',
      ] as const)
        await page.getByRole('heading', { level: 2, name: text(lang, key), exact: true }).waitFor();
      await expect(page.getByRole('heading', { name: text(lang, 'home.myCourses') }).count()).resolves.toBe(0);

      // The banner: the first is shown; next and a dot step it; previous from the first wraps to the last.
      const dots = page.getByRole('list', { name: text(lang, 'homePage.bannerDots') });
      await dots.waitFor({ timeout: 15_000 });
      const total = await dots.getByRole('button').count();
      expect(total).toBeGreaterThan(1);
      await expect.poll(() => dot(page, lang, 1, total).getAttribute('aria-current')).toBe('true');
      expect(await page.locator('section img').first().getAttribute('fetchpriority')).toBe('high');
      // Hovered, it holds still; it may have advanced by itself before the pointer arrived (every 3 s), so the
      // steps start from the first again.
      const next = page.getByRole('button', { name: text(lang, 'homePage.bannerNext') });
      await next.hover();
      await dot(page, lang, 1, total).click();
      await expect.poll(() => dot(page, lang, 1, total).getAttribute('aria-current')).toBe('true');
      await next.click();
      await expect.poll(() => dot(page, lang, 2, total).getAttribute('aria-current')).toBe('true');
      await dot(page, lang, 1, total).click();
      await page.getByRole('button', { name: text(lang, 'homePage.bannerPrevious') }).click();
      await expect.poll(() => dot(page, lang, total, total).getAttribute('aria-current')).toBe('true');

      // The free courses carousel: 4 in view at 1280 px, steps one card at a time.
      const free = strip(page, lang, text(lang, 'home.freeCourses'));
      await expect.poll(() => free.inView.count()).toBe(4);
      expect(await free.previous.isDisabled()).toBe(true);
      const firstInView = await free.inView.first().textContent();
      await free.next.click();
      await expect.poll(() => free.previous.isDisabled()).toBe(false);
      await expect.poll(() => free.inView.first().textContent()).not.toBe(firstInView);
      // The arrow key steps on from a card's link: that card leaves the view (inert), its focus goes to
      // the link of the first card still in view, never to the page body.
      const leaving = (await free.inView.first().textContent()) ?? '';
      await free.inView.first().getByRole('link').first().focus();
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect.poll(() => free.inView.first().textContent()).not.toBe(leaving);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const active = document.activeElement;
            return active?.tagName === 'A' && active.closest('[data-in-view]') !== null;
          }),
        )
        .toBe(true);

      // The chips: 'All' first and chosen; a category shows only its courses (at most 8).
      const chips = page.getByRole('group', { name: text(lang, 'home.categoryFilter') }).getByRole('button');
      expect(await chips.first().textContent()).toBe(text(lang, 'home.allCategories'));
      expect(await chips.first().getAttribute('aria-pressed')).toBe('true');
      const grid = page.getByRole('list', { name: text(lang, 'home.coursesTitle'), exact: true }).getByRole('listitem');
      expect(await grid.count()).toBe(8);
      const chip = chips.nth(2);
      const category = (await chip.textContent()) ?? '';
      await chip.click();
      await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
      const cards = await grid.allTextContents();
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(8);
      for (const card of cards) expect(card).toContain(category);

      // A card opens its course.
      const link = grid.first().getByRole('link').first();
      const target = await link.getAttribute('href');
      expect(target).toMatch(/^\/single_course\//);

      await expectNoAxeViolations(page);
    });

    it(`${lang}: the signed-in student sees the my-courses strip and pages it`, async () => {
      const width = lang === 'ar' ? 375 : 1280;
      opened = await openPage(browser(), { lang, width, token: await studentToken() });
      const { page } = opened;
      await page.goto(`${baseUrl()}/home`);
      const mine = strip(page, lang, text(lang, 'home.myCourses'));
      await mine.root.waitFor({ timeout: 15_000 });
      const visible = width < 640 ? 1 : 4;
      await expect.poll(() => mine.inView.count()).toBe(visible);
      const length = await mine.root.locator('ul > li[aria-roledescription]').count();
      expect(length).toBeGreaterThan(visible);
      expect(await mine.root.locator('[role="progressbar"]').count()).toBe(length);
      expect(await mine.previous.isDisabled()).toBe(true);
      // Next until offset + visible reaches the length: then next is disabled.
      for (let step = 0; step < length - visible; step += 1) {
        expect(await mine.next.isDisabled()).toBe(false);
        await mine.next.click();
      }
      await expect.poll(() => mine.next.isDisabled()).toBe(true);
      expect(await mine.previous.isDisabled()).toBe(false);
      await mine.previous.click();
      await expect.poll(() => mine.next.isDisabled()).toBe(false);
      // Titles on the strip are cut to 30 characters.
      const titles = await mine.root
        .locator('h3')
        .evaluateAll((headings) =>
          headings.map((h) => (h.querySelector('[aria-hidden="true"]') ?? h).textContent?.replace('…', '') ?? ''),
        );
      expect(titles.length).toBe(length);
      for (const title of titles) expect(Array.from(title).length).toBeLessThanOrEqual(30);
      await expectNoAxeViolations(page);
    });
  }

  // One language: a failing list is drawn alike in both directions.
  it('ar: a failing list shows the red line, and retry brings it', async () => {
    const lang = 'ar';
    opened = await openPage(browser(), { lang, width: 375 });
    const { page } = opened;
    expectedErrors = [/instructors/, /422/, /status of 422/];
    let failing = true;
    await page.route('**/api/v1/instructors?**', (route) =>
      failing ? route.fulfill({ status: 422, json: { success: false, message: 'Failed' } }) : route.continue(),
    );
    await page.goto(`${baseUrl()}/home`);
    const instructors = section(page, text(lang, 'home.instructors'));
    const alert = instructors.getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toContain(text(lang, 'errors.fetchFailed'));
    // Only that section failed.
    await page.getByRole('list', { name: text(lang, 'home.coursesTitle'), exact: true }).waitFor();
    failing = false;
    await instructors.getByRole('button', { name: text(lang, 'common.retry') }).click();
    await expect.poll(() => instructors.locator('[data-in-view]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await instructors.getByRole('alert').count()).toBe(0);
  });
});

const bannerCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/banners') calls.push(request.url());
  });
  return calls;
};

describe('home: the first banner before the app (app/boot)', () => {
  it('ar visitor: boot draws the first banner into the prerendered page; the app shows the same one, asking once', async () => {
    opened = await openPage(browser(), { width: 375 });
    const { page } = opened;
    const calls = bannerCalls(page);
    const release = await holdTheApp(page);
    const answer = await fetch(`${baseUrl()}/api/v1/banners`, { headers: { lang: 'ar', Accept: 'application/json' } });
    const first = ((await answer.json()) as { data: { image: string; title: string }[] }).data[0];
    if (!first) throw new Error('the demo has no banner');
    const imageUrl = new URL(first.image, baseUrl()).href;

    await page.goto(`${baseUrl()}/home`);
    const early = page.locator('#root[data-prerendered] [data-early-banner]');
    await early.waitFor({ state: 'visible' });
    expect(await early.locator('img').getAttribute('src')).toBe(imageUrl);
    await expect
      .poll(() => early.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await early.getByText(first.title, { exact: true }).isVisible()).toBe(true);
    // The spinner gave way to the banner.
    expect(await page.locator('[data-early-banner] ~ div').isVisible()).toBe(false);

    release();
    await appDrawn(page);
    const banner = page.getByRole('region', { name: text('ar', 'home.bannerLabel'), exact: true });
    await banner.getByText(first.title, { exact: true }).waitFor();
    expect(await banner.locator('figure:not([hidden]) img').first().getAttribute('src')).toBe(first.image);
    expect(await banner.locator('[data-early-banner]').count()).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('en: the prerendered page is not shown, so boot leaves the banners to the app (one call)', async () => {
    opened = await openPage(browser(), { lang: 'en', width: 1280 });
    const { page } = opened;
    const calls = bannerCalls(page);
    await page.goto(`${baseUrl()}/home`);
    const banner = page.getByRole('region', { name: text('en', 'home.bannerLabel'), exact: true });
    await banner.locator('figure img').first().waitFor();
    expect(calls).toHaveLength(1);
    expect(await page.evaluate(() => 'darsEarly' in window)).toBe(false);
  });

  it('ar visitor: a banner image that is not http(s) is not drawn by boot', async () => {
    opened = await openPage(browser(), { width: 375 });
    const { page } = opened;
    await holdTheApp(page);
    let answered = false;
    await page.route('**/api/v1/banners', (route) => {
      answered = true;
      return route.fulfill({ json: { data: [{ image: 'javascript:alert(1)', title: 'x', description: '' }] } });
    });
    await page.goto(`${baseUrl()}/home`);
    await expect.poll(() => answered).toBe(true);
    await expect.poll(() => page.evaluate(() => 'darsEarly' in window)).toBe(true);
    await page.evaluate(() => (window as { darsEarly?: { body?: Promise<unknown> } }).darsEarly?.body);
    expect(await page.locator('[data-early-banner]').isHidden()).toBe(true);
    expect(await page.locator('[data-early-banner] img').getAttribute('src')).toBeNull();
  });
});
