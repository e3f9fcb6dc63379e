import AxeBuilder from '@axe-core/playwright';
import type { APIResponse, Browser, BrowserContext, ConsoleMessage, Page, Request, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { ROUTES } from '../app/routeTable';
import { DEMO_STUDENT } from '../mocks/store.ts';
import { createI18nValue, type MessageKey, registerAllMessages } from '../packages/i18n/src';
import { launchChromium } from '../scripts/browser.mjs';

export const baseUrl = () => {
  // Files run E2E_WORKERS at a time; each worker (VITEST_POOL_ID 1…n) has a server of its own, so no two
  // running files share the demo's state.
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID || 1);
  return urls[(worker - 1) % urls.length] as string;
};

/**
 * One Chromium for the whole run, shared by the files (each test opens a context of its own, so no
 * state passes between tests): launching one per file cost 1–1.7 s each, 25 times. After each file
 * the contexts it left open are closed. Relaunched if it went away.
 */
let sharedBrowser: Promise<Browser> | null = null;
async function theBrowser(): Promise<Browser> {
  const current = sharedBrowser ? await sharedBrowser : null;
  if (current?.isConnected()) return current;
  sharedBrowser = launchChromium();
  return sharedBrowser;
}

/**
 * Every focus loss a page of this test run reported (see watchFocus). Each test of a file that starts its
 * browser with startBrowserForFile fails on one, whatever else it checks: the focus gate.
 */
export const focusLosses: string[] = [];

export function startBrowserForFile() {
  const state: { browser: Browser | null } = { browser: null };
  beforeAll(async () => {
    state.browser = await theBrowser();
  });
  afterEach(() => {
    expect(focusLosses.splice(0), 'focus left on the page body after an action').toEqual([]);
  });
  afterAll(async () => {
    await Promise.all((state.browser?.contexts() ?? []).map((context) => context.close().catch(() => {})));
  });
  return () => {
    if (!state.browser) throw new Error('browser not started');
    return state.browser;
  };
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /**
   * Console errors (the app's and the browser's), uncaught exceptions and Content-Security-Policy violations
   * seen so far.
   */
  errors: string[];
  /** Of those, the uncaught exceptions and policy violations only (a failed call's console line is not one). */
  pageErrors: string[];
  /**
   * The errors and warnings the app's own code wrote on the console (`console.error`, `console.warn`: a
   * call from a script, which carries its arguments), each as `error: …` or `warning: …`. A production
   * build writes none for anything its screen handles, so any line here is a fault.
   */
  appConsole: string[];
  /**
   * The browser's own error lines, not the app's (they come with no arguments): above all its report of a
   * failed request, 'Failed to load resource: the server responded with a status of 404 (Not Found)', which
   * it writes for every call a server refuses, handled or not. Each ends with the address it is about
   * (the request's, for a failed load), which the text itself does not name.
   */
  browserErrors: string[];
}

/**
 * Sets a local storage entry before each page of the context runs. Documents with no storage of their own
 * (a new tab's about:blank, a downloaded certificate opened in a tab) are skipped, not reported as errors.
 */
export function storeOnEveryPage(context: BrowserContext, key: string, value: string) {
  return context.addInitScript(
    ([k, v]) => {
      try {
        localStorage.setItem(k, v);
      } catch {
        // No storage in this document: it is not the app.
      }
    },
    [key, value] as const,
  );
}

/**
 * A fresh context (empty storage) at the given width, optionally with a stored language, a stored token
 * (signed in on every page load, see `studentToken`) and the app's service worker (blocked otherwise).
 * Reduced motion is asked for unless `motion`: what a test checks (words, calls, focus, addresses) does not
 * depend on motion, and a page that animates while a test waits on it (a skeleton's shimmer, a spinner, the
 * home page's banners) has Chromium draw frames nobody looks at. The route sweep loads its pages with motion.
 */
export async function openPage(
  browser: Browser,
  options: { width?: number; lang?: 'ar' | 'en'; token?: string; serviceWorker?: boolean; motion?: boolean } = {},
): Promise<OpenedPage> {
  const width = options.width ?? 1280;
  // The app's service worker only where a test is about it (e2e/offline.test.ts): a page's routes
  // (`page.route`) do not see the calls a worker answers or makes, and the other tests hold, fail or
  // count the app's calls there.
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 812 : 800 },
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
  });
  if (options.lang) await storeOnEveryPage(context, 'lang', options.lang);
  if (options.token) await storeOnEveryPage(context, 'token', options.token);
  const page = await context.newPage();
  const errors: string[] = [];
  const pageErrors: string[] = [];
  const appConsole: string[] = [];
  const browserErrors: string[] = [];
  // On the context, so every page a test opens in it (sweeps open several at once, links open tabs) reports here.
  context.on('console', (message: ConsoleMessage) => {
    const type = message.type();
    // Playwright's own word where it blocks the app's service worker (above): not the app's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (type === 'error') errors.push(message.text());
    if (type !== 'error' && type !== 'warning') return;
    // A script's console call hands over its arguments; a line the browser writes itself (a failed load, an
    // intervention) has none.
    if (message.args().length > 0) appConsole.push(`${type}: ${message.text()}`);
    else if (type === 'error') browserErrors.push(`${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (error) => {
    errors.push(error.error().message);
    pageErrors.push(error.error().message);
  });
  // A policy violation fails the page's test like an error does: the page reports it to us.
  await context.exposeFunction('__darsCspViolation', (text: string) => {
    errors.push(text);
    pageErrors.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __darsCspViolation?: (text: string) => void }).__darsCspViolation;
      report?.(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  // The focus gate: focus never stays on the page body because the element that had it went
  // away (removed, hidden, disabled or made inert) after something the test did. `focusLosses` names the
  // element and the page; each test fails on one (startBrowserForFile).
  await context.exposeFunction('__darsFocusLost', (text: string) => {
    focusLosses.push(text);
  });
  await context.addInitScript(watchFocus, FOCUS_LOST_AFTER_MS);
  return { context, page, errors, pageErrors, appConsole, browserErrors };
}

/** How long focus may rest on the body after the focused element went away before the gate reports it. */
export const FOCUS_LOST_AFTER_MS = 1500;

/** Runs in every page: reports focus left on the body once the element that had it is gone (see openPage). */
function watchFocus(after: number) {
  let last: Element | null = null;
  let since = 0;
  const gone = (el: Element) => {
    if (!el.isConnected) return 'removed';
    if (el.closest('[inert]')) return 'made inert';
    if ((el as HTMLButtonElement).disabled) return 'disabled';
    if (!(el as HTMLElement).checkVisibility?.()) return 'hidden';
    return null;
  };
  const describe = (el: Element) => {
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name}"`;
  };
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof Element && event.target !== document.body) last = event.target;
      since = 0;
    },
    true,
  );
  setInterval(() => {
    const active = document.activeElement;
    const why = last && (!active || active === document.body) ? gone(last) : null;
    if (!last || !why || !document.hasFocus()) {
      since = 0;
      return;
    }
    since ||= performance.now();
    if (performance.now() - since < after) return;
    const report = (window as unknown as { __darsFocusLost?: (text: string) => void }).__darsFocusLost;
    report?.(`focus lost to the page body: ${describe(last)} was ${why} (${location.pathname}${location.search})`);
    last = null;
    since = 0;
  }, 250);
}

/** The rules the whole-page checks run: WCAG 2.2 A and AA, and axe's best practices (landmarks, regions, headings). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Axe finds no violation on the page as it is now. In axe's legacy mode: one `axe.run` in the page (and in
 * any frame, which the app has none of) in place of a partial run per frame finished in a blank page of its
 * own. The results are the same (measured on /home, /courses-page, /login and a course page: the same
 * violations, passes and incomplete checks); the time is about half (/home 1.8–3.1 s → 0.9–1.1 s, /login
 * 1.1–1.2 s → 0.5–0.6 s). Only violations are reported in full (`resultTypes`): every rule still runs on
 * every element, but the passes are no longer described node by node and carried back to the test, which
 * halved the CPU again (those four pages: 4.3–6.5 → 2.3–3.1 CPU seconds; the same 91 rules run, and a nameless
 * button and an image without alt are still found).
 */
export async function expectNoAxeViolations(
  page: Page,
  { include, exclude }: { include?: string[]; exclude?: string[] } = {},
) {
  // `options` replaces every option given before it: it comes first, the tags after.
  const builder = new AxeBuilder({ page } as never)
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
  // Only these parts of the page, where the whole page is checked in the same state by another test.
  for (const selector of include ?? []) builder.include(selector);
  // Parts whose content is not the app's to fix (the hostile corpus's images, which carry no alt).
  for (const selector of exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  // On a failure, where the page was and the start of what it showed: a page-level finding (no main, no
  // h1) otherwise says nothing about which document axe met (on a loaded machine, possibly neither).
  const where = summary.length
    ? await page
        .evaluate(() => `${location.href}: ${document.body?.innerHTML.replace(/\s+/g, ' ').slice(0, 600)}`)
        .catch((error: unknown) => `the page could not be read: ${error}`)
    : '';
  expect(summary, where).toEqual([]);
}

/** Sample values for the registry's route parameters, and a path with them filled in. */
const SAMPLE: Record<string, string> = { slug: 'python-for-beginners', courseId: '1', examId: '1' };
export const sample = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => SAMPLE[name] ?? name);

/** Every screen, each by its canonical path; /logout leaves at once. */
export const BUILT_SCREENS = ROUTES.filter((r) => r.id !== 'logout').filter(
  (r, i, all) => all.findIndex((o) => o.id === r.id) === i,
);

/** The demo API's own name for the platform (GET /info `data.name`). */
export const PRODUCT_NAME = { ar: 'أكاديمية درس', en: 'Dars Academy' } as const;

/**
 * Runs `task` over `items`, at most `limit` at a time (each in its own browser context), and resolves
 * when all are done: one page at a time made a test over many pages grow by seconds per new screen.
 */
export async function eachConcurrently<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await task(item as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

registerAllMessages();

/**
 * The app's own words for `key` in `lang`, through the app's translator (so numbers in parameters come
 * out in the language's digits, as the page shows them).
 */
export const text = (lang: 'ar' | 'en', key: MessageKey, params?: Record<string, string | number>) =>
  createI18nValue(lang).t(key, params);

/**
 * A routed call fetched from the server by the test itself (to rewrite its answer), tried once more when the
 * connection drops (`route.fetch: read ECONNRESET` on a loaded machine, which unhandled would fail the whole
 * step with every test passed). Resolves the response, or null with `failed(reason)` called when both tries fail:
 * the caller then aborts or leaves the call, never rejects inside a route handler.
 */
export async function fetchForRoute(route: Route, failed?: (reason: string) => void): Promise<APIResponse | null> {
  try {
    return await route.fetch().catch(() => route.fetch());
  } catch (error) {
    failed?.(`${route.request().url()}: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

/** A fresh token for the demo student, straight from the API. */
export async function studentToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The demo API back to its seed data before each test of the file and after the last. */
export function resetDemoAroundEachTest() {
  const reset = () => fetch(`${baseUrl()}/__demo/reset`, { method: 'POST' });
  beforeEach(async () => {
    await reset();
  });
  afterAll(async () => {
    await reset();
  });
}

/**
 * Resolves once the live app has replaced the page the build prerendered (which is inert, and which
 * the app's first render swaps out: an element found in it before that is gone after).
 */
export const appDrawn = (page: Page, options: { timeout?: number } = {}) =>
  page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', ...options });

/**
 * Marks the document shown now; the returned wait ends once another document has replaced it (the page
 * reloaded or went elsewhere) and the app has drawn there. Not the `load` event, which waits for every file
 * of the new page (on a loaded machine, not always within 30 s of a reload), and which a listener set up after
 * the reload began never sees.
 */
export async function nextDocument(page: Page, timeout = 30_000): Promise<() => Promise<void>> {
  await page.evaluate(() => Object.assign(window, { e2eEarlierDocument: true }));
  return async () => {
    await page.waitForFunction(() => !('e2eEarlierDocument' in window), undefined, { timeout });
    await appDrawn(page, { timeout });
  };
}

/** The most layout shift a page may have while it loads (the route sweep, e2e/sweep-demo.test.ts; the brand's check). */
export const LAYOUT_SHIFT_LIMIT = 0.02;

/**
 * Loads `url` and returns its layout shift as Chromium reports it (PerformanceObserver `layout-shift`, shifts
 * right after input excluded) from navigation until the page has settled, with what moved in each shift.
 * `apart`: a selector for a part whose own content may arrive late and redraw it (the brand in the top bar);
 * `others` sums the shifts in which anything outside it moved, as `cls` sums them all. `until`: what must
 * have happened on the page before it counts as settled (a late part drawn).
 */
export async function measureLayoutShift(
  page: Page,
  url: string,
  { apart, until }: { apart?: string; until?: (page: Page) => Promise<unknown> } = {},
) {
  await page.addInitScript((apartSelector) => {
    const w = window as unknown as { __cls: number; __others: number; __shifts: string[] };
    w.__cls = 0;
    w.__others = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const elements = (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node : s.node?.parentElement));
        if (!apartSelector || elements.some((el) => !el?.closest(apartSelector))) w.__others += entry.value;
        const nodes = elements.map((el) =>
          el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : '?',
        );
        w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, apart ?? null);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // The network can fall quiet before a late part has even been asked for (a busy machine runs the code
  // that asks for it more than 500 ms after the last answer): what the measure must include is waited for.
  await until?.(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __others: number; __shifts: string[] };
    return { cls: w.__cls, others: w.__others, shifts: w.__shifts };
  });
}

/** How far the page scrolls sideways (0 when it does not). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

/**
 * A journey file's frame (each journey file has this one, not a set-up of its own): one browser for the file,
 * the demo data reset around each test, and every page a test opens checked for errors (console, page errors,
 * CSP) and closed after it.
 */
export function journeys() {
  const browser = startBrowserForFile();
  resetDemoAroundEachTest();
  const opened: OpenedPage[] = [];
  /** Errors a test expects (a failing call is logged); anything else fails the test. */
  let expected: RegExp[] = [];
  afterEach(async () => {
    const pages = opened.splice(0);
    const unexpected = pages.flatMap((one) => one.errors).filter((e) => !expected.some((pattern) => pattern.test(e)));
    expected = [];
    // (A context the test closed itself is closed already.)
    await Promise.all(pages.map((one) => one.context.close().catch(() => {})));
    expect(unexpected).toEqual([]);
  });
  return {
    browser,
    /** Error lines (matched anywhere in the line) this test may log, from its start to its end. */
    expectErrors: (...patterns: RegExp[]) => {
      expected = patterns;
    },
    open: async (options: Parameters<typeof openPage>[1] = {}) => {
      const page = await openPage(browser(), options);
      opened.push(page);
      return page;
    },
  };
}

/** Holds the app's entry script back until `release()`: the page is then the prerendered one and boot.js. */
export async function holdTheApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** After an action, focus is on an element of the page, never left on the body (app/layout/focusKeeper.ts). */
export async function expectFocusKept(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active && active !== document.body ? active.tagName : 'BODY';
      }),
    )
    .not.toBe('BODY');
}

// The journeys' shared pieces: what two or more journey files do the same way. A journey runs in one
// language (the files take turns, so each language has its share of every kind of journey); where the
// page's direction changes what a key or a layout does, that part runs in both directions.

export type Lang = 'ar' | 'en';

/** A field of the page's main part, by the start of its label in `lang` (a required field's label goes on with its mark). */
export const formField = (page: Page, lang: Lang, label: MessageKey) =>
  page.getByRole('main').getByLabel(new RegExp(`^${text(lang, label)}`));

/**
 * Fills the login form with the demo student's e-mail and password (or those given) and presses log in, as
 * a student would; the caller waits for where that leads.
 */
export async function logIn(
  page: Page,
  lang: Lang,
  { email = DEMO_STUDENT.email, password = DEMO_STUDENT.password }: { email?: string; password?: string } = {},
) {
  await page.getByLabel(text(lang, 'form.email')).fill(email);
  await page.getByLabel(text(lang, 'form.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(lang, 'login.submit'), exact: true }).click();
}

/** Pastes `value` into the focused element, as the clipboard would. */
export const pasteText = (page: Page, value: string) =>
  page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, value);

/**
 * Answers the calls matching `pattern` with a 500 until the returned `recover()` is called; from then on they
 * reach the demo API again (the retry after a failure).
 */
export async function failUntilRecovered(page: Page, pattern: string | RegExp) {
  let failing = true;
  await page.route(pattern, (route) =>
    failing ? route.fulfill({ status: 500, json: { success: false, message: 'Server error' } }) : route.fallback(),
  );
  return () => {
    failing = false;
  };
}

/**
 * The body of each POST to `pattern` the page sends from now on, as sent (read on its way out: the request
 * event may leave a fetch's or a large body out), each through `read`; the call goes on.
 */
export async function sentBodies<T = string>(
  page: Page,
  pattern: string | RegExp,
  read: (body: string) => T = (body) => body as T,
) {
  const bodies: T[] = [];
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'POST')
      bodies.push(read(route.request().postDataBuffer()?.toString('utf8') ?? ''));
    await route.fallback();
  });
  return bodies;
}

/**
 * Takes the error lines logged so far that match `pattern` off the page's list: the failure the test caused
 * on purpose, up to now. Any other line stays and fails the test (`journeys`).
 */
export function forgiveErrors(opened: OpenedPage, pattern: RegExp) {
  opened.errors.splice(0, opened.errors.length, ...opened.errors.filter((e) => !pattern.test(e)));
}

/** The tab that `press` opens (a link or a button that opens one), once it is there. */
export async function tabOpenedBy(context: BrowserContext, press: () => Promise<unknown>) {
  const [tab] = await Promise.all([context.waitForEvent('page'), press()]);
  return tab;
}

/**
 * A new tab opened by `press` for a file (a PDF), and the address of the document it asked for: a browser
 * may show the file or download it (a headless shell downloads a PDF, and the tab stays blank), so the tab's
 * request is the check, not its address bar.
 */
export async function fileTabOpenedBy(context: BrowserContext, press: () => Promise<unknown>) {
  const asked: Request[] = [];
  const heard = (request: Request) => {
    if (request.isNavigationRequest()) asked.push(request);
  };
  context.on('request', heard);
  try {
    const tab = await tabOpenedBy(context, press);
    const mine = () => asked.find((request) => request.frame().page() === tab)?.url() ?? '';
    await expect.poll(mine).not.toBe('');
    return { tab, address: mine() };
  } finally {
    context.off('request', heard);
  }
}

/** Fills the registration form: name, e-mail, phone, and the password twice (`confirm`, if given, the second time). */
export async function fillRegistration(
  page: Page,
  lang: Lang,
  values: { name: string; email: string; phone: string; password: string; confirm?: string },
) {
  await page.getByLabel(text(lang, 'form.name')).fill(values.name);
  await page.getByLabel(text(lang, 'form.email')).fill(values.email);
  await page.getByLabel(text(lang, 'form.phone')).fill(values.phone);
  await page.getByLabel(text(lang, 'form.password'), { exact: true }).fill(values.password);
  await page.getByLabel(text(lang, 'form.confirmPassword'), { exact: true }).fill(values.confirm ?? values.password);
}
