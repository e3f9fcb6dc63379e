#!/usr/bin/env node
/**
 * Lighthouse (its npm CLI, default mobile preset: simulated slow 4G, 4x CPU) on the production build,
 * median of N runs per route. Not part of `npm test` (it needs the lighthouse package from npm, and a run
 * takes many seconds); run it against a served build:
 *
 *   npx vite build --outDir /tmp/dist-perf && npx vite preview --outDir /tmp/dist-perf --port 5301 --strictPort &
 *   node scripts/lighthouse.mjs http://127.0.0.1:5301 /home /login /register /forget-password /profile
 *
 * Options: RUNS (default 3); THROTTLING=devtools (throttle the browser and observe, instead of simulating);
 * SIGNED_IN, a comma-separated list of the routes measured as the demo student
 * (e.g. `SIGNED_IN=/cart`): each of their runs gets a fresh browser profile whose only state is the token in
 * local storage (written from /robots.txt, so no app file is cached before the run), and Lighthouse is told not
 * to reset that storage. Uses Chromium at CHROMIUM_PATH or /usr/bin/chromium, and
 * `npx --yes lighthouse@13` unless LIGHTHOUSE names another binary (`npm i --prefix /tmp/lh lighthouse@13`
 * once, then LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse saves the download on every run).
 * GATE=1: after the table, each route's missed gates (scripts/lighthouse-gates.mjs), and exit 1 on any, and
 * the table is recorded in the README's figures (scripts/figures.mjs).
 *
 * The CPU slowdown is calibrated to the machine (Lighthouse's docs/throttling.md): three runs of the first
 * route read Lighthouse's `benchmarkIndex` of the machine, and their median sets the multiplier that brings
 * it to the mid-tier mobile the preset's 4× aims at from a fast desktop (`cpuSlowdownFor`). So a machine
 * that runs at half speed is slowed less, and the gates measure the code. CPU_SLOWDOWN=<n> sets it instead.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';
import { demoStudentToken } from './demo-student.mjs';
import { recordFigures } from './figures.mjs';
import { cpuSlowdownFor, missedGates } from './lighthouse-gates.mjs';

const [base = 'http://127.0.0.1:5174', ...routes] = process.argv.slice(2);
const runs = Number(process.env.RUNS || 3);
const out = mkdtempSync(join(tmpdir(), 'dars-lighthouse-'));
const [command, ...prefix] = process.env.LIGHTHOUSE ? [process.env.LIGHTHOUSE] : ['npx', '--yes', 'lighthouse@13'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const signedIn = new Set((process.env.SIGNED_IN ?? '').split(',').filter(Boolean));

/** A fresh browser profile holding only the token in the app origin's local storage. */
async function profileWithToken(token) {
  const dir = mkdtempSync(join(tmpdir(), 'dars-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await context.close();
  return dir;
}

const routeList = routes.length ? routes : ['/home', '/login', '/register', '/forget-password', '/profile'];

/** One Lighthouse run of `route`; its report. `extra`: more CLI flags. */
function lighthouse(route, file, extra = [], profile = null) {
  const result = spawnSync(
    command,
    [
      ...prefix,
      `${base}${route}`,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage${profile ? ` --user-data-dir=${profile}` : ''}`,
      ...(profile ? ['--disable-storage-reset'] : []),
      ...extra,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The multiplier for this machine: CPU_SLOWDOWN, else calibrated from the median of three benchmark indexes. */
function calibrate() {
  if (process.env.CPU_SLOWDOWN) return { multiplier: Number(process.env.CPU_SLOWDOWN), benchmarkIndex: null };
  const indexes = [0, 1, 2].map(
    (i) =>
      lighthouse(routeList[0], join(out, `calibration-${i}.json`), ['--only-categories=performance']).environment
        .benchmarkIndex,
  );
  const benchmarkIndex = Math.round(median(indexes));
  const { multiplier, tooSlow } = cpuSlowdownFor(benchmarkIndex);
  if (tooSlow) console.log(`benchmark index ${benchmarkIndex}: slower than the device to emulate; no CPU slowdown`);
  return { multiplier, benchmarkIndex, indexes };
}

const calibration = calibrate();
console.log(
  `CPU slowdown ${calibration.multiplier}×` +
    (calibration.benchmarkIndex === null
      ? ' (CPU_SLOWDOWN)'
      : ` for this machine: benchmark index ${calibration.benchmarkIndex} (median of ${calibration.indexes.join(', ')}); Lighthouse's 4× is for about 1533`),
);

const gaps = [];
const rows = [];
console.log(`route | perf | a11y | best practices | SEO | CLS | FCP ms | LCP ms | TBT ms  (median of ${runs})`);
for (const route of routeList) {
  const reports = [];
  const token = signedIn.has(route) ? await demoStudentToken(base) : null;
  for (let i = 0; i < runs; i += 1) {
    const profile = token ? await profileWithToken(token) : null;
    const file = join(out, `${route.replaceAll('/', '_')}-${i}.json`);
    reports.push(
      lighthouse(
        route,
        file,
        [
          '--only-categories=performance,accessibility,best-practices,seo',
          `--throttling.cpuSlowdownMultiplier=${calibration.multiplier}`,
          // THROTTLING=devtools: the same slow 4G and CPU slowdown applied to the browser and timings observed,
          // instead of simulated from an unthrottled load (which does not credit requests made in parallel).
          ...(process.env.THROTTLING ? [`--throttling-method=${process.env.THROTTLING}`] : []),
        ],
        profile,
      ),
    );
  }
  const score = (id) => median(reports.map((r) => Math.round(r.categories[id].score * 100)));
  const metric = (id) => median(reports.map((r) => r.audits[id].numericValue));
  const medians = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(metric('largest-contentful-paint')),
    tbt: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
  };
  rows.push({ route: `${route}${signedIn.has(route) ? ' (signed in)' : ''}`, ...medians });
  const missed = missedGates(medians);
  if (missed.length) gaps.push(`${route}${signedIn.has(route) ? ' (signed in)' : ''}: ${missed.join(', ')}`);
  console.log(
    [
      route,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      metric('cumulative-layout-shift').toFixed(3),
      Math.round(metric('first-contentful-paint')),
      Math.round(metric('largest-contentful-paint')),
      Math.round(metric('total-blocking-time')),
    ].join(' | '),
  );
}

if (process.env.GATE) {
  recordFigures('lighthouse', {
    runs,
    cpuSlowdown: calibration.multiplier,
    benchmarkIndex: calibration.benchmarkIndex,
    rows,
  });
  if (gaps.length === 0) console.log('every route meets every gate');
  else {
    console.log(`gates missed (${gaps.length} route(s)):`);
    for (const gap of gaps) console.log(`  ${gap}`);
    process.exit(1);
  }
}
