import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, journeys, type Lang, logIn, studentToken, text } from './support';

// Each journey starts from the seed data: favourites and subscriptions are written by the tests.
const { open, expectErrors } = journeys();

/** "photography" finds four courses; "Photography Fundamentals" is free, and neither a favourite nor subscribed. */
const SEARCH = '/search-result?term=photography';
const COURSE = { ar: 'أساسيات التصوير الفوتوغرافي', en: 'Photography Fundamentals', slug: 'photography-basics' };

/** The card of the free photography course, once the results are in. */
async function courseCard(page: Page, lang: Lang) {
  const card = page.locator('article').filter({ hasText: COURSE[lang] });
  await card.first().waitFor({ timeout: 15_000 });
  return card.first();
}

describe('course actions on cards (Chromium, demo API)', () => {
  it('ar: a student favourites a course from the search results and finds it in /my_fav', async () => {
    const lang = 'ar';
    const { page } = await open({ lang, token: await studentToken() });
    await page.goto(`${baseUrl()}${SEARCH}`);
    const card = await courseCard(page, lang);
    const heart = card.getByRole('button', { name: text(lang, 'favorite.add') });
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('false');
    await heart.click();
    await page
      .getByRole('status')
      .filter({ hasText: text(lang, 'favorite.added') })
      .waitFor();
    await card.getByRole('button', { name: text(lang, 'favorite.remove') }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('favorite_36'))).toBe('true');

    await page.goto(`${baseUrl()}/my_fav`);
    const favourite = page.locator('article').filter({ hasText: COURSE[lang] });
    await favourite.first().waitFor({ timeout: 15_000 });
    await expect(favourite.first().getByRole('link').first().getAttribute('href')).resolves.toBe(
      `/single_course/${COURSE.slug}`,
    );
  });

  it('ar: a visitor who presses subscribe is asked to log in, signs in and comes back to the same page', async () => {
    const lang = 'ar';
    const { page } = await open({ lang });
    await page.goto(`${baseUrl()}${SEARCH}`);
    const card = await courseCard(page, lang);
    expect(await card.getByRole('button', { name: text(lang, 'favorite.add') }).count()).toBe(0);
    await card.getByRole('button', { name: new RegExp(text(lang, 'course.subscribe')) }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.filter({ hasText: text(lang, 'subscribe.loginRequired') }).waitFor();
    await dialog.getByRole('button', { name: text(lang, 'auth.goToLogin') }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === SEARCH);

    await logIn(page, lang);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === SEARCH, { timeout: 10_000 });
    // Signed in now: the same card has its heart.
    await (await courseCard(page, lang)).getByRole('button', { name: text(lang, 'favorite.add') }).waitFor();
  });

  it('en: a student double-clicks subscribe (the busy button keeps its size: the page stays) and sees the success message', async () => {
    const lang = 'en';
    const { page } = await open({ lang, token: await studentToken() });
    const sent: string[] = [];
    // A slow answer, so the second click of the double click meets the busy button.
    await page.route(/\/api\/v1\/courses\/[^/]+\/subscribe$/, async (route) => {
      sent.push(route.request().method());
      // Long enough for the busy button to be looked at on a loaded machine.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${baseUrl()}${SEARCH}`);
    const card = await courseCard(page, lang);
    const button = card.getByRole('button', { name: new RegExp(text(lang, 'course.subscribe')) });
    // The button's box, read in the page at once with its busy state (the answer may replace it a moment later).
    const box = () =>
      button.evaluate((el) => {
        const { x, y, width, height } = el.getBoundingClientRect();
        return { busy: el.getAttribute('aria-busy') === 'true', at: [x, y, width, height] };
      });
    // Read once the page is still (its fonts in, nothing moving it for a moment): a card that moves
    // while the page settles on a loaded machine is the route sweep's to judge, not this test's.
    await page.evaluate(() => document.fonts.ready);
    let idle = await box();
    for (let still = 0; still < 2; ) {
      await page.waitForTimeout(150);
      const now = await box();
      still = JSON.stringify(now.at) === JSON.stringify(idle.at) ? still + 1 : 0;
      idle = now;
    }
    await button.dblclick();
    let busyAt: number[] = [];
    await expect
      .poll(async () => {
        const now = await box();
        busyAt = now.at;
        return now.busy;
      })
      .toBe(true);
    expect(busyAt).toEqual(idle.at);
    // The second click did not land on the card's title link.
    expect(new URL(page.url()).pathname).toBe('/search-result');
    const dialog = page.getByRole('alertdialog');
    // The demo server's own message, in the page's language (English: the demo's answer when not asked for
    // another language is Arabic).
    await dialog.filter({ hasText: text(lang, 'subscribe.successTitle') }).waitFor();
    const said = (await dialog.textContent()) ?? '';
    expect(said).toContain('You have subscribed to the course successfully.');
    expect(sent).toEqual(['POST']);
    // The card is marked subscribed at once; the popup closes by itself after 2 s.
    expect(await card.getByRole('button', { name: new RegExp(text(lang, 'course.subscribe')) }).count()).toBe(0);
    await dialog.waitFor({ state: 'hidden', timeout: 5000 });
    // Its button is gone: focus goes to the card's link, never to the page body.
    await page.waitForFunction(
      (slug) => document.activeElement?.getAttribute('href') === `/single_course/${slug}`,
      COURSE.slug,
      { timeout: 3000 },
    );
  });

  it('en: a failing favourite toggle shows the failure dialog and leaves the heart as it was', async () => {
    const lang = 'en';
    const { page } = await open({ lang, token: await studentToken() });
    // The browser logs the refused call (that is the point of this test); nothing else may be logged.
    expectErrors(/Failed to load resource.*500/);
    await page.route('**/api/v1/courses/*/toggle-favorite', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }),
    );
    await page.goto(`${baseUrl()}${SEARCH}`);
    const card = await courseCard(page, lang);
    await card.getByRole('button', { name: text(lang, 'favorite.add') }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.filter({ hasText: text(lang, 'favorite.failed') }).waitFor();
    await dialog.getByRole('button', { name: text(lang, 'common.ok') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(
      card.getByRole('button', { name: text(lang, 'favorite.add') }).getAttribute('aria-pressed'),
    ).resolves.toBe('false');
  });
});
