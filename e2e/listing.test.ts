import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createI18nValue } from '../packages/i18n/src';
import { baseUrl, expectNoAxeViolations, failUntilRecovered, journeys, type Lang } from './support';

const { open, expectErrors } = journeys();

/** The GET /courses queries the page sent (path and query), in order. */
function recordCourseCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/courses') calls.push(url.search);
  });
  return calls;
}

const query = (page: Page) => new URL(page.url()).search;

/** The listing's words in `lang`, and its parts as a user finds them. */
function listingIn(lang: Lang) {
  const { t, plural } = createI18nValue(lang);
  const grid = (page: Page) => page.getByRole('list', { name: t('listing.resultsLabel'), exact: true });
  const cards = (page: Page) => grid(page).getByRole('listitem');
  const rating = (page: Page, stars: number) =>
    page.getByRole('complementary').getByRole('checkbox', { name: new RegExp(`^${plural('count.stars', stars)}`) });
  const category = (page: Page, name: string) =>
    page.getByRole('complementary').getByRole('radio', { name: new RegExp(`^${name}`) });
  /**
   * Waits until the grid shows from `min` to `max` cards; `settled`: and none of it is still loading (the
   * grid not busy, no skeleton in a busy region).
   */
  const cardsBetween = async (page: Page, min: number, max: number, { settled = false, timeout = 10_000 } = {}) => {
    await page.waitForFunction(
      ({ label, min, max, settled }) => {
        const list = [...document.querySelectorAll('ul[aria-label]')].find(
          (l) => l.getAttribute('aria-label') === label,
        );
        const count = list ? list.querySelectorAll(':scope > li').length : -1;
        if (count < min || count > max) return false;
        return (
          !settled ||
          (!list?.closest('[aria-busy="true"]') && !document.querySelector('[aria-busy="true"] [data-skeleton]'))
        );
      },
      { label: t('listing.resultsLabel'), min, max, settled },
      { timeout },
    );
  };
  /** Waits until the grid shows `count` cards. */
  const expectCards = (page: Page, count: number) => cardsBetween(page, count, count);
  return { t, plural, cards, rating, category, cardsBetween, expectCards };
}

describe('course listing (Chromium, demo API)', () => {
  it('ar: a visitor filters by two ratings and a category, pages, reloads, and Back restores the filters and results', async () => {
    const lang = 'ar';
    const { t, cards, rating, category, cardsBetween, expectCards } = listingIn(lang);
    const { page } = await open({ lang, width: 1280 });
    const calls = recordCourseCalls(page);
    await page.goto(`${baseUrl()}/courses-page`);
    await expectCards(page, 20);
    expect(calls.at(-1)).toBe('?per_page=20&page=1');
    await page
      .getByRole('complementary')
      .getByRole('group', { name: t('filters.rating') })
      .waitFor();

    // Two ratings: 37 courses of 4 or 5 stars, two pages.
    await rating(page, 5).click();
    await page.waitForURL(/\?rate=5$/);
    await rating(page, 4).click();
    await page.waitForURL(/\?rate=4,5$/);
    await expectCards(page, 20);
    expect(calls.at(-1)).toBe('?per_page=20&page=1&rate=4%2C5');

    // Page 2 (a link: a new history entry).
    await page
      .getByRole('navigation', { name: t('listing.pagination') })
      .getByRole('link', { name: t('pagination.goTo', { page: 2 }) })
      .click();
    await page.waitForURL(/\?rate=4,5&page=2$/);
    await expectCards(page, 17);
    expect(calls.at(-1)).toBe('?per_page=20&page=2&rate=4%2C5');

    // A reload keeps the filters and the page.
    await page.reload();
    await expectCards(page, 17);
    expect(query(page)).toBe('?rate=4,5&page=2');
    expect(await rating(page, 4).isChecked()).toBe(true);
    expect(await rating(page, 5).isChecked()).toBe(true);
    await expect(page.getByText(t('listing.pageOf', { page: 2, last: 2 })).isVisible()).resolves.toBe(true);

    // A category: back to page 1, only its courses, all of 4 or 5 stars.
    const categoryName = 'علم البيانات';
    await category(page, categoryName).click();
    await page.waitForURL(/\?category=3&rate=4,5$/);
    // The category's results drawn: 1 to 5 cards, the grid no longer busy. (The call goes out before the
    // grid turns busy: a count taken in between would find no skeleton and the previous page's 17 cards.)
    await cardsBetween(page, 1, 5, { settled: true, timeout: 15_000 });
    expect(calls.at(-1)).toBe('?per_page=20&page=1&category_id=3&rate=4%2C5');
    const shown = await cards(page).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(5);
    for (const text of await cards(page).allTextContents()) expect(text).toContain(categoryName);

    await page.reload();
    await expectCards(page, shown);
    expect(await category(page, categoryName).isChecked()).toBe(true);

    // Back: the ratings on page 2 again, no category.
    await page.goBack();
    await page.waitForURL(/\?rate=4,5&page=2$/);
    await expectCards(page, 17);
    expect(await category(page, categoryName).isChecked()).toBe(false);
    expect(await category(page, t('listing.allCategories')).isChecked()).toBe(true);
    expect(await rating(page, 4).isChecked()).toBe(true);
    expect(calls.at(-1)).toBe('?per_page=20&page=2&rate=4%2C5');

    // Choosing the same rating again clears it.
    await rating(page, 5).click();
    await page.waitForURL(/\?rate=4$/);

    await expectNoAxeViolations(page);
  });

  it('en: a card opens its course', async () => {
    const { cards, expectCards } = listingIn('en');
    const { page } = await open({ lang: 'en', width: 1280 });
    await page.goto(`${baseUrl()}/courses?rate=5`);
    await expectCards(page, 20);
    const first = cards(page).first();
    const link = first.getByRole('heading').getByRole('link');
    const target = await link.getAttribute('href');
    expect(target).toMatch(/^\/single_course\/[a-z0-9-]+$/);
    // The card's link covers the card: a click on its picture opens the course.
    const box = await first.locator('img').first().boundingBox();
    if (!box) throw new Error('the card has no picture');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(new RegExp(`${target}$`));
  });

  it('ar: /coureses-free shows only free courses, with no status to change', async () => {
    const { t, cards, rating, expectCards } = listingIn('ar');
    const { page } = await open({ lang: 'ar', width: 1280 });
    const calls = recordCourseCalls(page);
    await page.goto(`${baseUrl()}/coureses-free`);
    await expectCards(page, 10);
    expect(calls.at(-1)).toBe('?per_page=20&page=1&status=free');
    for (const text of await cards(page).allTextContents()) expect(text).toContain(t('course.free'));
    expect(
      await page
        .getByRole('complementary')
        .getByRole('group', { name: t('filters.status') })
        .count(),
    ).toBe(0);
    // The other filters still work, and the URL carries only them.
    await rating(page, 5).click();
    await page.waitForURL(/\/coureses-free\?rate=5$/);
    // The address changes first; the call follows.
    await expect.poll(() => calls.at(-1)).toBe('?per_page=20&page=1&rate=5&status=free');
  });

  it('en: the listing failing shows the red line; retry loads it', async () => {
    const { t, expectCards } = listingIn('en');
    const { page } = await open({ lang: 'en', width: 1280 });
    expectErrors(/status of 500/);
    const recover = await failUntilRecovered(page, '**/api/v1/courses?*');
    await page.goto(`${baseUrl()}/courses-page?rate=4`);
    const alert = page.getByRole('alert').filter({ hasText: t('lists.fetchFailed') });
    await alert.waitFor({ timeout: 15_000 });
    recover();
    await page.getByRole('button', { name: t('common.retry') }).click();
    await expectCards(page, 12);
    expect(await alert.count()).toBe(0);
  });
});

describe('course listing on a phone (Chromium, demo API)', () => {
  it('Arabic: the filters open in a sheet; a choice there updates the URL and the results', async () => {
    const { page } = await open({ lang: 'ar', width: 375 });
    const { t, plural } = createI18nValue('ar');
    await page.goto(`${baseUrl()}/courses-page`);
    expect(await page.getByRole('complementary').isVisible()).toBe(false);
    await page.getByRole('button', { name: new RegExp(`^${t('listing.openFilters')}`) }).click();
    const sheet = page.getByRole('dialog', { name: t('filters.title') });
    await sheet.waitFor();
    await sheet.getByRole('checkbox', { name: new RegExp(`^${plural('count.stars', 4)}`) }).click();
    await page.waitForURL(/\?rate=4$/);
    await sheet.getByRole('button', { name: t('listing.showResults') }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: t('listing.removeFilter', { name: plural('count.stars', 4) }) }).waitFor();
    await expectNoAxeViolations(page);
  });
});
