import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../scripts/security-policy.mjs';
import { baseUrl, type OpenedPage, openPage, startBrowserForFile } from './support';

const browser = startBrowserForFile();
let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

describe('the Content-Security-Policy of the production build', () => {
  it('is written into index.html at build time and sent as headers by the preview server', async () => {
    const response = await fetch(`${baseUrl()}/login`);
    const html = await response.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll('&#39;', "'");
    // The demo API is on the page's own origin here, so the policy names no other origin.
    expect(meta).toBe(contentSecurityPolicy());
    expect(meta).toContain("script-src 'self';");
    expect(meta).not.toMatch(/unsafe-inline|unsafe-eval/);
    // The policy precedes every script it governs.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    for (const [name, value] of Object.entries(securityHeaders())) {
      expect(response.headers.get(name), name).toBe(value);
    }
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // No inline script left in the page.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('blocks an inline script injected into the page, and the page reports the violation', async () => {
    opened = await openPage(browser());
    const { page, errors } = opened;
    await page.route(`${baseUrl()}/home`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', '<script>window.__injectedRan = true</script></body>');
      await route.fulfill({ response, body });
    });
    await page.goto(`${baseUrl()}/home`);
    await page.getByRole('banner').waitFor();
    expect(await page.evaluate(() => (window as { __injectedRan?: boolean }).__injectedRan ?? false)).toBe(false);
    await expect.poll(() => errors.join('\n')).toMatch(/CSP violation: script-src/);
  });

  it('enforces Trusted Types: no string reaches innerHTML, and no other policy can be made', async () => {
    opened = await openPage(browser());
    const { page, errors } = opened;
    await page.goto(`${baseUrl()}/home`);
    await page.getByRole('banner').waitFor();
    const outcome = await page.evaluate(() => {
      const results: string[] = [];
      try {
        document.createElement('div').innerHTML = '<img src=x onerror="window.__xss=1">';
        results.push('innerHTML accepted a string');
      } catch (error) {
        results.push(`innerHTML: ${(error as Error).name}`);
      }
      try {
        (
          window as unknown as { trustedTypes: { createPolicy(n: string, r: object): unknown } }
        ).trustedTypes.createPolicy('attacker', { createHTML: (s: string) => s });
        results.push('a second policy was created');
      } catch (error) {
        results.push(`createPolicy: ${(error as Error).name}`);
      }
      return results;
    });
    expect(outcome).toEqual(['innerHTML: TypeError', 'createPolicy: TypeError']);
    // Chromium reports both refusals (once per policy: the header's and the meta's); nothing else was refused.
    expect(errors.some((e) => /requires 'TrustedHTML' assignment/.test(e))).toBe(true);
    expect(errors.some((e) => /TrustedTypePolicy named 'attacker'/.test(e))).toBe(true);
    expect(
      errors.filter(
        (e) =>
          !/requires 'TrustedHTML' assignment|TrustedTypePolicy named 'attacker'|CSP violation: (require-trusted-types-for|trusted-types)/.test(
            e,
          ),
      ),
    ).toEqual([]);
  });

  it('still renders the server HTML the home page sanitizes (about us) under that policy', async () => {
    opened = await openPage(browser(), { lang: 'en' });
    const { page, errors } = opened;
    await page.goto(`${baseUrl()}/home`);
    // The about block's description: server HTML, through the sanitizing component.
    const about = page.locator('main [aria-labelledby="home-about"] [data-safe-html]');
    await about.waitFor();
    expect((await about.textContent())?.trim().length).toBeGreaterThan(40);
    expect(errors).toEqual([]);
  });
});
