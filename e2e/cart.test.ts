import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createI18nValue } from '../packages/i18n/src';
import { baseUrl, failUntilRecovered, journeys, type Lang, studentToken, tabOpenedBy, text } from './support';

const { open, expectErrors } = journeys();

/** The top bar's cart link, whose name says how many courses the cart holds. */
const cartLink = (page: Page, lang: Lang, count: number) =>
  page.getByRole('banner').getByRole('link', {
    name: text(lang, 'nav.cartCount', { courses: createI18nValue(lang).plural('count.courses', count) }),
    exact: true,
  });

/** The summary's figure for a term, as shown. */
const figure = (page: Page, term: string) =>
  page.locator('dt', { hasText: exactly(term) }).locator('xpath=following-sibling::dd[1]');

/** A whole text, not a part of it ('Total' is in 'Subtotal'). */
const exactly = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A cart row, found by part of its course title. */
const rows = (page: Page) =>
  page
    .getByRole('region', { name: /./ })
    .filter({ has: page.locator('article') })
    .locator('article');

describe('the cart (Chromium, demo API)', () => {
  it('ar: coupons (expired, valid, removed), a removal the badge follows, a server error on paying in the page’s words, and pay now through the demo payment page to my courses', async () => {
    const lang = 'ar';
    const { page, context } = await open({ lang, width: 375, token: await studentToken() });
    const t = (key: Parameters<typeof text>[1], params?: Record<string, string | number>) => text(lang, key, params);
    // The expired coupon's refusal is a 422 the browser logs, the failed checkout a 500.
    expectErrors(/422/, /500/);
    await page.goto(`${baseUrl()}/cart`);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
    await cartLink(page, lang, 2).waitFor();

    // An expired coupon: the server's words, the code kept, nothing applied. (That the server is asked in
    // the page's language is the contract test's: every call carries its `lang` header.)
    const field = page.getByRole('textbox', { name: t('cart.coupon') });
    await field.fill('EXPIRED2024');
    await page.getByRole('button', { name: t('cart.apply') }).click();
    await page.getByRole('alert').filter({ hasText: 'انتهت صلاحية هذا الكوبون.' }).waitFor({ state: 'attached' });
    expect(await field.inputValue()).toBe('EXPIRED2024');
    expect(await page.locator('dt', { hasText: exactly(t('cart.discount')) }).count()).toBe(0);

    // A valid one, typed on an Arabic keyboard (Arabic-Indic digits; the coupon machine's test owns each
    // kind of digit): the discount line appears and the total drops.
    const totalBefore = await figure(page, t('cart.total')).textContent();
    await field.fill('DARS١٠');
    await page.getByRole('button', { name: t('cart.apply') }).click();
    await figure(page, t('cart.discount')).waitFor();
    await expect.poll(() => figure(page, t('cart.total')).textContent()).not.toBe(totalBefore);

    // Removed again: the discount line goes, the total is back.
    await page.getByRole('button', { name: t('cart.removeCoupon') }).click();
    await page.locator('dt', { hasText: exactly(t('cart.discount')) }).waitFor({ state: 'detached' });
    await expect.poll(() => figure(page, t('cart.total')).textContent()).toBe(totalBefore);

    // Remove the second course: one row left, the top bar's count follows.
    const second = rows(page).nth(1);
    const removed = (await second.getByRole('heading').textContent())?.trim() ?? '';
    await second.getByRole('button', { name: new RegExp(t('cart.remove')) }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await cartLink(page, lang, 1).waitFor();
    const paidFor = (await rows(page).first().getByRole('heading').textContent())?.trim() ?? '';
    expect(paidFor).not.toBe(removed);

    // The server fails the checkout with a 500 and a message of its own, in English: the dialog says the spec's
    // words in the page's language, never the server's text. Then the server answers again.
    const serverText = 'SQLSTATE[HY000] [2002] Connection refused';
    await page.route(
      /\/api\/v1\/payment\/checkout$/,
      (route) => route.fulfill({ status: 500, json: { success: false, message: serverText } }),
      { times: 1 },
    );
    await page.getByRole('button', { name: t('cart.payNow') }).click();
    const failure = page.getByRole('alertdialog');
    await failure.getByText(t('checkout.failedDuring')).waitFor();
    expect(await failure.textContent()).not.toContain(serverText);
    await failure.getByRole('button', { name: t('common.ok') }).click();
    await failure.waitFor({ state: 'hidden' });

    // Pay now: the demo payment page opens in a new tab, pays, and comes back to /payment-success.
    const tab = await tabOpenedBy(context, () => page.getByRole('button', { name: t('cart.payNow') }).click());
    await tab.waitForURL(/\/demo-payment\//);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.getByRole('button', { name: /Pay/ }).click();
    await tab.waitForURL(/\/payment-success$/);
    await tab.getByRole('heading', { level: 1, name: t('payment.successTitle') }).waitFor();

    // The course is the student's now: in my courses.
    await tab.getByRole('link', { name: t('payment.goToMyCourses') }).click();
    await tab.waitForURL(/\/my-courses/);
    await tab.getByRole('heading', { name: paidFor }).first().waitFor({ timeout: 15_000 });
  });

  it('en: a cart that fails to load says so; retry brings it', async () => {
    const lang = 'en';
    const { page } = await open({ lang, token: await studentToken() });
    const t = (key: Parameters<typeof text>[1]) => text(lang, key);
    expectErrors(/cart\/courses/, /500/);
    const recover = await failUntilRecovered(page, /\/api\/v1\/cart\/courses$/);
    await page.goto(`${baseUrl()}/cart`);
    await page.getByText(t('cart.loadFailed')).waitFor({ timeout: 15_000 });
    recover();
    await page.getByRole('button', { name: t('common.retry') }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
  });
});
