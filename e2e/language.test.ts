import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, type OpenedPage, openPage, startBrowserForFile } from './support';

const browser = startBrowserForFile();
let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

const htmlAttrs = (o: OpenedPage) =>
  o.page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('app start-up and language (Chromium, demo API)', () => {
  it('shows the demo name in Arabic, rtl; toggles to English ltr and back; the choice survives reloads', async () => {
    opened = await openPage(browser());
    const { page, errors } = opened;
    await page.goto(`${baseUrl()}/`);
    const brand = page.getByRole('banner').getByRole('link', { name: /أكاديمية درس/ });
    await brand.waitFor();
    expect(await htmlAttrs(opened)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('مرحبًا بك في أكاديمية درس');

    // The next calls carry lang: en.
    const infoRequest = page.waitForRequest((r) => r.url().endsWith('/api/v1/info'));
    await page.getByRole('button', { name: 'English' }).click();
    expect((await infoRequest).headers().lang).toBe('en');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Dars Academy/ })
      .waitFor();
    expect(await htmlAttrs(opened)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    await page.reload();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Dars Academy/ })
      .waitFor();
    expect(await htmlAttrs(opened)).toEqual({ lang: 'en', dir: 'ltr' });

    await page.getByRole('button', { name: 'العربية' }).click();
    await brand.waitFor();
    expect(await htmlAttrs(opened)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.reload();
    await brand.waitFor();
    expect(await htmlAttrs(opened)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(errors).toEqual([]);
  });

  it('lays Arabic out right to left: the brand sits at the inline start (right edge)', async () => {
    opened = await openPage(browser(), { width: 1280 });
    await opened.page.goto(`${baseUrl()}/home`);
    const brand = opened.page.getByRole('banner').getByRole('link', { name: /أكاديمية درس/ });
    await brand.waitFor();
    const box = await brand.boundingBox();
    expect(box && box.x > 640).toBe(true);
  });
});
