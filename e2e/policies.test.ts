import { afterEach, describe, expect, it } from 'vitest';
import { href } from '../app/paths';
import {
  baseUrl,
  eachConcurrently,
  expectFocusKept,
  type OpenedPage,
  openPage,
  startBrowserForFile,
  text,
} from './support';

const browser = startBrowserForFile();
let opened: OpenedPage | undefined;
/** Errors a test expects (a failing call is logged); anything else fails the test. */
let expectedErrors: RegExp[] = [];
afterEach(async () => {
  const unexpected = (opened?.errors ?? []).filter((e) => !expectedErrors.some((pattern) => pattern.test(e)));
  expectedErrors = [];
  await opened?.context.close();
  opened = undefined;
  expect(unexpected).toEqual([]);
});

const POLICIES = [
  [href('terms'), 'title.terms'],
  [href('privacy'), 'title.privacy'],
  [href('intellectualProperty'), 'title.intellectualProperty'],
  [href('technicalSupport'), 'title.technicalSupport'],
  [href('paymentRefund'), 'title.paymentRefund'],
  [href('attendance'), 'title.attendance'],
] as const;

describe('policy pages and user guides (Chromium, demo API)', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`${lang}: a visitor reads each of the six policies, each its own text`, async () => {
      opened = await openPage(browser(), { lang, width: lang === 'ar' ? 375 : 1280 });
      const { context } = opened;
      const seen: string[] = [];
      await eachConcurrently(POLICIES, 3, async ([path, title]) => {
        const tab = await context.newPage();
        try {
          await tab.goto(`${baseUrl()}${path}`);
          const article = tab.getByRole('article', { name: text(lang, title), exact: true });
          await article.getByRole('heading', { level: 2 }).first().waitFor();
          expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe(text(lang, title));
          expect(await article.getByRole('listitem').count()).toBeGreaterThan(0);
          seen.push((await article.textContent()) ?? '');
        } finally {
          await tab.close();
        }
      });
      // Six different texts, none of them empty.
      expect(new Set(seen).size).toBe(6);
    });

    it(`${lang}: opens both user guides in new tabs`, async () => {
      opened = await openPage(browser(), { lang, width: 1280 });
      const { page, context } = opened;
      await page.goto(`${baseUrl()}${href('userGuides')}`);
      const links = page.getByRole('link', { name: new RegExp(text(lang, 'guides.open')) });
      await links.first().waitFor();
      expect(await links.count()).toBe(2);
      for (const [index, who] of [
        [0, 'instructor'],
        [1, 'student'],
      ] as const) {
        const [tab] = await Promise.all([context.waitForEvent('page'), links.nth(index).click()]);
        // The address it opens is the check; the PDF's own `load` is not waited for (slow in a loaded run).
        await tab.waitForURL(new RegExp(`/demo-media/guides/${who}-guide-${lang}\\.pdf$`), { waitUntil: 'commit' });
        // No window.opener: the guide cannot reach back into the app.
        expect(await tab.evaluate(() => window.opener)).toBeNull();
        await tab.close();
      }
      expect(page.url()).toBe(`${baseUrl()}${href('userGuides')}`);
    });
  }

  it('ar: an unsuccessful info reply says the terms failed to load; retry brings them', async () => {
    opened = await openPage(browser(), { width: 375 });
    const { page } = opened;
    expectedErrors = [/info/, /500/];
    let failing = true;
    await page.route('**/api/v1/info', (route) =>
      failing ? route.fulfill({ status: 500, json: { success: false, message: 'Server error' } }) : route.continue(),
    );
    await page.goto(`${baseUrl()}${href('terms')}`);
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(text('ar', 'policy.loadFailed'));
    failing = false;
    await page.getByRole('button', { name: text('ar', 'common.retry') }).click();
    await page.getByRole('article').getByRole('heading', { level: 2 }).first().waitFor();
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    // The retry button went away with the failure: focus went to the page, not to its body.
    await expectFocusKept(page);
  });

  it('en: no answer at all reads as a fetch error, not as the terms failing', async () => {
    opened = await openPage(browser(), { lang: 'en', width: 1280 });
    const { page } = opened;
    expectedErrors = [/info/, /Failed to fetch/, /ERR_FAILED/];
    await page.route('**/api/v1/info', (route) => route.abort('failed'));
    await page.goto(`${baseUrl()}${href('privacy')}`);
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(text('en', 'policy.fetchError'));
  });
});
