import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../packages/i18n/src';
import { baseUrl, formField as field, journeys, type Lang, text } from './support';

const { open, expectErrors } = journeys();

async function fill(page: Page, lang: Lang, values: [MessageKey, string][]) {
  for (const [label, value] of values) await field(page, lang, label).fill(value);
}

const COMPLAINT: [MessageKey, string][] = [
  ['form.name', 'Omar Hassan'],
  ['form.email', 'omar@example.com'],
  ['messageForm.address', 'Cairo'],
  ['complaint.body', 'Please add subtitles to the videos.'],
];

/** Sends the whole complaint from a fresh page; resolves the popup that answers. */
async function sendComplaint(page: Page, lang: Lang) {
  await page.goto(`${baseUrl()}/complaint`);
  await fill(page, lang, COMPLAINT);
  await page.getByRole('button', { name: text(lang, 'complaint.submit'), exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  return dialog;
}

describe('complaint and contact forms (Chromium, demo API)', () => {
  it('en: a complaint with a field missing is refused on the spot; complete, it is sent and the form resets', async () => {
    const lang = 'en';
    const { page } = await open({ lang, width: 1280 });
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
    await page.getByRole('status').filter({ hasText: 'Sent successfully' }).waitFor();
    for (const [label] of COMPLAINT) await expect.poll(() => field(page, lang, label).inputValue()).toBe('');
    expect(posts).toHaveLength(1);
  });

  it('ar: the contact form is sent and emptied; the contact details are beside it', async () => {
    const lang = 'ar';
    const { page } = await open({ lang, width: 375 });
    await page.goto(`${baseUrl()}/contact_us`);
    await page.getByRole('main').getByRole('link', { name: /0199/ }).waitFor();
    // The phone is optional: left blank.
    await fill(page, lang, [
      ['form.name', 'Mona'],
      ['form.email', 'mona@example.com'],
      ['form.phone', ''],
      ['messageForm.message', 'Do you offer group discounts?'],
    ]);
    await page.getByRole('button', { name: text(lang, 'contact.submit'), exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'تم الإرسال' }).waitFor();
    await expect.poll(() => field(page, lang, 'messageForm.message').inputValue()).toBe('');
  });

  it('ar: the complaint call failing says so in a popup and beside the form, and keeps everything typed', async () => {
    const { page } = await open({ width: 375 });
    expectErrors(/complaint-suggestion/, /500/);
    await page.route('**/api/v1/complaint-suggestion', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
    );
    const dialog = await sendComplaint(page, 'ar');
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
    const { page } = await open({ lang: 'en', width: 1280 });
    expectErrors(/complaint-suggestion/, /Failed to fetch/, /ERR_FAILED/);
    await page.route('**/api/v1/complaint-suggestion', (route) => route.abort('failed'));
    const dialog = await sendComplaint(page, 'en');
    expect(await dialog.textContent()).toContain(text('en', 'complaint.connectionTitle'));
    expect(await dialog.textContent()).toContain(text('en', 'complaint.connectionFailed'));
  });
});
