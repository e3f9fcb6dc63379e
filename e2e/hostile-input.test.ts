/**
 * What a user may type, paste or choose that could hurt (hostile input), on a phone at 320 px in
 * Arabic and at 375 px in English: 5,000 characters of Arabic with diacritics, mixed directions and emoji
 * in the message forms, a 10 MB picture and a file that is not a picture on the profile, letters pasted
 * into the code boxes. Each gets a clear message or goes through whole; nothing typed is lost; the page
 * never scrolls sideways.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { MessageKey } from '../packages/i18n/src';
import {
  baseUrl,
  formField as field,
  journeys,
  pasteText,
  sentBodies,
  sidewaysScroll,
  studentToken,
  text,
} from './support';

const { open } = journeys();

/** 5,000 characters: vowelled Arabic, a Latin word, digits of both kinds, emoji (two code units each), no space for long runs. */
const LONG = `${'بِسْمِ اللَّهِ الرَّحْمَٰنِ Python ٣.١٢ 👩🏽‍💻 '.repeat(60)}${'ك'.repeat(1200)}${'x'.repeat(1200)}`.slice(0, 5000);
const LONG_LINE = `${'https://example.com/'}${'a'.repeat(4980)}`;

describe('hostile input (Chromium, demo API)', () => {
  it.each([
    ['ar', 320, '/contact_us', 'contact.submit'],
    ['en', 375, '/complaint', 'complaint.submit'],
  ] as const)(
    '%s at %i px, %s: 5,000 characters in every field are kept while typed and sent whole; the page holds',
    async (lang, width, path, submit) => {
      const { page } = await open({ lang, width });
      const sent = await sentBodies(page, '**/api/v1/complaint-suggestion', (body) =>
        Object.fromEntries(new URLSearchParams(body)),
      );
      await page.goto(`${baseUrl()}${path}`);
      const own: MessageKey[] =
        path === '/complaint' ? ['messageForm.address', 'complaint.body'] : ['messageForm.message'];
      await field(page, lang, 'form.name').fill(LONG);
      await field(page, lang, 'form.email').fill('someone@example.com');
      for (const label of own) await field(page, lang, label).fill(label === 'messageForm.address' ? LONG_LINE : LONG);
      expect(await field(page, lang, 'form.name').inputValue()).toBe(LONG);
      expect(await sidewaysScroll(page)).toBe(0);
      await page.getByRole('button', { name: text(lang, submit), exact: true }).click();
      await page
        .getByRole('status')
        .filter({ hasText: lang === 'ar' ? 'تم الإرسال' : 'Sent successfully' })
        .waitFor();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.name).toBe(LONG);
      expect(Object.values(sent[0] ?? {})).toContain(LONG);
      // Sent, the form is emptied for the next message.
      await expect.poll(() => field(page, lang, 'form.name').inputValue()).toBe('');
      expect(await sidewaysScroll(page)).toBe(0);
    },
  );

  it('ar at 320 px, the profile: a 10 MB picture and a PDF are refused with their reasons and nothing is sent; the name typed stays', async () => {
    const { page } = await open({ lang: 'ar', width: 320, token: await studentToken() });
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/profile/update') && posts.push(r.url()));
    await page.goto(`${baseUrl()}/profile`);
    const name = field(page, 'ar', 'form.name');
    await name.waitFor();
    await name.fill(LONG);
    const file = page.locator('input[type="file"]');
    // A real PNG's first bytes, padded to 10 MB: a picture, too large. Chosen from a file on disk, as a
    // student would: Chromium reads it itself. (Handed over as a buffer, the 10 MB would cross the DevTools
    // connection in base64, which on a loaded machine takes longer than the test's 30 s.)
    const png = Buffer.alloc(10 * 1024 * 1024);
    Buffer.from('89504e470d0a1a0a', 'hex').copy(png);
    const folder = mkdtempSync(join(tmpdir(), 'dars-upload-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    writeFileSync(join(folder, 'holiday.png'), png);
    await file.setInputFiles(join(folder, 'holiday.png'));
    await page
      .getByRole('alert')
      .filter({ hasText: text('ar', 'profile.imageSize') })
      .waitFor();
    await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') });
    await page
      .getByRole('alert')
      .filter({ hasText: text('ar', 'profile.imageNotImage') })
      .waitFor();
    expect(await file.getAttribute('aria-invalid')).toBe('true');
    expect(await name.inputValue()).toBe(LONG);
    expect(await sidewaysScroll(page)).toBe(0);
    // Saving with a refused file sends nothing until a picture that fits is chosen (or the choice cancelled).
    expect(posts).toHaveLength(0);
    await page.getByRole('button', { name: text('ar', 'profile.cancelImage') }).click();
    expect(await page.getByText(text('ar', 'profile.imageNotImage')).count()).toBe(0);
    expect(await name.inputValue()).toBe(LONG);
  });

  it('en at 375 px, the code boxes: letters pasted are refused with a message; digits pasted with spaces and dashes fill them', async () => {
    const { page } = await open({ lang: 'en', width: 375 });
    await page.addInitScript(() => localStorage.setItem('email', 'someone@example.com'));
    await page.goto(`${baseUrl()}/confirm-code`);
    const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await first.waitFor();
    const paste = (value: string) => pasteText(page, value);
    const boxes = () =>
      page
        .locator('input[aria-label^="Digit"]')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    await first.focus();
    await paste('<script>alert(1)</script>12ab56');
    await page.getByText(text('en', 'verify.digitsOnly')).first().waitFor();
    expect((await boxes()).join('')).toBe('');
    await first.focus();
    await paste(' 98-76 54 ');
    await expect.poll(() => boxes()).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(await sidewaysScroll(page)).toBe(0);
  });
});
