#!/usr/bin/env node
/**
 * `npm run interactions`: how long the main interactions of each screen take on a phone, as INP counts them.
 * A 375 px touch screen with the CPU slowed 4x through DevTools (`Emulation.setCPUThrottlingRate`, from before
 * the page loads), signed in as the demo student, in Arabic and in English. Each interaction gets
 * a fresh page (its first time there, the slowest), waits until the page is quiet (no long task for a second),
 * taps its control once and reads the Event Timing API: an interaction's duration is its longest event's
 * (input to the next paint), entries under 16 ms are not reported. Prints the table (the median of RUNS,
 * default 3, and every run) and exits 1 when a median is over 100 ms (scripts/interactions-report.mjs). A
 * benchmark, not a test: its figures depend on the machine; the latest are in the README.
 *
 *   npm run interactions                 # builds and serves the app itself (scripts/served-build.mjs)
 *   npm run interactions -- http://127.0.0.1:5173   # a build already served with the demo API
 *   npm run interactions -- <base> <base>           # two builds (before and after), measured in turns
 *
 * RUNS (default 3); ONLY=<text>: the interactions whose screen or name contains it; LANGS (default ar,en).
 * Uses Chromium at CHROMIUM_PATH or /usr/bin/chromium with the project's flags (scripts/browser.mjs).
 */
import { launchChromium } from './browser.mjs';
import { demoStudentExam, demoStudentToken } from './demo-student.mjs';
import { recordFigures } from './figures.mjs';
import {
  actionDuration,
  EVENT_THRESHOLD_MS,
  figureRows,
  INTERACTION_LIMIT_MS,
  report,
} from './interactions-report.mjs';
import { servedBuild } from './served-build.mjs';

const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };
const CPU_SLOWDOWN = 4;
/** How long the main thread must be free of long tasks before a tap, and the longest wait for that. */
const QUIET_MS = 1000;
const QUIET_WITHIN_MS = 20_000;
const runs = Number(process.env.RUNS || 3);
const langs = (process.env.LANGS || 'ar,en').split(',');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const MENU = 'header button[aria-expanded]:not([aria-haspopup])';
const FILTERS = 'main button[aria-haspopup="dialog"]';

/**
 * The interactions: a screen, the control tapped once (`target`), what shows the tap was answered (`done`: a
 * selector that becomes visible, or a check given the page and its language before the tap; looked at now
 * and then from here, since a polling wait would run in the page's frames and be counted), and for a control
 * behind another, the one tapped first to reach it (`first`, not measured). The issue's list: the bell, the
 * menu, a catalogue filter, the next page of a list, a course tab, an exam answer, the language switch; and
 * the avatar menu, the top bar's other popup.
 */
const INTERACTIONS = [
  {
    screen: '/home',
    action: 'open the bell',
    target: 'header button[aria-haspopup="dialog"]',
    done: '[role="dialog"] h2',
  },
  {
    screen: '/home',
    action: 'open the account menu',
    target: 'header button[aria-haspopup="menu"]',
    done: '[role="menu"] [role="menuitem"]',
  },
  { screen: '/home', action: 'open the menu', target: MENU, done: '[role="dialog"] nav a' },
  {
    screen: '/home',
    action: 'switch the language',
    first: MENU,
    target: '[role="dialog"] button:has(> span[lang])',
    done: async (page, before) => (await page.evaluate(() => document.documentElement.lang)) !== before.lang,
  },
  {
    screen: '/courses-page',
    action: 'open the filters',
    target: FILTERS,
    done: '[role="dialog"] input[type="checkbox"]',
  },
  {
    screen: '/courses-page',
    action: 'choose a filter',
    first: FILTERS,
    target: '[role="dialog"] label:has(input[type="checkbox"])',
    done: '[role="dialog"] input[type="checkbox"]:checked',
  },
  {
    screen: '/courses-page',
    action: 'next page',
    target: 'main nav a[rel="next"]',
    done: async (page) => new URL(page.url()).searchParams.get('page') === '2',
  },
  {
    screen: '/single_course/python-for-beginners',
    action: 'open a tab (reviews)',
    target: '#course-tab-reviews',
    done: '#course-tab-reviews[aria-selected="true"]',
  },
  {
    screen: '/single_course/:courseId/exam/:examId',
    action: 'answer a question',
    path: ({ course, examId }) => `/single_course/${course.id}/exam/${examId}?course=${course.slug}`,
    target: 'fieldset[id^="question-"] label',
    done: 'fieldset[id^="question-"] input[type="radio"]:checked',
  },
];

/** Runs in each page before the app: collects Event Timing entries, and when the last long task ended. */
function observe(threshold) {
  const state = { events: [], busyUntil: 0 };
  Object.defineProperty(window, '__darsTiming', { value: state });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      state.events.push({ name: e.name, interactionId: e.interactionId, duration: e.duration, startTime: e.startTime });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.busyUntil = Math.max(state.busyUntil, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** Waits until the page has loaded and no long task has run for QUIET_MS (at most QUIET_WITHIN_MS). */
async function quiet(page) {
  await page
    .waitForFunction(
      (ms) =>
        document.readyState === 'complete' &&
        document.fonts.status === 'loaded' &&
        performance.now() - window.__darsTiming.busyUntil > ms,
      QUIET_MS,
      { polling: 250, timeout: QUIET_WITHIN_MS },
    )
    .catch(() => {});
}

/**
 * One touch at the control's centre, as a finger's: raw input, not Playwright's tap, whose hit-target check
 * runs in the page during the very events measured.
 */
async function tap(page, locator) {
  const control = locator.first();
  await control.waitFor();
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The duration of what one tap on `target` caused (null: every event under the threshold). */
async function measure(page, interaction) {
  const target = page.locator(interaction.target);
  if (interaction.first) {
    await tap(page, page.locator(interaction.first));
    await target.first().waitFor();
  }
  await target.first().scrollIntoViewIfNeeded();
  await quiet(page);
  const before = await page.evaluate(() => {
    window.__darsTiming.events.length = 0;
    return { since: performance.now(), lang: document.documentElement.lang };
  });
  await tap(page, target);
  const done =
    typeof interaction.done === 'string'
      ? () => page.locator(interaction.done).first().isVisible()
      : () => interaction.done(page, before);
  // Looked at first after half a second, when most taps have been answered: a look is a task in the page.
  for (const deadline = Date.now() + 30_000; ; ) {
    await sleep(500);
    if (await done()) break;
    if (Date.now() > deadline) throw new Error(`${interaction.screen} ${interaction.action}: nothing happened`);
  }
  // The entries come after the next paint; with none in 2 s, every event was under the threshold.
  const reported = () => page.evaluate((t) => window.__darsTiming.events.filter((e) => e.startTime >= t), before.since);
  for (const deadline = Date.now() + 2000; Date.now() < deadline; await sleep(100))
    if ((await reported()).some((e) => e.interactionId)) break;
  await sleep(300);
  return actionDuration(await reported());
}

/** One run of `interaction` on a fresh phone page of the build at `site.base`. */
async function runOnce(browser, site, interaction, lang) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(
      ([t, l]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('lang', l);
      },
      [site.token, lang],
    );
    await context.addInitScript(observe, EVENT_THRESHOLD_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${site.base}${interaction.path ? interaction.path(site.exam) : interaction.screen}`);
    // The live app in place of the page the build prerendered (which it replaces, controls and all).
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', timeout: 60_000 });
    return await measure(page, interaction);
  } finally {
    await context.close();
  }
}

// Several builds already served (e.g. before and after a change) are measured in turns, run by run, so
// that the machine's changing load falls on each alike; each gets its own table.
const given = process.argv.slice(2);
const served = given.length ? null : await servedBuild('interactions');
const bases = given.length ? given : [served.base];
const browser = await launchChromium();
let status = 1;
try {
  const sites = [];
  for (const base of bases) {
    const token = await demoStudentToken(base);
    sites.push({ base, token, exam: await demoStudentExam(base, token), results: [] });
  }
  const chosen = INTERACTIONS.filter((i) => !process.env.ONLY || `${i.screen} ${i.action}`.includes(process.env.ONLY));
  console.log(
    `${chosen.length} interactions × ${langs.join(', ')} × ${runs} runs: 375 px touch, CPU ${CPU_SLOWDOWN}x, demo student, ${bases.join(' and ')}`,
  );
  for (const lang of langs) {
    for (const interaction of chosen) {
      const measured = sites.map(() => []);
      for (let run = 0; run < runs; run += 1)
        for (const [i, site] of sites.entries()) measured[i].push(await runOnce(browser, site, interaction, lang));
      for (const [i, site] of sites.entries()) {
        const { screen, action } = interaction;
        site.results.push({ screen, action, lang, runs: measured[i] });
        const shown = measured[i].map((ms) => ms ?? `<${EVENT_THRESHOLD_MS}`).join(', ');
        console.log(`  ${lang} ${screen} ${action}: ${shown} ms${sites.length > 1 ? ` (${site.base})` : ''}`);
      }
    }
  }
  const over = [];
  for (const site of sites) {
    const table = report(site.results);
    console.log(`\n${site.base}`);
    for (const line of table.lines) console.log(line);
    over.push(...table.over.map((line) => (sites.length > 1 ? `${site.base} ${line}` : line)));
  }
  // The README shows the app as built here, every interaction in both languages.
  if (!given.length && !process.env.ONLY && langs.join() === 'ar,en')
    recordFigures('interactions', {
      width: PHONE.viewport.width,
      cpuSlowdown: CPU_SLOWDOWN,
      limitMs: INTERACTION_LIMIT_MS,
      runs,
      rows: figureRows(sites[0].results),
    });
  if (over.length === 0) {
    console.log(`\nevery interaction within ${INTERACTION_LIMIT_MS} ms`);
    status = 0;
  } else {
    console.log(`\nover ${INTERACTION_LIMIT_MS} ms (${over.length}):`);
    for (const line of over) console.log(`  ${line}`);
  }
} finally {
  await browser.close();
  served?.close();
}
process.exit(status);
