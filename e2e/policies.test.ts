import { describe, expect, it } from 'vitest';
import { href } from '../app/paths';
import {
  baseUrl,
  eachConcurrently,
  expectFocusKept,
  failUntilRecovered,
  fileTabOpenedBy,
  journeys,
  text,
} from './support';

const { open, expectErrors } = journeys();

const POLICIES = [
  [href('terms'), 'title.terms'],
  [href('privacy'), 'title.privacy'],
  [href('intellectualProperty'), 'title.intellectualProperty'],
  [href('technicalSupport'), 'title.technicalSupport'],
  [href('paymentRefund'), 'title.paymentRefund'],
  [href('attendance'), 'title.attendance'],
] as const;

describe('policy pages and user guides (Chromium, demo API)', () => {
  it('ar: a visitor reads each of the six policies, each its own text', async () => {
    const lang = 'ar';
    const { context } = await open({ lang, width: 375 });
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

  // In English: the guides are the info call's, in the language asked for, and the demo's answer when not
  // asked for another language is Arabic.
  it('en: opens both user guides in new tabs', async () => {
    const lang = 'en';
    const { page, context } = await open({ lang, width: 1280 });
    await page.goto(`${baseUrl()}${href('userGuides')}`);
    const links = page.getByRole('link', { name: new RegExp(text(lang, 'guides.open')) });
    await links.first().waitFor();
    expect(await links.count()).toBe(2);
    for (const [index, who] of [
      [0, 'instructor'],
      [1, 'student'],
    ] as const) {
      const { tab, address } = await fileTabOpenedBy(context, () => links.nth(index).click());
      // The address it opens is the check; the PDF's own `load` is not waited for (slow on a loaded machine).
      expect(address).toMatch(new RegExp(`/demo-media/guides/${who}-guide-${lang}\\.pdf$`));
      // No window.opener: the guide cannot reach back into the app.
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
    }
    expect(page.url()).toBe(`${baseUrl()}${href('userGuides')}`);
  });

  it('ar: an unsuccessful info reply says the terms failed to load; retry brings them', async () => {
    const { page } = await open({ width: 375 });
    expectErrors(/info/, /500/);
    const recover = await failUntilRecovered(page, '**/api/v1/info');
    await page.goto(`${baseUrl()}${href('terms')}`);
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(text('ar', 'policy.loadFailed'));
    recover();
    await page.getByRole('button', { name: text('ar', 'common.retry') }).click();
    await page.getByRole('article').getByRole('heading', { level: 2 }).first().waitFor();
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    // The retry button went away with the failure: focus went to the page, not to its body.
    await expectFocusKept(page);
  });

  it('en: no answer at all reads as a fetch error, not as the terms failing', async () => {
    const { page } = await open({ lang: 'en', width: 1280 });
    expectErrors(/info/, /Failed to fetch/, /ERR_FAILED/);
    await page.route('**/api/v1/info', (route) => route.abort('failed'));
    await page.goto(`${baseUrl()}${href('privacy')}`);
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(text('en', 'policy.fetchError'));
  });
});
