/**
 * A screen's first calls, started by boot (app/boot) beside the screen's code (app/earlyCalls.ts):
 * each is asked for once, before the app has run, the app shows that answer, and the screen's largest
 * image is preloaded as soon as the answer names it (an http(s) one only).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, holdTheApp, journeys, studentToken, text } from './support';

const { open } = journeys();

/** Every API call the page makes, as `path?query`. */
function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) calls.push(`${url.pathname.slice('/api/v1/'.length)}${url.search}`);
  });
  return calls;
}

const count = (calls: string[], path: string) => calls.filter((call) => call === path).length;

/** What boot asked for, read from the page before the app has loaded. */
const earlyUrls = (page: Page) =>
  page.evaluate(() =>
    ((window as { darsEarly?: { calls?: { url: string }[] } }).darsEarly?.calls ?? []).map((call) => call.url),
  );

const preloadedImages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href),
  );

async function demo(path: string, lang: 'ar' | 'en', token?: string) {
  const response = await fetch(`${baseUrl()}/api/v1/${path}`, {
    headers: { lang, Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return (await response.json()) as { data: unknown };
}

/** The prerendered page's picture box shows `image` (loaded), drawn by boot while the app is held back. */
async function drawnEarly(page: Page, image: string) {
  const early = page.locator('#root[data-prerendered] [data-early-image] img');
  await early.waitFor({ state: 'visible' });
  expect(await early.getAttribute('src')).toBe(new URL(image, baseUrl()).href);
  await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/** From now on, the largest paint's time, and when the app's first render replaced the prerendered page. */
async function watchLargestPaint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: number; appAt: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver(() => {
      if (!w.appAt && document.querySelector('#root:not([data-prerendered])')) w.appAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });
  });
}

const largestPaint = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { lcp: number; appAt: number };
    return { lcp: w.lcp, appAt: w.appAt };
  });

describe('early calls (app/boot)', () => {
  it('ar visitor, a course page: its three calls go before the app, once each, and its image is preloaded', async () => {
    const slug = 'python-for-beginners';
    const course = (await demo(`courses/${slug}`, 'ar')).data as { title: string; image: string };
    const { page } = await open({ width: 375 });
    const calls = apiCalls(page);
    const release = await holdTheApp(page);
    await page.goto(`${baseUrl()}/single_course/${slug}`);
    const asked = [`courses/${slug}`, `courses/${slug}/sections`, `courses/${slug}/reviews`];
    await expect.poll(() => earlyUrls(page)).toEqual(asked.map((path) => `${baseUrl()}/api/v1/${path}`));
    await expect.poll(() => preloadedImages(page)).toEqual([new URL(course.image, baseUrl()).href]);
    // The page the build prerendered for course pages: boot draws the poster into its picture box.
    await drawnEarly(page, course.image);

    release();
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    expect(await page.locator('#root[data-prerendered]').count()).toBe(0);
    await page.getByRole('tab', { name: text('ar', 'course.reviews') }).waitFor();
    for (const path of asked) expect(count(calls, path), path).toBe(1);
    // The app took every answer (each serves one request).
    expect(await earlyUrls(page)).toEqual([]);
  });

  it('en student, the cart: the courses and the price details are asked for once, by boot', async () => {
    const token = await studentToken();
    const cart = (await demo('cart/courses', 'en', token)).data as { title: string }[];
    const first = cart[0];
    if (!first) throw new Error('the demo cart is empty');
    const { page } = await open({ lang: 'en', token, width: 1280 });
    const calls = apiCalls(page);
    await page.goto(`${baseUrl()}/cart`);
    await page.getByText(first.title, { exact: true }).first().waitFor();
    await page.getByText(text('en', 'cart.total')).first().waitFor();
    expect(count(calls, 'cart/courses')).toBe(1);
    expect(count(calls, 'cart/price-details')).toBe(1);
    expect(await earlyUrls(page)).toEqual([]);
  });

  it('ar student, the cart: the prerendered page a student sees (heading, skeleton) is shown before the app, never the login form', async () => {
    const token = await studentToken();
    const cart = (await demo('cart/courses', 'ar', token)).data as { title: string }[];
    const first = cart[0];
    if (!first) throw new Error('the demo cart is empty');
    const { page } = await open({ token, width: 375 });
    const release = await holdTheApp(page);
    await page.goto(`${baseUrl()}/cart`);
    const prerendered = page.locator('#root[data-prerendered]');
    await prerendered.getByRole('heading', { level: 1, name: text('ar', 'title.cart') }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-prerender-stale')))
      .toBe(false);
    expect(await prerendered.locator('[aria-busy="true"]').isVisible()).toBe(true);
    expect(await prerendered.getByRole('button', { name: text('ar', 'login.submit') }).count()).toBe(0);
    expect(await page.locator('template[data-prerendered-student]').count()).toBe(1);
    release();
    await page.getByText(first.title, { exact: true }).first().waitFor();
    expect(await page.locator('#root[data-prerendered]').count()).toBe(0);
  });

  it('a visitor on the cart is shown the login form: nothing is asked for early', async () => {
    const { page } = await open({ width: 375 });
    const calls = apiCalls(page);
    await page.goto(`${baseUrl()}/cart`);
    await page.getByRole('button', { name: text('ar', 'login.submit') }).waitFor();
    expect(calls.filter((call) => call.startsWith('cart/'))).toEqual([]);
    expect(await page.evaluate(() => 'darsEarly' in window)).toBe(false);
  });

  it('ar visitor, the plans: boot draws the first plan picture into the prerendered page; the app keeps it', async () => {
    const plans = (await demo('plans', 'ar')).data as { title: string; image: string }[];
    const first = plans[0];
    if (!first) throw new Error('the demo has no plan');
    const { page } = await open({ width: 375 });
    const calls = apiCalls(page);
    const release = await holdTheApp(page);
    await page.goto(`${baseUrl()}/packages`);
    await drawnEarly(page, first.image);
    release();
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    await page.getByText(first.title, { exact: true }).first().waitFor();
    expect(count(calls, 'plans')).toBe(1);
  });

  it('an image that is not http(s) is never preloaded; the page still shows the plans', async () => {
    const { page } = await open({ width: 375 });
    const release = await holdTheApp(page);
    const plans = (await demo('plans', 'ar')).data as { title: string }[];
    await page.route('**/api/v1/plans', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { image: string }[] };
      body.data = body.data.map((plan) => ({ ...plan, image: 'javascript:alert(1)' }));
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${baseUrl()}/packages`);
    await expect.poll(() => earlyUrls(page)).toEqual([`${baseUrl()}/api/v1/plans`]);
    await page.evaluate(() => (window as { darsEarly?: { image?: Promise<void> } }).darsEarly?.image);
    expect(await preloadedImages(page)).toEqual([]);
    // Nor drawn: the prerendered picture box stays empty.
    expect(await page.locator('[data-early-image] img').getAttribute('src')).toBeNull();
    expect(await page.locator('[data-early-image] img').isHidden()).toBe(true);
    release();
    await page
      .getByText(plans[0]?.title ?? '', { exact: true })
      .first()
      .waitFor();
  });

  it('ar visitor, the catalogue: its first page goes before the app (empty bearer, as the app sends it), once; its first picture is preloaded and drawn; with filters in the address, not at all', async () => {
    const first = ((await demo('courses?per_page=20&page=1', 'ar')).data as { title: string; image: string }[])[0];
    if (!first) throw new Error('the demo has no course');
    const { page } = await open({ width: 375 });
    const calls = apiCalls(page);
    const headers: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/courses?')) headers.push(request.headers().authorization ?? null);
    });
    const release = await holdTheApp(page);
    await page.goto(`${baseUrl()}/courses-page`);
    await expect.poll(() => earlyUrls(page)).toEqual([`${baseUrl()}/api/v1/courses?per_page=20&page=1`]);
    await expect.poll(() => preloadedImages(page)).toEqual([new URL(first.image, baseUrl()).href]);
    // Drawn into the first placeholder card of the prerendered page (its largest paint).
    await drawnEarly(page, first.image);
    release();
    await page.getByText(first.title, { exact: true }).first().waitFor();
    expect(count(calls, 'courses?per_page=20&page=1')).toBe(1);
    expect(headers).toEqual(['Bearer']);
    expect(await earlyUrls(page)).toEqual([]);

    // Filters in the address: the app asks for another page of the list; boot asks for nothing.
    const filtered = await open({ width: 375 });
    const filteredCalls = apiCalls(filtered.page);
    await filtered.page.goto(`${baseUrl()}/courses-page?status=free`);
    await filtered.page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => filteredCalls.filter((call) => call.startsWith('courses?')).length).toBe(1);
    expect(count(filteredCalls, 'courses?per_page=20&page=1')).toBe(0);
  });

  it('ar visitor, the FAQ: boot draws the first page of questions (text only) where the skeleton was; the app draws them in place, and the largest paint comes before it', async () => {
    const faqs = (await demo('frequently-questions?per_page=1000', 'ar')).data as { question: string }[];
    const firstPage = faqs.slice(0, 10).map((faq) => faq.question);
    const { page } = await open({ width: 375 });
    await watchLargestPaint(page);
    const calls = apiCalls(page);
    const release = await holdTheApp(page);
    await page.goto(`${baseUrl()}/faq`);
    const drawn = page.locator('#root[data-prerendered] [data-early-faq]');
    await drawn.waitFor({ state: 'visible' });
    expect(await drawn.locator('li span').allTextContents()).toEqual(firstPage);
    expect(await page.locator('[data-early-faq-skeleton]').count()).toBe(0);
    const boxes = () =>
      page.locator('main h2 button span').evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().toJSON()));
    const before = await boxes();
    await page.waitForTimeout(300);
    const lcpBefore = (await largestPaint(page)).lcp;
    release();
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    // The app's rows where boot drew them: no largest paint after the app, and working rows.
    expect(await boxes()).toEqual(before);
    await page.waitForTimeout(300);
    const { lcp, appAt } = await largestPaint(page);
    expect(lcp).toBe(lcpBefore);
    expect(lcp).toBeLessThan(appAt);
    await page.getByRole('button', { name: firstPage[0] }).click();
    await expect
      .poll(() => page.getByRole('button', { name: firstPage[0] }).getAttribute('aria-expanded'))
      .toBe('true');
    expect(count(calls, 'frequently-questions?per_page=1000')).toBe(1);
  });

  it('a question holding markup is drawn as its text by boot', async () => {
    const { page } = await open({ width: 375 });
    await page.route('**/api/v1/frequently-questions?*', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: [{ id: 1, question: '<img src=x onerror="window.__pwned=1">سؤال', answer: '<p>جواب</p>' }],
        },
      }),
    );
    const release = await holdTheApp(page);
    await page.goto(`${baseUrl()}/faq`);
    const drawn = page.locator('#root[data-prerendered] [data-early-faq]');
    await drawn.waitFor({ state: 'visible' });
    expect(await drawn.locator('li span').allTextContents()).toEqual(['<img src=x onerror="window.__pwned=1">سؤال']);
    expect(await page.locator('main img').count()).toBe(0);
    release();
    await page.getByRole('button', { name: '<img src=x onerror="window.__pwned=1">سؤال' }).waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it("ar visitor, a policy: boot draws the text through the app's sanitizer where the spinner was; the app draws it in place, and the largest paint comes before it", async () => {
    const info = (await demo('info', 'ar')).data as { privacy_policy: string };
    const { page } = await open({ width: 375 });
    await watchLargestPaint(page);
    const calls = apiCalls(page);
    const release = await holdTheApp(page);
    await page.goto(`${baseUrl()}/privacy_policy`);
    const drawn = page.locator('#root[data-prerendered] [data-early-html]');
    await drawn.waitFor({ state: 'visible' });
    expect(await page.locator('[data-early-html-waiting]').count()).toBe(0);
    // The server's paragraphs and headings, as the app draws them.
    const paragraphs = await drawn.locator('p, h2, li').allTextContents();
    expect(paragraphs.length).toBeGreaterThan(3);
    for (const paragraph of paragraphs) expect(info.privacy_policy).toContain(paragraph);
    const boxes = () =>
      page
        .locator('main article :is(p, h2, li)')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()));
    const before = await boxes();
    await page.waitForTimeout(300);
    const lcpBefore = (await largestPaint(page)).lcp;
    release();
    await page.locator('#root:not([data-prerendered]) [data-safe-html]').waitFor();
    // The app's text where boot drew it: nothing moves, and no largest paint after the app.
    expect(await boxes()).toEqual(before);
    await page.waitForTimeout(300);
    const { lcp, appAt } = await largestPaint(page);
    expect(lcp).toBe(lcpBefore);
    expect(lcp).toBeLessThan(appAt);
    expect(count(calls, 'info')).toBe(1);
  });

  it('a policy holding hostile markup: boot draws it sanitized; nothing runs, nothing breaks the policy', async () => {
    const { page } = await open({ width: 375 });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Trusted Type/i.test(message.text())) violations.push(message.text());
    });
    await page.route('**/api/v1/info', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      body.data.privacy_policy =
        '<p>سياسة</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
        '<a href="javascript:window.__pwned=3">رابط</a><p style="position:fixed;inset:0">غطاء</p>' +
        '<svg><animate onbegin="window.__pwned=4" attributeName="x"/></svg><form id="config"></form>';
      await route.fulfill({ response, json: body });
    });
    const release = await holdTheApp(page);
    await page.goto(`${baseUrl()}/privacy_policy`);
    const drawn = page.locator('#root[data-prerendered] [data-early-html]');
    await drawn.waitFor({ state: 'visible' });
    expect(await drawn.innerHTML()).not.toMatch(/onerror|<script|javascript:|style=|onbegin|<form/i);
    await page.locator('main a', { hasText: 'رابط' }).click({ force: true });
    release();
    await page.locator('#root:not([data-prerendered]) [data-safe-html]').waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(violations).toEqual([]);
  });

  it('en visitor, the FAQ and a policy: their one call goes before the app, once; the answers are shown', async () => {
    const faqs = (await demo('frequently-questions?per_page=1000', 'en')).data as { question: string }[];
    const { page } = await open({ lang: 'en', width: 1280 });
    const calls = apiCalls(page);
    await page.goto(`${baseUrl()}/faq`);
    await page
      .getByText(faqs[0]?.question ?? '', { exact: true })
      .first()
      .waitFor();
    expect(count(calls, 'frequently-questions?per_page=1000')).toBe(1);
    expect(await earlyUrls(page)).toEqual([]);

    const policy = await open({ lang: 'en', width: 1280 });
    const policyCalls = apiCalls(policy.page);
    const release = await holdTheApp(policy.page);
    await policy.page.goto(`${baseUrl()}/privacy_policy`);
    await expect.poll(() => earlyUrls(policy.page)).toEqual([`${baseUrl()}/api/v1/info`]);
    release();
    await policy.page.locator('main article p').first().waitFor();
    expect(count(policyCalls, 'info')).toBe(1);
    expect(await earlyUrls(policy.page)).toEqual([]);
  });
});

describe('boot starts the app before the body is parsed', () => {
  it('en, the entry already cached: the app waits for #root instead of failing (a blank page)', async () => {
    const { page } = await open({ lang: 'en', width: 1280 });
    // A first page puts the entry in the cache.
    await page.goto(`${baseUrl()}/home`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    // The next page's parser stops at a slow script at the top of the body, before #root, while the
    // entry boot started from <head> comes from the cache and runs.
    await page.route('**/__slow-parse.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ contentType: 'text/javascript', body: 'void 0;' });
    });
    await page.route(`${baseUrl()}/about_us`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<body>', '<body><script src="/__slow-parse.js"></script>');
      await route.fulfill({ response, body });
    });
    await page.goto(`${baseUrl()}/about_us`);
    // The live app took over (the page's errors, a '[boot] the app could not be loaded' among them, fail
    // the test after it).
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  });
});
