/**
 * The failure matrix: every call every screen makes, failed in every way a network and a server
 * fail, and every screen's own code failing to load. The calls are not typed here: each screen is loaded as
 * the demo student and the `/api/v1` requests it makes are recorded, then named by the API layer's contract
 * rows (`packages/api/src/<domain>/contract.rows.ts`); a call no row names is a gap. The calls every page
 * makes (the shell's: app info, profile, notifications, cart count) are tried once, on the not-found page.
 * A new screen joins by being in the route registry. A screen's main form is sent, and its first pay button
 * (the checkout, the course page's subscribe) pressed, with each fault on the calls that makes.
 *
 * A cell is handled when the page ends in a message in its language (never the server's raw words, its HTML
 * or a parser's, nor for a server error the text it sent: `messageProblems` in table.ts), with a retry that
 * works once the fault is gone, nothing left busy, and no uncaught page error or policy violation; a 401
 * sends the student to log in and, logged in again, back to the same page; a 30-second delay leaves the page
 * saying it is loading (never an error) and then shows it; a screen whose code fails to load says so, with a
 * retry that loads it. The run prints the table (screen × fault), writes it to reports/failure-matrix.md, and
 * fails on any gap.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EARLY_CALLS } from '../../app/earlyCalls.ts';
import type { ScreenId } from '../../app/paths.ts';
import { DEMO_STUDENT } from '../../mocks/store.ts';
import { rows as accountRows } from '../../packages/api/src/account/contract.rows';
import { rows as cartRows } from '../../packages/api/src/cart/contract.rows';
import { rows as catalogueRows } from '../../packages/api/src/catalogue/contract.rows';
import { rows as courseRows } from '../../packages/api/src/course/contract.rows';
import { rows as infoRows } from '../../packages/api/src/info/contract.rows';
import { rows as notificationsRows } from '../../packages/api/src/notifications/contract.rows';
import { rows as paymentRows } from '../../packages/api/src/payment/contract.rows';
import { rows as profileRows } from '../../packages/api/src/profile/contract.rows';
import { recordFigures } from '../../scripts/figures.mjs';
import {
  BUILT_SCREENS,
  baseUrl,
  eachConcurrently,
  openPage,
  sample,
  startBrowserForFile,
  studentToken,
  text,
} from '../support';
import { type Cell, FAULTS, type Fault, messageProblems, nameOfCall, printMatrix, SERVER_ERROR_TEXT } from './table';

const CONTRACT = [
  ...accountRows,
  ...cartRows,
  ...catalogueRows,
  ...courseRows,
  ...infoRows,
  ...notificationsRows,
  ...paymentRows,
  ...profileRows,
];

/**
 * Calls whose failure the spec says is only logged, by screen (section 4, the home page: "banner and about
 * failures are only logged"; elsewhere GET /info is a screen's content, the policies' and the guides', and
 * its failure is said); and, on the not-found page, the shell's calls, which every page makes and whose
 * failure must not take the page down with it: app info falls back to the built-in name and colours, the
 * profile to the stored name, the notifications and the cart count to none. Their cells are handled when
 * the page is whole (its h1, nothing busy, no page error) and says nothing. A screen that makes a shell
 * call again for itself (the cart's rows, the profile's form) is tried with it, and must say so.
 */
const ONLY_LOGGED: Partial<Record<string, readonly string[]>> = {
  home: ['getBanners', 'getInfo'],
  // The payment results ask for the shell's cart count again (a payment empties the cart): the count's
  // failure is the shell's, said nowhere, as on every other page.
  paymentSuccess: ['getCartCourses'],
  // A paid course's 'add to cart' first asks the cart whether the course is in it (machines/addToCart): a
  // failure there leaves the button as it is, and adding asks again.
  demoNotSubscribed: ['getCartCourses'],
};
const SHELL_PATH = '/no-such-page';

/** Whether `pathname` is one of the early calls of `screen` (its path in the app's spelling, query aside). */
function isEarlyCall(screen: string, pathname: string): boolean {
  const early = EARLY_CALLS[screen as ScreenId]?.calls ?? [];
  return early.some((call) => {
    const pattern = (call.split('?')[0] ?? call).split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part));
    return new RegExp(`^/api/v1/${pattern.join('/')}$`).test(pathname);
  });
}
/** Screens whose calls depend on a query: the sample query they are tried with. */
const QUERY: Record<string, string> = { search: '?term=python' };

const browser = startBrowserForFile();

interface Call {
  method: string;
  pathname: string;
  name: string;
  /** Its failure is only logged here: the page stays whole and says nothing. */
  silent?: boolean;
}
interface Target {
  screen: string;
  path: string;
  calls: Call[];
  /** Its code's failure to load is tried here (once per module). */
  tryCode: boolean;
}

/** The `/api/v1` calls a page makes as the demo student until the network is quiet. */
async function callsOf(path: string, token: string): Promise<{ method: string; pathname: string; count: number }[]> {
  const { context, page } = await openPage(browser(), { token });
  const seen = new Map<string, { method: string; pathname: string; count: number }>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const key = `${request.method()} ${pathname}`;
    if (pathname.startsWith('/api/v1/'))
      seen.set(key, { method: request.method(), pathname, count: (seen.get(key)?.count ?? 0) + 1 });
  });
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  return [...seen.values()];
}

/**
 * The screens to try, each with the calls it makes of its own. Screens that share one module (the six
 * policies, the six course-part demos, the two payment results) share its code and its handling: a call
 * is tried at the first of them that makes it, and the code's failure once.
 */
async function discover(token: string): Promise<Target[]> {
  const screens = BUILT_SCREENS.map((r) => ({
    screen: r.id as string,
    path: sample(r.path) + (QUERY[r.id] ?? ''),
    load: r.load as unknown,
  }));
  const all = [{ screen: 'shell (not found)', path: SHELL_PATH, load: null as unknown }, ...screens];
  const observed = new Map<string, { method: string; pathname: string; count: number }[]>();
  await eachConcurrently(all, 3, async ({ path }) => {
    observed.set(path, await callsOf(path, token));
  });
  const shell = new Map((observed.get(SHELL_PATH) ?? []).map((c) => [`${c.method} ${c.pathname}`, c.count]));
  const tried = new Map<unknown, Set<string>>();
  const codeTried = new Set<unknown>();
  return all.map(({ screen, path, load }) => {
    const calls = (observed.get(path) ?? [])
      // A shell call counts as the screen's when the screen makes it more often than the shell does, or
      // when it is one of the screen's early calls (app/earlyCalls.ts): boot asks for it once and both
      // the shell and the screen may take that one answer, so the count alone would not tell.
      .filter(
        (c) =>
          path === SHELL_PATH ||
          c.count > (shell.get(`${c.method} ${c.pathname}`) ?? 0) ||
          (c.method === 'GET' && isEarlyCall(screen, c.pathname)),
      )
      .map((c) => {
        const name = nameOfCall(CONTRACT, c.method, c.pathname) ?? `unnamed ${c.method} ${c.pathname}`;
        const silent = path === SHELL_PATH || (ONLY_LOGGED[screen]?.includes(name) ?? false);
        return { method: c.method, pathname: c.pathname, name, silent };
      })
      .filter((c) => {
        const module = tried.get(load ?? path) ?? new Set<string>();
        tried.set(load ?? path, module);
        if (module.has(`${c.method} ${c.pathname}`)) return false;
        module.add(`${c.method} ${c.pathname}`);
        return true;
      });
    const tryCode = path !== SHELL_PATH && !codeTried.has(load);
    codeTried.add(load);
    return { screen, path, calls, tryCode };
  });
}

const visibleAlerts = (page: Page) =>
  page.locator('[role="alert"], [role="alertdialog"]').evaluateAll((nodes) =>
    nodes
      .filter((n) => (n as HTMLElement).offsetParent !== null || (n as HTMLElement).getClientRects().length > 0)
      .map((n) => (n.textContent ?? '').trim())
      .filter(Boolean),
  );

async function firstAlert(page: Page, timeout: number): Promise<string | null> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const alerts = await visibleAlerts(page);
    if (alerts.length > 0) return alerts[0] as string;
    await page.waitForTimeout(100);
  }
  return null;
}

/** A failure said inside a tab panel not shown (the course page's reviews): each tab of the page opened in turn. */
async function alertBehindTabs(page: Page): Promise<string | null> {
  return behindTabs(page, () => firstAlert(page, 1_000));
}

/** Each tab of the page's own opened in turn until `found` finds something there (else null). */
async function behindTabs<T>(page: Page, found: () => Promise<T | null>): Promise<T | null> {
  const tabs = page.getByRole('main').getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i += 1) {
    await tabs.nth(i).click();
    const what = await found();
    if (what) return what;
  }
  return null;
}

/** What says the page is loading: a region marked busy, or a spinner announcing 'loading' (@dars/ui Spinner). */
const busyCount = async (page: Page) =>
  (await page.locator('[aria-busy="true"]').count()) +
  (await page.locator('[role="status"]', { hasText: text('ar', 'app.loading') }).count());

/** Whether a tab of the page's own (the course page's reviews) says it is loading, when the page does not. */
async function busyBehindTabs(page: Page): Promise<boolean> {
  return (await behindTabs(page, async () => ((await busyCount(page)) > 0 ? true : null))) ?? false;
}

async function settled(page: Page, timeout = 8_000): Promise<boolean> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if ((await busyCount(page)) === 0) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

/** Whether a wait ends in time (true) or not (false). */
const settles = (wait: Promise<unknown>) =>
  wait.then(
    () => true,
    () => false,
  );

const hasHeading = (page: Page) =>
  settles(page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 }));

/**
 * A held answer's 30 seconds, once it is asked for: an early call (app/earlyCalls.ts) is asked by boot
 * before the app has run, so they start once the app has drawn its own page, waiting on that answer.
 * Returns what was wrong: an error shown while waiting.
 */
async function thirtySecondsOn(page: Page, requested: Promise<void>): Promise<string[]> {
  await requested;
  await settles(page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', timeout: 15_000 }));
  await page.clock.fastForward(30_000);
  await page.waitForTimeout(300);
  const alerts = await visibleAlerts(page);
  return alerts.length > 0 ? [`an error while waiting: ${alerts[0]?.slice(0, 80)}`] : [];
}

/** The fault on one call, until healed; `requested` resolves at the first faulted request. */
async function inject(page: Page, call: Call, fault: Fault, field = 'page') {
  const state = { healed: false, count: 0 };
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const firstRequest = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(
    (url) => url.pathname === call.pathname,
    async (route: Route) => {
      const request = route.request();
      if (request.method() !== call.method) return route.fallback();
      state.count += 1;
      if (state.healed) return route.fallback();
      requested();
      const lang = (await request.headerValue('lang')) === 'en' ? 'en' : 'ar';
      switch (fault) {
        case 'abort':
          return route.abort('failed');
        case 'offline':
          return route.abort('internetdisconnected');
        case 'html 500':
          return route.fulfill({
            status: 500,
            contentType: 'text/html',
            body: '<!doctype html><html><head><title>500</title></head><body><h1>500 Internal Server Error</h1><script>window.__pwned=1</script></body></html>',
          });
        case 'json 500':
          return route.fulfill({ status: 500, json: { success: false, message: SERVER_ERROR_TEXT[lang] } });
        case '401':
          // With a token the server ended the session (its raw words); without one it refused, in the language.
          return route.fulfill({
            status: 401,
            json: {
              message: (await request.headerValue('authorization'))
                ? 'Unauthenticated.'
                : lang === 'ar'
                  ? 'بيانات الدخول غير صحيحة.'
                  : 'These credentials do not match our records.',
            },
          });
        case '422':
          return route.fulfill({
            status: 422,
            json: {
              message: lang === 'ar' ? 'البيانات المرسلة غير صالحة.' : 'The given data was invalid.',
              errors: { [field]: [lang === 'ar' ? 'هذا الحقل غير صالح.' : 'This field is invalid.'] },
            },
          });
        case 'bad json':
          return route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [{"id": 1, "title": ' });
        case '30 s delay':
          await held;
          return route.fallback();
      }
    },
  );
  return {
    heal: () => {
      state.healed = true;
      release();
    },
    count: () => state.count,
    requested: firstRequest,
  };
}

/** Every retry on the page pressed (a fault on a call a page makes twice fails two lists) until none is left. */
async function retryAll(page: Page): Promise<boolean> {
  const retry = page.getByRole('button', { name: text('ar', 'common.retry') });
  if ((await retry.count()) === 0) return false;
  for (let i = 0; i < 6 && (await retry.count()) > 0; i += 1) {
    await retry.first().click();
    await page.waitForTimeout(150);
  }
  return true;
}

async function logInAgain(page: Page) {
  const main = page.getByRole('main');
  await main.locator('input[type="email"]').fill(DEMO_STUDENT.email);
  await main.locator('input[autocomplete="current-password"]').fill(DEMO_STUDENT.password);
  await main.getByRole('button', { name: text('ar', 'auth.login') }).click();
}

/**
 * A student's 401: sent to `/login?next=<path>` with 'your session has ended'; once the fault is healed and
 * they log in again, back at `path`. Returns what was wrong (one flow for a screen's calls and its form's).
 */
async function sentToLogInAndBack(page: Page, path: string, heal: () => void): Promise<string[]> {
  if (!(await settles(page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 }))))
    return [`not sent to log in (at ${new URL(page.url()).pathname})`];
  const problems: string[] = [];
  const next = new URL(page.url()).searchParams.get('next');
  if (next !== path) problems.push(`login's next is ${next}`);
  if (!(await settles(page.getByText(text('ar', 'auth.sessionEnded')).first().waitFor({ timeout: 5_000 }))))
    problems.push("no 'your session has ended'");
  heal();
  await logInAgain(page);
  if (!(await settles(page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 10_000 }))))
    problems.push(`not back after logging in (at ${new URL(page.url()).pathname})`);
  return problems;
}

/**
 * One try on a page of its own: `run` notes what was wrong; to that is added anything it threw, every uncaught
 * page error, and the server's script having run. The page's context is closed after.
 */
async function attempt(
  options: Parameters<typeof openPage>[1],
  run: (opened: Awaited<ReturnType<typeof openPage>>, problems: string[]) => Promise<void>,
): Promise<string[]> {
  const opened = await openPage(browser(), options);
  const problems: string[] = [];
  try {
    await run(opened, problems);
    const pwned = await opened.page
      .evaluate(() => (window as unknown as { __pwned?: number }).__pwned)
      .catch(() => undefined);
    if (pwned) problems.push("the server's HTML ran");
  } catch (error) {
    problems.push(`threw: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    problems.push(...opened.pageErrors.map((e) => `page error: ${e.slice(0, 120)}`));
    await opened.context.close();
  }
  return problems;
}

async function tryCall(target: Target, call: Call, fault: Fault, token: string): Promise<string[]> {
  return attempt({ token }, async ({ page }, problems) => {
    if (fault === '30 s delay') await page.clock.install();
    const faulted = await inject(page, call, fault);
    await page.goto(`${baseUrl()}${target.path}`);
    if (fault === '401') {
      problems.push(...(await sentToLogInAndBack(page, target.path, faulted.heal)));
    } else if (fault === '30 s delay') {
      problems.push(...(await thirtySecondsOn(page, faulted.requested)));
      if (!call.silent && (await busyCount(page)) === 0 && !(await busyBehindTabs(page)))
        problems.push('nothing says it is loading');
      faulted.heal();
      if (!(await settled(page))) problems.push('still busy once answered');
      if (!(await hasHeading(page))) problems.push('no page once answered');
    } else {
      const message =
        (await firstAlert(page, call.silent ? 2_500 : 6_000)) ?? (call.silent ? null : await alertBehindTabs(page));
      if (call.silent) {
        if (message) problems.push(`says "${message.slice(0, 80)}" for a call whose failure is only logged`);
        if (!(await hasHeading(page))) problems.push('no page');
        if (!(await settled(page))) problems.push('left busy');
      } else if (!message) {
        problems.push('no message');
      } else {
        problems.push(...messageProblems(message, fault));
        await page.waitForLoadState('networkidle').catch(() => {});
        if (!(await settled(page, 3_000))) problems.push('left busy');
        const before = faulted.count();
        faulted.heal();
        if (!(await retryAll(page))) problems.push('no retry');
        else {
          const gone = await settles(expect.poll(() => visibleAlerts(page), { timeout: 10_000 }).toEqual([]));
          if (!gone) problems.push('the retry did not recover');
          if (faulted.count() <= before) problems.push('the retry did not call again');
        }
      }
    }
  });
}

/** What a user types into a field of each kind (the form's own checks pass with these). */
const TYPED: Record<string, string> = {
  email: DEMO_STUDENT.email,
  password: DEMO_STUDENT.password,
  tel: '0501234567',
  number: '5',
  textarea: 'رسالة تجريبية تكفي لتمرّ من فحص الطول، كتبها مستخدم جديد.',
  text: 'سارة أحمد',
};

const FIELDS =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="search"]), textarea';

/** The values in the main form's fields, in order. */
const typedValues = (page: Page) =>
  page
    .getByRole('main')
    .locator('form')
    .first()
    .locator(FIELDS)
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLInputElement).value));

/**
 * Fills the page's main form as a user would (each visible field by its kind, every box ticked) and sends
 * it. Returns what was typed, and the first field's name (a 422 names it).
 */
async function fillAndSend(page: Page): Promise<{ typed: string[]; field: string }> {
  const form = page.getByRole('main').locator('form').first();
  const fields = form.locator(FIELDS);
  let field = '';
  for (let i = 0; i < (await fields.count()); i += 1) {
    const input = fields.nth(i);
    if (!(await input.isVisible()) || !(await input.isEditable())) continue;
    const kind =
      (await input.evaluate((n) => (n.tagName === 'TEXTAREA' ? 'textarea' : (n as HTMLInputElement).type))) ?? 'text';
    await input.fill(TYPED[kind] ?? TYPED.text ?? '');
    field ||= (await input.getAttribute('name')) ?? '';
  }
  const boxes = form.locator('input[type="checkbox"]');
  for (let i = 0; i < (await boxes.count()); i += 1) {
    if (await boxes.nth(i).isVisible()) await boxes.nth(i).check();
  }
  const typed = await typedValues(page);
  await form.locator('button[type="submit"]').first().click();
  return { typed, field: field || 'name' };
}

/**
 * A screen's form and the calls sending it makes. Who sends it comes from the call's contract row: a
 * student's call as the student; a visitor's call as a visitor, and, unless it is one of the account flows
 * (logging in, registering, a new password), as the student too for the 401 (a public form sent while
 * signed in: the session ended, not a refusal).
 */
interface FormAction {
  screen: string;
  path: string;
  calls: (Call & { auth: 'student' | 'visitor'; accountFlow: boolean })[];
  /** A pay button's label (a message key), when the action is pressing it rather than sending the main form. */
  press?: PayLabel;
}
const ACCOUNT_FLOWS = new Set(accountRows.map((row) => row.name.replace(/ \(.*\)$/, '')));
const authOf = (name: string) => CONTRACT.find((row) => row.name.replace(/ \(.*\)$/, '') === name)?.auth ?? 'student';

/**
 * The pay buttons, by their labels (spec sections 7, 8: the checkout of the cart and the plans, the course page's
 * subscribe): none sends a form, so each screen's first one is pressed as the student. The profile's plan tab
 * shows the plans' own buttons.
 */
const PAY_LABELS = ['cart.payNow', 'plan.subscribe', 'plan.renew', 'course.subscribe'] as const;
type PayLabel = (typeof PAY_LABELS)[number];
const payButton = (page: Page, label: PayLabel) =>
  page
    .getByRole('main')
    .getByRole('button', { name: text('ar', label), exact: true })
    .first();

/**
 * The non-GET calls `act` makes, each answered here with an empty success so the demo's state is not changed.
 */
async function callsSent(page: Page, act: () => Promise<void>): Promise<FormAction['calls']> {
  const seen = new Map<string, { method: string; pathname: string }>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/') && request.method() !== 'GET')
      seen.set(`${request.method()} ${pathname}`, { method: request.method(), pathname });
  });
  await page.route(/\/api\/v1\//, (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status: 200, json: { data: {} } }),
  );
  await act();
  await page.waitForTimeout(1_000);
  return [...seen.values()].map((c) => {
    const name = nameOfCall(CONTRACT, c.method, c.pathname) ?? `unnamed ${c.method} ${c.pathname}`;
    return { ...c, name, auth: authOf(name), accountFlow: ACCOUNT_FLOWS.has(name) };
  });
}

/** Each screen's first pay button, as the student, and the calls pressing it makes. */
async function discoverPayButtons(targets: Target[], token: string): Promise<FormAction[]> {
  const found: FormAction[] = [];
  await eachConcurrently(
    targets.filter((t) => t.path !== SHELL_PATH),
    3,
    async (target) => {
      const { context, page } = await openPage(browser(), { token });
      try {
        await page.goto(`${baseUrl()}${target.path}`);
        if (!(await hasHeading(page))) return;
        await page.waitForLoadState('networkidle');
        let press: PayLabel | undefined;
        for (const label of PAY_LABELS) {
          if (!press && (await payButton(page, label).isVisible())) press = label;
        }
        if (!press) return;
        const button = payButton(page, press);
        const calls = await callsSent(page, () => button.click());
        if (calls.length > 0) found.push({ screen: target.screen, path: target.path, calls, press });
      } finally {
        await context.close();
      }
    },
  );
  return found;
}

async function discoverForms(targets: Target[], token: string): Promise<FormAction[]> {
  const found: FormAction[] = [];
  await eachConcurrently(
    targets.filter((t) => t.path !== SHELL_PATH),
    3,
    async (target) => {
      for (const who of [token, null]) {
        const { context, page } = await openPage(browser(), who ? { token: who } : {});
        try {
          await page.goto(`${baseUrl()}${target.path}`);
          if (!(await hasHeading(page))) continue;
          await page.waitForLoadState('networkidle');
          // Sent elsewhere (a student-only page asks a visitor to log in): that form is its own screen's.
          if (new URL(page.url()).pathname !== new URL(`${baseUrl()}${target.path}`).pathname) continue;
          const form = page.getByRole('main').locator('form').first();
          if ((await form.count()) === 0 || (await form.locator('button[type="submit"]').count()) === 0) continue;
          const calls = await callsSent(page, async () => {
            await fillAndSend(page);
          });
          if (calls.length > 0) found.push({ screen: target.screen, path: target.path, calls });
          return;
        } finally {
          await context.close();
        }
      }
    },
  );
  return found;
}

/**
 * A form sent while its call fails: the message in the language, nothing typed lost, the send button no
 * longer busy; a 401 to a student sends them to log in and back to the form, what they typed still there.
 */
async function tryForm(action: FormAction, call: Call, fault: Fault, token: string | null): Promise<string[]> {
  return attempt(token ? { token } : {}, async ({ page }, problems) => {
    if (fault === '30 s delay') await page.clock.install();
    await page.goto(`${baseUrl()}${action.path}`);
    await hasHeading(page);
    await page.waitForLoadState('networkidle');
    const { press } = action;
    const first = press
      ? null
      : await page.getByRole('main').locator('form').first().locator(FIELDS).first().getAttribute('name');
    const faulted = await inject(page, call, fault, first ?? 'name');
    // A pay button has nothing typed to keep.
    const typed = press ? null : (await fillAndSend(page)).typed;
    if (press) await payButton(page, press).click();
    const kept = async (when: string) => {
      if (!typed) return;
      // The form may still be loading (the cart's rows come first): up to 5 s for the values to be back.
      const back = await settles(expect.poll(() => typedValues(page), { timeout: 5_000 }).toEqual(typed));
      if (!back) problems.push(`what was typed is lost ${when}`);
    };
    if (fault === '401' && token) {
      const gaps = await sentToLogInAndBack(page, action.path, faulted.heal);
      problems.push(...gaps);
      if (gaps.length === 0) {
        await hasHeading(page);
        await page.waitForLoadState('networkidle');
        await kept('after logging in again');
      }
    } else if (fault === '30 s delay') {
      problems.push(...(await thirtySecondsOn(page, faulted.requested)));
      if ((await busyCount(page)) === 0) problems.push(`the ${press ? 'pay' : 'send'} button does not say it is busy`);
      faulted.heal();
      if (!(await settled(page))) problems.push('still busy once answered');
    } else {
      const message = await firstAlert(page, 8_000);
      if (!message) problems.push('no message');
      else problems.push(...messageProblems(message, fault));
      // A 422 names a field: that field is marked, its message tied to it.
      if (
        fault === '422' &&
        !press &&
        (await page.locator('main [aria-invalid="true"][aria-describedby]').count()) === 0
      )
        problems.push('the field the server named is not marked');
      if (!(await settled(page, 5_000))) problems.push('left busy');
      await kept('after the failure');
    }
  });
}

/**
 * The page read online under the service worker, then opened again with the browser offline: it opens, says
 * it is offline, and each of its calls is answered from the copy kept or, if none was, said in the language
 * (a call whose failure is only logged: nothing said); nothing is left busy, and once back online a page
 * with something missing gets it by itself. Returns what was wrong, by call.
 */
async function tryOfflineAfterLoad(target: Target, token: string): Promise<Map<string, string[]>> {
  const byCall = new Map<string, string[]>(target.calls.map((call) => [call.name, []]));
  const common = await attempt({ token, serviceWorker: true }, async ({ context, page }, common) => {
    await page.goto(`${baseUrl()}${target.path}`);
    await hasHeading(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    // Read once under the worker's control: what it keeps.
    await page.reload({ waitUntil: 'networkidle' });
    await hasHeading(page);
    await context.setOffline(true);
    const answered = new Set<string>();
    const unanswered = new Set<string>();
    const nameOf = (url: string, method: string) => {
      const { pathname } = new URL(url);
      return target.calls.find((call) => call.method === method && call.pathname === pathname)?.name;
    };
    page.on('requestfinished', (request) => {
      const name = nameOf(request.url(), request.method());
      if (name) answered.add(name);
    });
    page.on('requestfailed', (request) => {
      const name = nameOf(request.url(), request.method());
      if (name) unanswered.add(name);
    });
    await page.reload();
    if (!(await hasHeading(page))) common.push('no page offline');
    const notice = page.getByRole('status').filter({ hasText: text('ar', 'offline.notice') });
    if (!(await settles(notice.first().waitFor({ timeout: 10_000 })))) common.push('does not say it is offline');
    await page.waitForTimeout(1_500);
    if (!(await settled(page, 5_000))) common.push('left busy');
    const missing = target.calls.filter((call) => unanswered.has(call.name) && !answered.has(call.name));
    const said = missing.some((call) => !call.silent) ? await firstAlert(page, 5_000) : null;
    for (const call of missing) {
      const problems = byCall.get(call.name) ?? [];
      if (call.silent) continue;
      if (!said) problems.push('not kept, and nothing said');
      else problems.push(...messageProblems(said, 'offline'));
    }
    if (said) {
      await context.setOffline(false);
      const back = await settles(expect.poll(() => visibleAlerts(page), { timeout: 15_000 }).toEqual([]));
      if (!back) common.push('not back by itself once online');
    }
  });
  for (const [name, problems] of byCall) byCall.set(name, [...common, ...problems]);
  return byCall;
}

/**
 * A form sent (a pay button pressed) once the browser has gone offline after the page loaded: it says at once,
 * in the language, that it needs a connection, keeps everything typed and is not left busy; back online, sent
 * again as it is (nothing retyped), its call goes out (answered with an empty success: the demo's state stays).
 */
async function tryFormOffline(action: FormAction, call: Call, token: string | null): Promise<string[]> {
  return attempt(token ? { token } : {}, async ({ context, page }, problems) => {
    await page.goto(`${baseUrl()}${action.path}`);
    await hasHeading(page);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const { press } = action;
    const typed = press ? null : (await fillAndSend(page)).typed;
    if (press) await payButton(page, press).click();
    const message = await firstAlert(page, 8_000);
    if (!message) problems.push('no message');
    else if (!message.includes(text('ar', 'offline.needsConnection')))
      problems.push(`says "${message.slice(0, 80)}", not that it needs a connection`);
    if (!(await settled(page, 5_000))) problems.push('left busy');
    if (typed && !(await settles(expect.poll(() => typedValues(page), { timeout: 5_000 }).toEqual(typed))))
      problems.push('what was typed is lost');
    await context.setOffline(false);
    let sent = 0;
    await page.route(
      (url) => url.pathname === call.pathname,
      (route) => {
        if (route.request().method() !== call.method) return route.fallback();
        sent += 1;
        return route.fulfill({ status: 200, json: { data: {} } });
      },
    );
    // The failure's popup, if any, closed as a user would.
    if ((await page.getByRole('alertdialog').count()) > 0) await page.keyboard.press('Escape');
    await settles(expect.poll(() => page.getByRole('alertdialog').count(), { timeout: 5_000 }).toBe(0));
    if (press) await payButton(page, press).click();
    else await page.getByRole('main').locator('form').first().locator('button[type="submit"]').first().click();
    if (!(await settles(expect.poll(() => sent, { timeout: 10_000 }).toBeGreaterThan(0))))
      problems.push('not sent again once back online');
  });
}

/** The screen's own code fails to load on an in-app visit: a message with a retry that loads it. */
async function tryChunk(target: Target, token: string): Promise<string[]> {
  return attempt({ token }, async ({ page }, problems) => {
    await page.goto(`${baseUrl()}${SHELL_PATH}`);
    await hasHeading(page);
    let healed = false;
    await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, (route) => (healed ? route.fallback() : route.abort('failed')));
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, target.path);
    const message = await firstAlert(page, 10_000);
    if (!message?.includes(text('ar', 'chunk.failed'))) problems.push(`says "${message?.slice(0, 80)}"`);
    healed = true;
    const retry = page.getByRole('main').getByRole('button', { name: text('ar', 'chunk.retry') });
    if ((await retry.count()) === 0) problems.push('no retry');
    else {
      await retry.click();
      const loaded = await settles(expect.poll(() => visibleAlerts(page), { timeout: 10_000 }).toEqual([]));
      if (!loaded || !(await hasHeading(page))) problems.push('the retry did not load the screen');
    }
  });
}

describe('the failure matrix', () => {
  it('handles every fault of every call of every screen, and every screen code that fails to load', async () => {
    const token = await studentToken();
    // MATRIX_SCREENS=home,plans tries only those screens (by route id; 'shell' for the shell's calls).
    const only = process.env.MATRIX_SCREENS?.split(',').map((s) => s.trim());
    const targets = (await discover(token)).filter(
      (t) => !only || only.some((id) => t.screen === id || (id === 'shell' && t.path === SHELL_PATH)),
    );
    const jobs: (() => Promise<Cell>)[] = [];
    for (const target of targets) {
      for (const call of target.calls) {
        for (const fault of FAULTS) {
          jobs.push(async () => ({
            screen: target.screen,
            call: call.name,
            column: fault,
            problems: call.name.startsWith('unnamed')
              ? ['a call no contract row names']
              : await tryCall(target, call, fault, token),
          }));
        }
      }
      if (target.calls.length > 0) {
        // One offline visit a screen, a cell per call.
        let visit: Promise<Map<string, string[]>> | null = null;
        for (const call of target.calls) {
          jobs.push(async () => {
            visit ??= tryOfflineAfterLoad(target, token);
            return {
              screen: target.screen,
              call: call.name,
              column: 'offline after load',
              problems: call.name.startsWith('unnamed')
                ? ['a call no contract row names']
                : ((await visit).get(call.name) ?? []),
            };
          });
        }
      }
      if (target.tryCode) {
        jobs.push(async () => ({
          screen: target.screen,
          call: 'its code',
          column: 'chunk',
          problems: await tryChunk(target, token),
        }));
      }
    }
    const actions = [...(await discoverForms(targets, token)), ...(await discoverPayButtons(targets, token))];
    for (const action of actions) {
      for (const call of action.calls) {
        // A pay button is pressed as the student, who alone sees it.
        const tries: { fault: Fault; who: string | null; as: string }[] = FAULTS.map((fault) =>
          action.press
            ? { fault, who: token, as: 'paid' }
            : {
                fault,
                who: call.auth === 'student' ? token : null,
                as: call.auth === 'student' ? 'sent' : 'sent by a visitor',
              },
        );
        if (!action.press && call.auth === 'visitor' && !call.accountFlow)
          tries.push({ fault: '401', who: token, as: 'sent signed in' });
        const offlineTry = tries[0];
        if (offlineTry) {
          jobs.push(async () => ({
            screen: `${action.screen} (${offlineTry.as})`,
            call: call.name,
            column: 'offline after load',
            problems: call.name.startsWith('unnamed')
              ? ['a call no contract row names']
              : await tryFormOffline(action, call, offlineTry.who),
          }));
        }
        for (const { fault, who, as } of tries) {
          jobs.push(async () => ({
            screen: `${action.screen} (${as})`,
            call: call.name,
            column: fault,
            problems: call.name.startsWith('unnamed')
              ? ['a call no contract row names']
              : await tryForm(action, call, fault, who),
          }));
        }
      }
    }
    const cells: Cell[] = [];
    await eachConcurrently(jobs, 3, async (job) => {
      cells.push(await job());
    });
    const order = targets.flatMap((t) =>
      ['', ' (sent)', ' (sent by a visitor)', ' (sent signed in)', ' (paid)'].map((as) => `${t.screen}${as}`),
    );
    cells.sort((a, b) => order.indexOf(a.screen) - order.indexOf(b.screen));
    const { table, gaps } = printMatrix(cells);
    const callsOf = order
      .map((screen) => {
        const names = [...new Set(cells.filter((c) => c.screen === screen && c.column !== 'chunk').map((c) => c.call))];
        return names.length ? `- ${screen}: ${names.join(', ')}` : '';
      })
      .filter(Boolean);
    const report = `${table}\n\nThe calls tried:\n${callsOf.join('\n')}\n\n${cells.length} cells, ${gaps.length} not handled\n${gaps.join('\n')}\n`;
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/failure-matrix.md', report);
    console.log(report);
    // The README's figure is the whole matrix's, never a part of it.
    if (!only) recordFigures('failureMatrix', { cells: cells.length, gaps: gaps.length });
    expect(gaps).toEqual([]);
  }, 900_000);
});
