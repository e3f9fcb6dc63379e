import { describe, expect, it } from 'vitest';
import { baseUrl, expectFocusKept, failUntilRecovered, journeys, text } from './support';

const { open, expectErrors } = journeys();

describe('FAQ (Chromium, demo API)', () => {
  it('en: a visitor reads the questions, moves to page 2, opens an answer by keyboard, and goes to contact us', async () => {
    const lang = 'en';
    const { page } = await open({ lang, width: 1280 });
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

  it('ar: the questions failing to load show the red line; retry brings them', async () => {
    const { page } = await open({ width: 375 });
    expectErrors(/frequently-questions/, /500/);
    const recover = await failUntilRecovered(page, '**/api/v1/frequently-questions?**');
    await page.goto(`${baseUrl()}/faq`);
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(text('ar', 'errors.fetchFailed'));
    recover();
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
