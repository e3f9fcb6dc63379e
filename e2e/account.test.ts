import { describe, expect, it } from 'vitest';
import { DEMO_STUDENT } from '../mocks/store.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  fillRegistration,
  journeys,
  logIn,
  nextDocument,
  pasteText,
  sentBodies,
} from './support';

// Each journey starts from the seed data (the forgot-password one changes the demo student's password).
const { open, expectErrors } = journeys();

/** A 1×1 PNG, for the profile picture upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('account journeys (Chromium, demo API)', () => {
  it('Arabic: register → code → login → profile with a picture → change password → logout → login with the new password', async () => {
    const { page } = await open({ lang: 'ar', width: 1280 });
    // A student call still under way as the logout below removes the token may be refused (401).
    expectErrors(/status of 401/);
    const email = `laila.${unique()}@example.com`;
    const phone = `10${Date.now().toString().slice(-8)}`;

    // Register.
    await page.goto(`${baseUrl()}/register`);
    await fillRegistration(page, 'ar', { name: 'ليلى حسن', email, phone, password: 'Secret123' });
    const registered = await sentBodies(page, '**/api/v1/register', (body) => JSON.parse(body));
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect.poll(() => registered.length).toBe(1);
    const body = registered[0];
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
    await logIn(page, 'ar', { email, password: 'Secret123' });
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
    await logIn(page, 'ar', { email, password: 'Newer456' });
    await page.waitForURL(/\/home$/, { timeout: 10_000 });
  }, 120_000);

  it('English: forgot → code → reset → login with the new password', async () => {
    const { page } = await open({ lang: 'en' });
    await page.goto(`${baseUrl()}/forget-password`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter your email.' }).waitFor();
    await page.getByLabel('Email').fill(DEMO_STUDENT.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('The code has been sent to your email successfully.').waitFor();
    await page.waitForURL(/\/confirm-code$/, { timeout: 10_000 });
    // Paste the whole code.
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
    await pasteText(page, '123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/reset-password$/, { timeout: 10_000 });
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_STUDENT.email);
    await page.getByLabel('New password', { exact: true }).fill('Reset789');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Reset789');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset').waitFor();
    await page.waitForURL(/\/login$/, { timeout: 10_000 });
    await logIn(page, 'en', { password: 'Reset789' });
    await page.waitForURL(/\/home$/, { timeout: 10_000 });
  }, 60_000);

  it('login failures: blank fields stay on the client; a wrong password opens the error dialog; nothing typed is lost', async () => {
    const { page } = await open({ lang: 'en' });
    // The wrong password's refusal.
    expectErrors(/status of 401/);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/login')) calls.push(r.url());
    });
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Email').fill('   ');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter your email and password.' }).waitFor();
    expect(calls).toHaveLength(0);
    await logIn(page, 'en', { password: 'not-the-password' });
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('These credentials do not match our records.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_STUDENT.email);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('not-the-password');
  });

  it('register failure: the server field errors sit under their fields and its message in a banner', async () => {
    const { page } = await open({ lang: 'en', width: 375 });
    // The server's refusal of an e-mail already taken.
    expectErrors(/status of 422/);
    await page.goto(`${baseUrl()}/register`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'All required fields must be filled in.' }).waitFor();
    await fillRegistration(page, 'en', {
      name: 'Sara',
      email: DEMO_STUDENT.email,
      phone: '501234567',
      password: 'abc',
      confirm: 'abd',
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match.' }).waitFor();
    await page.getByLabel('Confirm password', { exact: true }).fill('abc');
    // Pick a country: phone_key becomes its two-letter key.
    await page.getByRole('combobox', { name: /Country code/ }).click();
    await page.keyboard.type('Egypt');
    await page.getByRole('option', { name: /Egypt/ }).click();
    const request = await sentBodies(page, '**/api/v1/register', (body) => JSON.parse(body));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => request.length).toBe(1);
    expect(request[0].phone_key).toBe('EG');
    await page.getByText('The email has already been taken.').first().waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Sara');
  });

  it('sends a student back to the page that asked for a login', async () => {
    const { page } = await open({ lang: 'en' });
    await page.goto(`${baseUrl()}/my_fav`);
    await page.waitForURL(/\/login\?next=/);
    await logIn(page, 'en');
    await page.waitForURL(/\/my_fav$/, { timeout: 10_000 });
  });

  it('ignores a return address that is not a same-site page (a tab in it, or /logout) and goes home', async () => {
    const { page } = await open({ lang: 'en' });
    for (const next of ['/%09/evil.example', '/logout']) {
      await page.goto(`${baseUrl()}/login?next=${encodeURIComponent(decodeURIComponent(next))}`);
      await logIn(page, 'en');
      await page.waitForURL(/\/home$/, { timeout: 10_000 });
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => localStorage.removeItem('token'));
    }
    expect(new URL(page.url()).origin).toBe(baseUrl());
  });
});
