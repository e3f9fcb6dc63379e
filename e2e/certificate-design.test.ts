import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appDrawn, baseUrl, journeys, sidewaysScroll, text } from './support';

const { open } = journeys();

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

// Each print once: the certificate in Arabic, a policy in English. (The certificate's look in each language,
// phone width included, is its stories'.)
describe('sample certificate (Chromium)', () => {
  it('ar: shows the certificate whole on a phone, and prints it alone on one A4 landscape page', async () => {
    const lang = 'ar';
    const { page } = await open({ lang, width: 375 });
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

  it('en: a policy prints in portrait, without the top bar', async () => {
    const { page } = await open({ lang: 'en', width: 1280 });
    await page.goto(`${baseUrl()}/terms_condition`);
    await page.getByRole('article').getByRole('heading', { level: 2 }).first().waitFor();
    const pdf = await printed(page);
    expect(pdf.height).toBeGreaterThan(pdf.width);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });
});
