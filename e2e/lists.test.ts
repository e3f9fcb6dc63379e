import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, failUntilRecovered, journeys, sidewaysScroll, studentToken, tabOpenedBy, text } from './support';

// Each journey starts from the seed data (one removes a favourite).
const { open, expectErrors } = journeys();

/** A term with two pages of results in Arabic: 37 courses for 'ال'. */
const TERM = 'ال';
const SECOND_PAGE = 17;

/** The items of the grid named `name`, once it is shown. */
async function gridItems(page: Page, name: string) {
  const grid = page.getByRole('list', { name, exact: true });
  await grid.waitFor({ timeout: 15_000 });
  return grid.getByRole('listitem');
}

async function expectCount(page: Page, name: string, count: number) {
  const items = await gridItems(page, name);
  await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(count);
}

const pagination = (page: Page) => page.getByRole('main').getByRole('navigation');

/** Answers GET `path` with `count` made-up items, 20 a page, like the demo API. */
function longList(path: string, count: number, make: (i: number) => Record<string, unknown>) {
  return async (route: Route) => {
    const url = new URL(route.request().url());
    if (!url.pathname.endsWith(`/api/v1/${path}`)) return route.continue();
    const page = Number(url.searchParams.get('page') ?? '1');
    const items = Array.from({ length: count }, (_, i) => make(i)).slice((page - 1) * 20, page * 20);
    await route.fulfill({
      json: { success: true, data: items, paginate: { current_page: page, last_page: Math.ceil(count / 20) } },
    });
  };
}

describe('paged lists (Chromium, demo API)', () => {
  it('ar: a visitor searches from the top bar, pages the results, goes Back, and opens a course from a card', async () => {
    const lang = 'ar';
    const { page } = await open({ lang, width: 1280 });
    await page.goto(`${baseUrl()}/home`);
    const box = page.getByRole('banner').getByRole('searchbox');
    await box.fill(TERM);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search-result' && url.searchParams.get('term') === TERM);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(TERM);
    await expectCount(page, text(lang, 'searchPage.grid'), 20);
    // A visitor: subscribe on the cards, no heart.
    await expect(page.getByRole('button', { name: text(lang, 'favorite.add') }).count()).resolves.toBe(0);

    await pagination(page).locator('a[rel="next"]').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('term') === TERM);
    await expectCount(page, text(lang, 'searchPage.grid'), SECOND_PAGE);
    await expect(pagination(page).locator('[aria-current="page"]').getAttribute('href')).resolves.toContain('page=2');
    // Focus moves to the page's heading, so the new page is read from its top.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    // A reload keeps the page; Back returns to page 1.
    await page.reload();
    await expectCount(page, text(lang, 'searchPage.grid'), SECOND_PAGE);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === null);
    await expectCount(page, text(lang, 'searchPage.grid'), 20);
    await expect(page.getByRole('banner').getByRole('searchbox').inputValue()).resolves.toBe(TERM);

    // The whole card opens the course.
    const first = (await gridItems(page, text(lang, 'searchPage.grid'))).first();
    const target = await first.getByRole('link').first().getAttribute('href');
    expect(target).toMatch(/^\/single_course\/[a-z0-9-]+$/);
    await first.getByRole('heading').click();
    await page.waitForURL((url) => url.pathname === target);
  });

  it('en: departments link to their courses; instructors page through a longer list, and a bad page is corrected', async () => {
    const lang = 'en';
    const { page } = await open({ lang, width: 375 });
    await page.goto(`${baseUrl()}/departments`);
    const departments = await gridItems(page, text(lang, 'departments.grid'));
    await expect.poll(() => departments.count()).toBe(8);
    await expect(pagination(page).count()).resolves.toBe(0);
    await departments.first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/courses-page' && url.searchParams.get('category') === '1');

    // A page past the last one: the URL is corrected in place to the last page.
    await page.goto(`${baseUrl()}/instructors-page?page=7`);
    await expectCount(page, text(lang, 'instructors.grid'), 12);
    await page.waitForURL((url) => url.pathname === '/instructors-page' && url.search === '');

    // 26 instructors: two pages.
    await page.route(
      '**/api/v1/instructors?**',
      longList('instructors', 26, (i) => ({
        id: 100 + i,
        name: `Instructor ${i + 1}`,
        image: '/demo-media/avatars/student.svg',
        category: { title: 'Programming' },
      })),
    );
    await page.goto(`${baseUrl()}/instructors-page`);
    await expectCount(page, text(lang, 'instructors.grid'), 20);
    await pagination(page).locator('a[rel="next"]').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expectCount(page, text(lang, 'instructors.grid'), 6);
    await page.goBack();
    await expectCount(page, text(lang, 'instructors.grid'), 20);
  });

  it('ar: the student sees my courses and those in progress, removes a favourite on /my_fav, and opens a certificate', async () => {
    const lang = 'ar';
    const { page, context } = await open({ lang, width: 1280, token: await studentToken() });
    await page.goto(`${baseUrl()}/my-courses`);
    await expectCount(page, text(lang, 'myCourses.grid'), 10);
    await expect(page.getByRole('main').getByRole('progressbar').count()).resolves.toBe(10);

    await page.goto(`${baseUrl()}/coureses-not-completed`);
    await expectCount(page, text(lang, 'title.coursesInProgress'), 7);

    await page.goto(`${baseUrl()}/my_fav`);
    await expectCount(page, text(lang, 'favorites.grid'), 5);
    const favourites = await gridItems(page, text(lang, 'favorites.grid'));
    const title = await favourites.first().getByRole('heading').textContent();
    await favourites
      .first()
      .getByRole('button', { name: text(lang, 'favorite.remove') })
      .click();
    await expectCount(page, text(lang, 'favorites.grid'), 4);
    // Focus did not drop to the page: it is on the heart of the card that took the removed one's place.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active?.closest('li[data-item-id]') === document.querySelector('li[data-item-id]')
            ? active?.getAttribute('aria-pressed')
            : null;
        }),
      )
      .toBe('true');
    await expect(
      page
        .getByRole('main')
        .getByRole('heading', { name: title ?? '', exact: true })
        .count(),
    ).resolves.toBe(0);
    // The server agrees: a reload still shows four.
    await page.reload();
    await expectCount(page, text(lang, 'favorites.grid'), 4);

    await page.goto(`${baseUrl()}/my_certificate`);
    await expectCount(page, text(lang, 'certificates.grid'), 3);
    await expect(page.getByText(text(lang, 'cards.noIssueDate')).count()).resolves.toBe(1);
    await expect(pagination(page).count()).resolves.toBe(0);
    const link = page.getByRole('main').getByRole('link', { name: new RegExp(text(lang, 'certificates.download')) });
    await expect(link.first().getAttribute('rel')).resolves.toContain('noopener');
    const tab = await tabOpenedBy(context, () => link.first().click());
    // The address it opens is the check; the file's own `load` is not waited for (slow on a loaded machine).
    await tab.waitForURL(/\/demo-media\/certificates\/\d+\.svg$/, { waitUntil: 'commit' });
    await expect(tab.evaluate(() => window.opener)).resolves.toBeNull();
  });

  it('en: a list that fails shows the red line, and retry loads it', async () => {
    const lang = 'en';
    const { page } = await open({ lang, width: 375 });
    expectErrors(/status of 500/);
    const recover = await failUntilRecovered(page, '**/api/v1/instructors?**');
    await page.goto(`${baseUrl()}/instructors-page`);
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    await expect(alert.textContent()).resolves.toContain(text(lang, 'instructors.failed'));
    recover();
    await page.getByRole('button', { name: text(lang, 'common.retry') }).click();
    await expectCount(page, text(lang, 'instructors.grid'), 12);
  });
});

describe('a search term the page must hold (Chromium)', () => {
  const terms = [
    ['ar', 320, 'someone.with.a.long.address@example-mail.com'],
    ['en', 375, 'https://example.com/a/pasted/link/that/goes/on/and/on/without/a/single/space?q=1'],
    ['ar', 375, 'دورة Python 3 للمبتدئين'],
  ] as const;
  it.each(terms)(
    '%s at %i px: “%s” wraps in the heading, isolated, and the page does not scroll sideways',
    async (lang, width, term) => {
      const { page } = await open({ lang, width });
      await page.goto(`${baseUrl()}/search-result?term=${encodeURIComponent(term)}`);
      const heading = page.getByRole('heading', { level: 1 });
      // (The prerendered page's heading, without the term, until the app has taken over: slow under load.)
      await expect
        .poll(() => heading.textContent(), { timeout: 15_000 })
        .toBe(text(lang, 'search.resultsFor', { term }));
      expect(await heading.locator('bdi').textContent()).toBe(term);
      // The list has settled (results or the empty state) before the width is measured.
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      expect(await sidewaysScroll(page)).toBe(0);
      const box = await heading.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    },
  );
});
