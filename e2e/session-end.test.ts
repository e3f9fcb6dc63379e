/**
 * The server ends the session (a 401) on a page that is not a student screen: the user is told so on the
 * login screen, signs in, and comes back to the same page with nothing typed lost.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../packages/i18n/src';
import { baseUrl, formField as field, journeys, type Lang, logIn, studentToken, text } from './support';

const { open, expectErrors } = journeys();

async function signInAgain(page: Page, lang: Lang, next: string) {
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === next);
  await page.getByText(text(lang, 'auth.sessionEnded')).waitFor();
  await logIn(page, lang);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === next, { timeout: 10_000 });
}

describe('the session ends on a public page (Chromium, demo API)', () => {
  it('en: the contact form answered 401 leads to the login screen, and back to the form with the message kept', async () => {
    const { page } = await open({ lang: 'en', token: await studentToken() });
    expectErrors(/401/, /Unauthorized/);
    let refused = 0;
    await page.route('**/api/v1/complaint-suggestion', (route) => {
      refused += 1;
      return route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } });
    });
    await page.goto(`${baseUrl()}/contact_us`);
    const typed: [MessageKey, string][] = [
      ['form.name', 'Mona Adel'],
      ['form.email', 'mona@example.com'],
      ['messageForm.message', 'Can I pay for a course in two parts?'],
    ];
    for (const [label, value] of typed) await field(page, 'en', label).fill(value);
    await page.getByRole('button', { name: text('en', 'contact.submit'), exact: true }).click();
    // Never the server's raw 'Unauthenticated.'.
    await signInAgain(page, 'en', '/contact_us');
    expect(refused).toBe(1);
    expect(await page.getByText('Unauthenticated.').count()).toBe(0);
    for (const [label, value] of typed) expect(await field(page, 'en', label).inputValue()).toBe(value);
  });

  it('ar: the token removed in this same tab, a heart on /my_fav ends the session instead of failing', async () => {
    const { page } = await open({ lang: 'ar', width: 375, token: await studentToken() });
    expectErrors(/401/, /Unauthorized/);
    await page.goto(`${baseUrl()}/my_fav`);
    const heart = page.getByRole('button', { name: text('ar', 'favorite.remove') }).first();
    await heart.waitFor();
    // No storage event in the tab that removed it: the app still shows the student's page.
    await page.evaluate(() => localStorage.removeItem('token'));
    await heart.click();
    await signInAgain(page, 'ar', '/my_fav');
    await page
      .getByRole('button', { name: text('ar', 'favorite.remove') })
      .first()
      .waitFor();
    expect(await page.getByText(text('ar', 'favorite.failed')).count()).toBe(0);
  });
});
