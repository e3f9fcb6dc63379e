import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageKey } from '../packages/i18n/src';
import { baseUrl, type OpenedPage, openPage, resetDemoAroundEachTest, startBrowserForFile, text } from './support';

const browser = startBrowserForFile();
let opened: OpenedPage | undefined;
/** Errors a test expects (a failing call is logged); anything else fails the test. */
let expectedErrors: RegExp[] = [];
resetDemoAroundEachTest();
afterEach(async () => {
  const unexpected = (opened?.errors ?? []).filter((e) => !expectedErrors.some((pattern) => pattern.test(e)));
  expectedErrors = [];
  await opened?.context.close();
  opened = undefined;
  expect(unexpected).toEqual([]);
});

type Lang = 'ar' | 'en';
const field = (page: Page, lang: Lang, label: MessageKey) =>
  page.getByRole('main').getByLabel(new RegExp(`^${text(lang, label)}`));

async function fill(page: Page, lang: Lang, values: [MessageKey, string][]) {
  for (const [label, value] of values) await field(page, lang, label).fill(value);
}

const COMPLAINT: [MessageKey, string][] = [
  ['form.name', 'Omar Hassan'],
  ['form.email', 'omar@example.com'],
  ['messageForm.address', 'Cairo'],
  ['complaint.body', 'Please add subtitles to the videos.'],
];

describe('complaint and contact forms (Chromium, demo API)', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`${lang}: a complaint with a field missing is refused on the spot; complete, it is sent and the form resets`, async () => {
      opened = await openPage(browser(), { lang, width: lang === 'ar' ? 375 : 1280 });
      const { page } = opened;
      const posts: string[] = [];
      page.on(
        'request',
        (r) => r.method() === 'POST' && r.url().includes('/complaint-suggestion') && posts.push(r.url()),
      );
      await page.goto(`${baseUrl()}/complaint`);
      await fill(
        page,
        lang,
        COMPLAINT.filter(([label]) => label !== 'messageForm.address'),
      );
      const submit = page.getByRole('button', { name: text(lang, 'complaint.submit'), exact: true });
      await submit.click();
      await page.getByText(text(lang, 'AllRequiredFieldsMustBeFilled')).waitFor();
      expect(await field(page, lang, 'messageForm.address').getAttribute('aria-invalid')).toBe('true');
      expect(posts).toHaveLength(0);
      expect(await field(page, lang, 'complaint.body').inputValue()).toBe('Please add subtitles to the videos.');

      await field(page, lang, 'messageForm.address').fill('Cairo');
      await submit.click();
      await page
        .getByRole('status')
        .filter({ hasText: lang === 'ar' ? 'تم الإرسال' : 'Sent successfully' })
        .waitFor();
      for (const [label] of COMPLAINT) await expect.poll(() => field(page, lang, label).inputValue()).toBe('');
      expect(posts).toHaveLength(1);
    });

    it(`${lang}: the contact form is sent and emptied; the contact details are beside it`, async () => {
      opened = await openPage(browser(), { lang, width: lang === 'ar' ? 375 : 1280 });
      const { page } = opened;
      await page.goto(`${baseUrl()}/contact_us`);
      await page.getByRole('main').getByRole('link', { name: /0199/ }).waitFor();
      // The phone is optional: left blank in Arabic, given in English.
      await fill(page, lang, [
        ['form.name', 'Mona'],
        ['form.email', 'mona@example.com'],
        ['form.phone', lang === 'ar' ? '' : '01005550199'],
        ['messageForm.message', 'Do you offer group discounts?'],
      ]);
      await page.getByRole('button', { name: text(lang, 'contact.submit'), exact: true }).click();
      await page
        .getByRole('status')
        .filter({ hasText: lang === 'ar' ? 'تم الإرسال' : 'Sent successfully' })
        .waitFor();
      await expect.poll(() => field(page, lang, 'messageForm.message').inputValue()).toBe('');
    });
  }

  it('ar: the complaint call failing says so in a popup and beside the form, and keeps everything typed', async () => {
    opened = await openPage(browser(), { width: 375 });
    const { page } = opened;
    expectedErrors = [/complaint-suggestion/, /500/];
    await page.route('**/api/v1/complaint-suggestion', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
    );
    await page.goto(`${baseUrl()}/complaint`);
    await fill(page, 'ar', COMPLAINT);
    await page.getByRole('button', { name: text('ar', 'complaint.submit'), exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(text('ar', 'complaint.errorTitle'));
    expect(await dialog.textContent()).toContain(text('ar', 'messageForm.sendFailed'));
    // The popup closes itself after 2 s; the failure stays beside the form.
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    expect(await page.getByRole('main').getByRole('alert').textContent()).toContain(
      text('ar', 'messageForm.sendFailed'),
    );
    for (const [label, value] of COMPLAINT) expect(await field(page, 'ar', label).inputValue()).toBe(value);
  });

  it('en: no connection reads as a connection error', async () => {
    opened = await openPage(browser(), { lang: 'en', width: 1280 });
    const { page } = opened;
    expectedErrors = [/complaint-suggestion/, /Failed to fetch/, /ERR_FAILED/];
    await page.route('**/api/v1/complaint-suggestion', (route) => route.abort('failed'));
    await page.goto(`${baseUrl()}/complaint`);
    await fill(page, 'en', COMPLAINT);
    await page.getByRole('button', { name: text('en', 'complaint.submit'), exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(text('en', 'complaint.connectionTitle'));
    expect(await dialog.textContent()).toContain(text('en', 'complaint.connectionFailed'));
  });
});
