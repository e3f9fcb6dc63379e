import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, journeys, type Lang, logIn, studentToken, tabOpenedBy, text } from './support';

const { open } = journeys();

/** The plan cards, once loaded. */
async function planCards(page: Page, lang: Lang) {
  const list = page.getByRole('region', { name: text(lang, 'plans.choose'), exact: true });
  await list.getByRole('article').first().waitFor({ timeout: 15_000 });
  return list.getByRole('article');
}

/** Pays on the demo payment page the checkout opened in a new tab; the tab lands on /payment-success. */
async function payInNewTab(context: BrowserContext, press: () => Promise<void>, lang: Lang) {
  const tab = await tabOpenedBy(context, press);
  await tab.waitForURL(/\/demo-payment\//);
  await tab.getByRole('button', { name: /Pay/ }).click();
  await tab.waitForURL(/\/payment-success$/);
  await tab.getByRole('heading', { level: 1, name: text(lang, 'payment.successTitle') }).waitFor();
  await tab.close();
}

describe('plans (Chromium, demo API)', () => {
  it("en: a visitor's subscribe asks to log in first, and the login comes back to the plans", async () => {
    const lang = 'en';
    const { page } = await open({ lang, width: 1280 });
    await page.goto(`${baseUrl()}/packages`);
    const cards = await planCards(page, lang);
    await cards
      .first()
      .getByRole('button', { name: text(lang, 'plan.subscribe') })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(text(lang, 'checkout.loginFirst')).waitFor();
    await dialog.getByRole('button', { name: text(lang, 'auth.login') }).click();
    await page.waitForURL(/\/login\?next=%2Fpackages$/);
    await logIn(page, lang);
    await page.waitForURL(/\/packages$/, { timeout: 10_000 });
    // Signed in now: the subscription's status is on top.
    await page.getByRole('region', { name: text(lang, 'plan.current'), exact: true }).waitFor();
  });

  it('ar: a student subscribes to another plan and renews the current one, each through the demo payment page', async () => {
    const lang = 'ar';
    const { page, context } = await open({ lang, width: 375, token: await studentToken() });
    await page.goto(`${baseUrl()}/packages`);
    const cards = await planCards(page, lang);
    const other = cards.filter({ has: page.getByRole('button', { name: text(lang, 'plan.subscribe') }) }).first();
    await payInNewTab(context, () => other.getByRole('button', { name: text(lang, 'plan.subscribe') }).click(), lang);
    await page.reload();
    const current = (await planCards(page, lang)).filter({ hasText: text(lang, 'plan.current') });
    expect(await current.count()).toBe(1);
    await payInNewTab(context, () => current.getByRole('button', { name: text(lang, 'plan.renew') }).click(), lang);
  });
});
