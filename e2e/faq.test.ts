import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, expectFocusKept, type OpenedPage, openPage, startBrowserForFile, text } from './support';

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

describe('FAQ (Chromium, demo API)', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`${lang}: a visitor reads the questions, moves to page 2, opens an answer by keyboard, and goes to contact us`, async () => {
      opened = await openPage(browser(), { lang, width: lang === 'ar' ? 375 : 1280 });
      const { page } = opened;
      const calls: string[] = [];
      page.on('request', (r) => r.url().includes('/frequently-questions') && calls.push(r.url()));
      await page.goto(`${baseUrl()}/faq`);
      const list = page.getByRole('region', { name: text(lang, 'faq.list'), exact: true });
      const questions = list.getByRole('heading', { level: 2 });
      await questions.first().waitFor();
      expect(await questions.count()).toBe(10);
      const firstOnPage1 = await questions.first().textContent();

      await page.getByRole('link', { name: text(lang, 'pagination.goTo', { page: 2 }), exact: true }).click();
      await page.waitForURL(/\/faq\?page=2$/);
      await expect.poll(() => questions.first().textContent()).not.toBe(firstOnPage1);
      expect(await questions.count()).toBe(10);
      // Every question came from one call (per_page=1000): paging asks nothing more.
      expect(calls).toHaveLength(1);
      expect(new URL(calls[0] as string).searchParams.get('per_page')).toBe('1000');

      const button = list.getByRole('button').nth(1);
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      expect(await panel.isVisible()).toBe(true);
      expect((await panel.textContent())?.trim().length).toBeGreaterThan(10);
      await page.keyboard.press('Space');
      expect(await button.getAttribute('aria-expanded')).toBe('false');

      await page
        .getByRole('main')
        .getByRole('link', { name: text(lang, 'faq.contactLink'), exact: true })
        .click();
      await page.waitForURL(/\/contact_us$/);
    });
  }

  it('ar: the questions failing to load show the red line; retry brings them', async () => {
    opened = await openPage(browser(), { width: 375 });
    const { page } = opened;
    expectedErrors = [/frequently-questions/, /500/];
    let failing = true;
    await page.route('**/api/v1/frequently-questions?**', (route) =>
      failing ? route.fulfill({ status: 500, json: { success: false, message: 'Server error' } }) : route.continue(),
    );
    await page.goto(`${baseUrl()}/faq`);
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(text('ar', 'errors.fetchFailed'));
    failing = false;
    await page.getByRole('button', { name: text('ar', 'common.retry') }).click();
    await page
      .getByRole('region', { name: text('ar', 'faq.list'), exact: true })
      .getByRole('heading')
      .first()
      .waitFor();
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    // The retry button went away with the failure: focus went to the page, not to its body.
    await expectFocusKept(page);
  });
});
