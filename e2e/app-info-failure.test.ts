import { describe, expect, it } from 'vitest';
import { appDrawn, baseUrl, journeys } from './support';

const { open, expectErrors } = journeys();

describe('when app info cannot be loaded', () => {
  it('says nothing of the failure: the shell renders with the fallback name, the language still toggles, the console stays silent', async () => {
    const { page, appConsole } = await open();
    // The browser's own line for the refused call; the app writes nothing (below).
    expectErrors(/status of 500/);
    await page.route('**/api/v1/info', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/info'));
    await page.goto(`${baseUrl()}/home`);
    await refused;
    // The prerendered page shows the fallback name before the app runs: the app's own page from here on.
    await appDrawn(page);
    await page.getByRole('heading', { level: 1, name: 'مرحبًا بك في درس' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'درس' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Dars' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    // Spec section 8: app info failures are only logged. A production build writes nothing for a failure its
    // page handles (machines/failureLog.ts); the development build's line is the log.
    expect(appConsole).toEqual([]);
  });

  it('applies the brand colours app info sends', async () => {
    const { page } = await open();
    await page.route('**/api/v1/info', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.primary_color = '#AA0055';
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${baseUrl()}/home`);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /أكاديمية درس/ })
      .waitFor();
    // The skip link is painted in the primary colour.
    const skipLinkColour = () =>
      page.evaluate(() => {
        const link = document.querySelector('a[href="#main"]');
        return link ? getComputedStyle(link).backgroundColor : '';
      });
    await expect.poll(skipLinkColour).toBe('rgb(170, 0, 85)');
  });
});
