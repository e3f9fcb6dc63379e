import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_STUDENT } from '../mocks/store.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  nextDocument,
  type OpenedPage,
  openPage,
  resetDemoAroundEachTest,
  startBrowserForFile,
} from './support';

const browser = startBrowserForFile();
let opened: OpenedPage | undefined;
// Each journey starts from the seed data (the forgot-password one changes the demo student's password).
resetDemoAroundEachTest();
afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

/** A 1×1 PNG, for the profile picture upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The body of the next request to `pattern`, read as the browser sent it. */
function captureBody(page: OpenedPage['page'], pattern: string): Promise<string> {
  return new Promise((resolve) => {
    void page.route(pattern, async (route) => {
      resolve(route.request().postDataBuffer()?.toString('utf8') ?? '');
      await route.continue();
      await page.unroute(pattern);
    });
  });
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('account journeys (Chromium, demo API)', () => {
  it('Arabic: register → code → login → profile with a picture → change password → logout → login with the new password', async () => {
    opened = await openPage(browser(), { lang: 'ar', width: 1280 });
    const { page } = opened;
    const email = `laila.${unique()}@example.com`;
    const phone = `10${Date.now().toString().slice(-8)}`;

    // Register.
    await page.goto(`${baseUrl()}/register`);
    await page.getByLabel('الاسم الكامل').fill('ليلى حسن');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('رقم الهاتف').fill(phone);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Secret123');
    await page.getByLabel('تأكيد كلمة المرور', { exact: true }).fill('Secret123');
    const registered = captureBody(page, '**/api/v1/register');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    const body = JSON.parse(await registered);
    expect(body).toMatchObject({
      name: 'ليلى حسن',
      email,
      phone,
      phone_key: '+20',
      password: 'Secret123',
      confirm_password: 'Secret123',
    });
    await page.getByRole('status').filter({ hasText: 'تم إنشاء حسابك' }).waitFor();
    await page.waitForURL(/\/confirm-code$/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);

    // Confirm the code (the demo code is 123456): typing advances box to box.
    await page.getByRole('textbox', { name: 'الرقم ١ من ٦' }).click();
    await page.keyboard.type('123456');
    await page.getByRole('button', { name: 'تحقّق' }).click();
    await page.waitForURL(/\/login$/, { timeout: 10_000 });

    // Log in.
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'تم تسجيل الدخول بنجاح' }).waitFor();
    await page.waitForURL(/\/home$/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // Profile: a new name and a picture; the page reloads 2 s after the popup.
    await page.goto(`${baseUrl()}/profile`);
    const name = page.getByLabel('الاسم الكامل');
    await expect.poll(() => name.inputValue()).toBe('ليلى حسن');
    expect(await page.getByLabel('البريد الإلكتروني').getAttribute('readonly')).not.toBeNull();
    await name.fill('ليلى حسن علي');
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const updated = page.waitForRequest((r) => r.url().endsWith('/api/v1/profile/update'));
    const reloaded = await nextDocument(page);
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    expect((await updated).headers()['content-type']).toMatch(/multipart\/form-data/);
    await page.getByRole('status').filter({ hasText: 'تم تحديث بياناتك' }).waitFor();
    await reloaded();
    await expect.poll(() => page.getByLabel('الاسم الكامل').inputValue(), { timeout: 10_000 }).toBe('ليلى حسن علي');
    expect(await page.getByRole('img', { name: 'الصورة الشخصية' }).getAttribute('src')).toMatch(
      /\/demo-media\/uploads\//,
    );

    // Change the password: mismatch first, then the real thing; the fields clear.
    await page.getByRole('tab', { name: 'تغيير كلمة المرور' }).click();
    await page.getByLabel('كلمة المرور الحالية', { exact: true }).fill('Secret123');
    await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('Newer456');
    await page.getByLabel('تأكيد كلمة المرور الجديدة', { exact: true }).fill('Newer457');
    await page.getByRole('button', { name: 'تغيير كلمة المرور', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'كلمتا المرور غير متطابقتين' }).waitFor();
    await page.getByLabel('تأكيد كلمة المرور الجديدة', { exact: true }).fill('Newer456');
    await page.getByRole('button', { name: 'تغيير كلمة المرور', exact: true }).click();
    // The success popup closes by itself after 2 s (its button is the story tests' business: on a busy
    // machine, a click here can land after the popup has gone).
    const changed = page.getByRole('alertdialog').filter({ hasText: 'تم تغيير كلمة المرور بنجاح' });
    await changed.waitFor();
    await changed.waitFor({ state: 'detached', timeout: 6000 });
    expect(await page.getByLabel('كلمة المرور الحالية', { exact: true }).inputValue()).toBe('');

    // Log out, then in with the new password.
    await page.goto(`${baseUrl()}/logout`);
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Newer456');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.waitForURL(/\/home$/, { timeout: 10_000 });
    expect(opened.errors.filter((e) => !e.includes('401'))).toEqual([]);
  }, 120_000);

  it('English: forgot → code → reset → login with the new password', async () => {
    opened = await openPage(browser(), { lang: 'en' });
    const { page } = opened;
    await page.goto(`${baseUrl()}/forget-password`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter your email.' }).waitFor();
    await page.getByLabel('Email').fill(DEMO_STUDENT.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('The code has been sent to your email successfully.').waitFor();
    await page.waitForURL(/\/confirm-code$/, { timeout: 10_000 });
    // Paste the whole code.
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '123456');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/reset-password$/, { timeout: 10_000 });
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_STUDENT.email);
    await page.getByLabel('New password', { exact: true }).fill('Reset789');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Reset789');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset').waitFor();
    await page.waitForURL(/\/login$/, { timeout: 10_000 });
    await page.getByLabel('Email').fill(DEMO_STUDENT.email);
    await page.getByLabel('Password', { exact: true }).fill('Reset789');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/home$/, { timeout: 10_000 });
  }, 60_000);

  it('login failures: blank fields stay on the client; a wrong password opens the error dialog; nothing typed is lost', async () => {
    opened = await openPage(browser(), { lang: 'en' });
    const { page } = opened;
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/login')) calls.push(r.url());
    });
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Email').fill('   ');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter your email and password.' }).waitFor();
    expect(calls).toHaveLength(0);
    await page.getByLabel('Email').fill(DEMO_STUDENT.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('These credentials do not match our records.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_STUDENT.email);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('not-the-password');
  });

  it('register failure: the server field errors sit under their fields and its message in a banner', async () => {
    opened = await openPage(browser(), { lang: 'en', width: 375 });
    const { page } = opened;
    await page.goto(`${baseUrl()}/register`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'All required fields must be filled in.' }).waitFor();
    await page.getByLabel('Full name').fill('Sara');
    await page.getByLabel('Email').fill(DEMO_STUDENT.email);
    await page.getByLabel('Phone number').fill('501234567');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password', { exact: true }).fill('abd');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match.' }).waitFor();
    await page.getByLabel('Confirm password', { exact: true }).fill('abc');
    // Pick a country: phone_key becomes its two-letter key.
    await page.getByRole('combobox', { name: /Country code/ }).click();
    await page.keyboard.type('Egypt');
    await page.getByRole('option', { name: /Egypt/ }).click();
    const request = captureBody(page, '**/api/v1/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(JSON.parse(await request).phone_key).toBe('EG');
    await page.getByText('The email has already been taken.').first().waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Sara');
  });

  it('sends a student back to the page that asked for a login', async () => {
    opened = await openPage(browser(), { lang: 'en' });
    const { page } = opened;
    await page.goto(`${baseUrl()}/my_fav`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(DEMO_STUDENT.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/my_fav$/, { timeout: 10_000 });
  });

  it('ignores a return address that is not a same-site page (a tab in it, or /logout) and goes home', async () => {
    opened = await openPage(browser(), { lang: 'en' });
    const { page } = opened;
    for (const next of ['/%09/evil.example', '/logout']) {
      await page.goto(`${baseUrl()}/login?next=${encodeURIComponent(decodeURIComponent(next))}`);
      await page.getByLabel('Email').fill(DEMO_STUDENT.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL(/\/home$/, { timeout: 10_000 });
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => localStorage.removeItem('token'));
    }
    expect(new URL(page.url()).origin).toBe(baseUrl());
    expect(opened.errors).toEqual([]);
  });
});
