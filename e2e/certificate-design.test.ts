import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { appDrawn, baseUrl, type OpenedPage, openPage, sidewaysScroll, startBrowserForFile, text } from './support';

const browser = startBrowserForFile();
let opened: OpenedPage | undefined;
afterEach(async () => {
  const errors = opened?.errors ?? [];
  await opened?.context.close();
  opened = undefined;
  expect(errors).toEqual([]);
});

/** Chromium's print of the page as a PDF (its CSS page size), and what that PDF holds. */
async function printed(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  // Each page is an object of /Type /Page (the tree of pages is /Type /Pages).
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
  const [width, height] = box ? [Number(box[3]) - Number(box[1]), Number(box[4]) - Number(box[2])] : [0, 0];
  return { pages, width, height };
}

describe('sample certificate (Chromium)', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`${lang}: shows the certificate whole on a phone, and prints it alone on one A4 landscape page`, async () => {
      opened = await openPage(browser(), { lang, width: 375 });
      const { page } = opened;
      await page.goto(`${baseUrl()}/certificate-design`);
      // The app, not the prerendered page (which it replaces).
      await appDrawn(page);
      const certificate = page.getByRole('figure', { name: text(lang, 'certificateDesign.label') });
      await certificate.getByText(text(lang, 'certificate.sampleName'), { exact: true }).waitFor();
      expect(await certificate.getByRole('heading', { name: text(lang, 'certificate.title') }).isVisible()).toBe(true);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      const box = await certificate.boundingBox();
      expect(box && box.width <= 375 && box.width / box.height > 1.35).toBe(true);
      await page.evaluate(() => document.fonts.ready);

      const pdf = await printed(page);
      expect(pdf.pages).toBe(1);
      // A4 landscape: 842 x 595 points.
      expect(Math.round(pdf.width)).toBe(842);
      expect(Math.round(pdf.height)).toBe(595);
      // On paper: neither the top bar, nor the footer, nor the page's own title and print button.
      expect(await page.getByRole('banner').isVisible()).toBe(false);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: text(lang, 'certificateDesign.print') }).isVisible()).toBe(false);
    });
  }

  it('ar: a policy prints in portrait, without the top bar', async () => {
    opened = await openPage(browser(), { width: 1280 });
    const { page } = opened;
    await page.goto(`${baseUrl()}/terms_condition`);
    await page.getByRole('article').getByRole('heading', { level: 2 }).first().waitFor();
    const pdf = await printed(page);
    expect(pdf.height).toBeGreaterThan(pdf.width);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });
});
