/**
 * The route sweep: every screen of the route registry is loaded once per language and data profile, and
 * every whole-page probe runs on that one load. The two profiles are a file each (so the two end-to-end
 * workers can take one each): e2e/sweep-demo.test.ts (the demo API's own data, the network slowed, the fonts
 * late) and e2e/sweep-hostile.test.ts (the hostile corpus through every answer, with a very long name and
 * e-mail). What each probe guarantees, and the mutation that shows it can fail: docs/testing.md.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { href } from '../app/paths';
import {
  BUILT_SCREENS,
  expectNoAxeViolations,
  type Lang,
  type OpenedPage,
  openPage,
  PRODUCT_NAME,
  sample,
  sidewaysScroll,
  startBrowserForFile,
  studentToken,
  text,
} from './support';

/**
 * How long a probe waits (vi.waitUntil) for a call the app makes after the network first fell quiet: a busy
 * machine can run the code that asks for it more than 500 ms after the last answer.
 */
export const WAIT_FOR_THE_APP = { timeout: 15_000, interval: 100 };

/** A course no server has: its page says so, and its three calls' 404s are that page's point, not faults. */
export const MISSING_COURSE = href('course', { slug: 'no-such-course' });

/**
 * The sweep's pages: one path per screen (its canonical one, with sample parameters), the not-found page
 * and a course that does not exist. A screen's other paths (aliases) open the same screen by the router's
 * own matching: app/routes.test.tsx, not a browser load each.
 */
export const SWEEP_PATHS: { path: string; studentOnly: boolean }[] = [
  ...BUILT_SCREENS.map((r) => ({ path: sample(r.path), studentOnly: r.studentOnly })),
  { path: '/no-such-page', studentOnly: false },
  { path: MISSING_COURSE, studentOnly: false },
];

/**
 * One language's share of SWEEP_PATHS in a profile: a screen with a module of its own is in every share;
 * screens that share one module (the six policies, the six course-part demos, the two payment results, the
 * two lists of the student's courses: one layout, other content) take turns between the two languages, and
 * each profile starts the turns from the other language, so each of them is still loaded in both languages
 * and in both profiles, once in each.
 */
export function sweepPaths(turn: number): { path: string; studentOnly: boolean }[] {
  const siblings = new Map<unknown, string[]>();
  for (const screen of BUILT_SCREENS) siblings.set(screen.load, [...(siblings.get(screen.load) ?? []), screen.path]);
  return SWEEP_PATHS.filter(({ path }) => {
    const screen = BUILT_SCREENS.find((r) => sample(r.path) === path);
    const group = screen ? (siblings.get(screen.load) ?? []) : [];
    return group.length <= 1 || group.indexOf(screen?.path ?? '') % 2 === turn % 2;
  });
}

/** What a profile's visit is given: where, in which language and width, and for whom. */
export interface Visit {
  path: string;
  studentOnly: boolean;
  lang: Lang;
  width: number;
  /** The demo student's token, fetched once for the file. */
  token: string;
  /** The language's share of the sweep (the demo routes use it to pick which one meets an empty catalogue). */
  share: string[];
  open: (options: Parameters<typeof openPage>[1]) => Promise<OpenedPage>;
}

/** A data profile: its widths per language, which turn of the shared screens each language takes, its visit. */
export interface Profile {
  title: string;
  widths: Record<Lang, number>;
  turns: Record<Lang, number>;
  /** Pages loaded at once (each waits on its network and its clicks most of the time). */
  pages: number;
  /** Loads the page and runs every probe; resolves the problems found (none: []). */
  visit: (visit: Visit) => Promise<string[]>;
}

/** At most `limit` tasks at a time, in the order asked. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * The file's tests: one per route and language (`<path> (<lang>, <width> px)`), each failing with the list
 * of what every probe found there. The routes run `profile.pages` at a time.
 */
export function sweep(profile: Profile) {
  const browser = startBrowserForFile();
  let token = '';
  beforeAll(async () => {
    token = await studentToken();
  });
  const slot = limiter(profile.pages);
  describe.concurrent(profile.title, () => {
    for (const lang of ['ar', 'en'] as const) {
      const width = profile.widths[lang];
      const share = sweepPaths(profile.turns[lang]);
      for (const { path, studentOnly } of share) {
        it(`${path} (${lang}, ${width} px)`, async ({ expect }) => {
          const problems = await slot(() =>
            profile.visit({
              path,
              studentOnly,
              lang,
              width,
              token,
              share: share.map((s) => s.path),
              // With motion: the pages as most visitors see them (layout shift, axe, sideways scroll).
              open: (options) => openPage(browser(), { ...options, motion: true }),
            }),
          );
          expect(problems).toEqual([]);
          // A hang's limit, not a busy hour's: a page takes 5–40 s on a loaded machine.
        }, 240_000);
      }
    }
  });
}

/**
 * The shell around a page (spec section 2), as problems found (none: []): the page's h1 in main, the
 * brand link in the banner, one footer, a title starting with the product's name, a description naming
 * the page and the product, and the language's direction.
 */
export async function shellLayoutProblems(page: Page, lang: Lang): Promise<string[]> {
  const name = PRODUCT_NAME[lang];
  try {
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .waitFor();
  } catch {
    return ['no h1 in main or no brand link in the banner'];
  }
  const problems: string[] = [];
  if ((await page.getByRole('contentinfo').count()) !== 1) problems.push('not one footer');
  const title = await page.title();
  if (!title.startsWith(name)) problems.push(`title "${title}"`);
  // A description per screen: the page's own title and the product name.
  const own = title.split(' | ')[1] ?? name;
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  if (!description.includes(own) || !description.includes(name)) problems.push(`description "${description}"`);
  const dir = await page.evaluate(() => document.documentElement.dir);
  if (dir !== (lang === 'ar' ? 'rtl' : 'ltr')) problems.push(`dir ${dir}`);
  return problems;
}

/** Every image and video that reserves no box before it arrives (neither a width and height nor an aspect ratio). */
export const unsizedMedia = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement | HTMLVideoElement>('img, video')]
      .filter((el) => !(el.getAttribute('width') && el.getAttribute('height')))
      .filter((el) => getComputedStyle(el).aspectRatio === 'auto')
      .map((el) => el.outerHTML.slice(0, 80)),
  );

/** What axe (WCAG 2.2 A/AA and best practices, the whole page) finds on the page as it is now: the rules broken and where. */
export async function axeProblems(
  page: Page,
  options: Parameters<typeof expectNoAxeViolations>[1] = {},
): Promise<string[]> {
  try {
    await expectNoAxeViolations(page, options);
    return [];
  } catch (error) {
    // The rules broken and where (the assertion's list), else the start of the message (the page's HTML).
    const found = (error as { actual?: unknown }).actual;
    return [`axe ${Array.isArray(found) ? found.join('; ') : (error as Error).message.slice(0, 400)}`];
  }
}

/** The page scrolls sideways: a problem, with by how much. */
export async function sidewaysProblems(page: Page, where: string): Promise<string[]> {
  const over = await sidewaysScroll(page);
  return over > 0 ? [`${where}: scrolls sideways by ${over} px (${await widest(page)})`] : [];
}

/**
 * The element that reaches furthest past the window's sides, named by its tag, class and first words: of those
 * that reach as far, the last in the document (the innermost, where a wide box holds the one that widens it).
 */
const widest = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let found = { past: 0, name: 'nothing past the sides' };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      const past = Math.max(box.right - width, -box.left);
      if (box.width === 0 || past < found.past) continue;
      const words = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      found = {
        past,
        name: `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${Math.round(past)} px past: "${words}"`,
      };
    }
    return found.name;
  });

/**
 * Opens, in turn, every tab of the page's main area, every closed question (an answer is drawn once
 * opened), the notifications panel and the account menu (for a student), and runs `probe` on each state
 * (where: what is open). The account menu must lie on the screen, each of its items too. With `axe`, axe
 * also runs on the panel and on the menu while each is open, with the top bar it opens from (the rest of the
 * page is the whole-page run's, as loaded), leaving out what `axe.exclude` names.
 */
export async function openEverything(
  page: Page,
  lang: Lang,
  probe: (where: string) => Promise<string[]>,
  { questions, axe }: { questions: boolean; axe?: { exclude?: string[] } },
): Promise<string[]> {
  const axeOn = async (where: string, part: string) =>
    axe
      ? (await axeProblems(page, { include: [part, 'header'], exclude: axe.exclude })).map((p) => `${where}: ${p}`)
      : [];
  const problems: string[] = [];
  const tabs = page.getByRole('main').getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i += 1) {
    await tabs.nth(i).click();
    await page.waitForTimeout(200);
    problems.push(...(await probe(`tab ${i + 1}`)));
  }
  if (questions) {
    const closed = page.getByRole('main').locator('[data-accordion] button[aria-expanded="false"]');
    for (let i = await closed.count(); i > 0; i -= 1) await closed.first().click();
    if ((await page.getByRole('main').locator('[data-accordion] button').count()) > 0)
      problems.push(...(await probe('every question open')));
  }
  const bell = page.getByRole('button', { name: text(lang, 'notifications.open') });
  if ((await bell.count()) > 0) {
    await bell.first().click();
    // The rows come just after the panel (its content is busy until they are drawn).
    await page.locator('[role="dialog"] [aria-busy="false"]').waitFor();
    await page.waitForTimeout(300);
    problems.push(...(await probe('the notifications panel open')));
    problems.push(...(await axeOn('the notifications panel open', '[role="dialog"]')));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  const account = page.getByRole('banner').getByRole('button', { name: text(lang, 'menu.label') });
  if ((await account.count()) > 0) {
    await account.first().click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const width = page.viewportSize()?.width ?? 0;
    const boxes = [
      await menu.boundingBox(),
      ...(await Promise.all((await menu.getByRole('menuitem').all()).map((item) => item.boundingBox()))),
    ];
    if (boxes.some((b) => !b || b.x < 0 || b.x + b.width > width + 0.5))
      problems.push(`the account menu or an item of it is off the screen (${JSON.stringify(boxes)})`);
    problems.push(...(await probe('the account menu open')));
    problems.push(...(await axeOn('the account menu open', '[role="menu"]')));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }
  return problems;
}
