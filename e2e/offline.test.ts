import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appDrawn, baseUrl, journeys, logIn, text } from './support';

/**
 * Offline, in Chromium with the app's service worker (app/offline/sw.ts) and the browser really offline
 * (the context's offline mode) after an online visit.
 */
const { open, expectErrors } = journeys();

/** The page is under the worker's control: its reads go through it from now on. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

describe('offline (Chromium, service worker)', () => {
  it('ar: a page read online opens offline, reloaded, with its content and the offline notice', async () => {
    const lang = 'ar';
    const { page, context } = await open({ lang, width: 375, serviceWorker: true });
    await page.goto(`${baseUrl()}/faq`);
    await appDrawn(page);
    await controlled(page);
    // Read once under the worker's control: its calls are kept.
    await page.reload();
    const question = page.getByRole('main').getByRole('button').first();
    await question.waitFor();
    const asked = (await question.textContent())?.trim() ?? '';
    expect(asked.length).toBeGreaterThan(0);

    await context.setOffline(true);
    // The browser logs the calls it could not make while offline (a kept copy answers them).
    expectErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    await page.reload();
    await appDrawn(page);
    await page.getByRole('main').getByRole('button', { name: asked }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: text(lang, 'offline.notice') })
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
  });

  it('en: a page never read shows the app and its shell offline, never the browser’s error page, and loads once back online', async () => {
    const lang = 'en';
    const { page, context } = await open({ lang, serviceWorker: true });
    await page.goto(`${baseUrl()}/home`);
    await appDrawn(page);
    await controlled(page);
    await context.setOffline(true);
    expectErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    await page.goto(`${baseUrl()}/instructors`);
    await appDrawn(page);
    await page.getByRole('banner').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: text(lang, 'offline.notice') })
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // Its list says why it is not there, and loads by itself once the connection is back.
    await page.getByText(text(lang, 'offline.notSaved')).waitFor({ timeout: 15_000 });
    await context.setOffline(false);
    await expect.poll(() => page.getByText(text(lang, 'offline.notSaved')).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => page.getByRole('main').getByRole('alert').count()).toBe(0);
  });

  it('en: a student’s kept reads are gone after logout: offline, none of them can be fetched from the caches', async () => {
    const lang = 'en';
    const { page, context } = await open({ lang, serviceWorker: true });
    await page.goto(`${baseUrl()}/login`);
    await appDrawn(page);
    await controlled(page);
    await logIn(page, lang);
    await page.waitForURL(/\/home$/, { timeout: 10_000 });
    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('dars-personal')).keys()).length))
      .toBeGreaterThan(0);
    // Nothing kept holds the token.
    const keys = await page.evaluate(async () => {
      const names = await caches.keys();
      const all = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return all.flat().map((request) => [request.url, ...request.headers.values()].join(' '));
    });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(keys.some((key) => key.includes(token ?? '\u0000'))).toBe(false);

    await page.goto(`${baseUrl()}/logout`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Nothing of theirs is kept (the cache may be there again, empty: its expiry bookkeeping can reopen it).
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await caches.has('dars-personal')) ? (await (await caches.open('dars-personal')).keys()).length : 0,
        ),
      )
      .toBe(0);
    await context.setOffline(true);
    expectErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    const fetched = await page.evaluate(async () => {
      try {
        const answer = await fetch('/api/v1/profile', { headers: { lang: 'en' } });
        return answer.status;
      } catch {
        return 'failed';
      }
    });
    expect(fetched).not.toBe(200);
  });
});
