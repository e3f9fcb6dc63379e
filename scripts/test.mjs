#!/usr/bin/env node
/**
 * `npm test`: every check and every suite, one exit code, one totals line.
 *   typecheck · lint (+ a self-check of the dangerouslySetInnerHTML rule) · unit and machine tests (vitest, jsdom)
 *   · production build + budgets (first-screen JavaScript and CSS, each route chunk) · end-to-end tests in
 *   Chromium against `vite preview` with the demo API · Storybook build + test-runner with axe: every
 *   story in Arabic, and every story tagged `text` (all but those that opt out) in English, both
 *   languages in one run (one page per file),
 *   each story photographed and compared with its committed baseline (scripts/visual.cjs).
 * Options: --only <step>[,<step>] with steps typecheck, lint, unit, build, e2e, stories.
 * Each check that is not a test suite counts as one test in the totals. Each summary line ends with the
 * step's wall time; the last line is the totals alone.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  FIRST_SCREEN_BUDGETS,
  ROUTE_BUDGET_EXCEPTIONS_KB,
  ROUTE_BUDGET_KB,
  routeBudgetKb,
  routeChunks,
  serviceWorker,
} from './bundle-budget.mjs';
import { busyCpuSeconds } from './cpu.mjs';
import { recordFigures } from './figures.mjs';
import { serveStatic } from './serve-static.mjs';
import { ensureSystemPackages } from './system-packages.mjs';
import { orphanSnapshots, snapshotSummary } from './visual-snapshots.mjs';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? new Set((args[onlyIndex + 1] ?? '').split(',')) : null;
const wants = (step) => !only || only.has(step);
const figures = args.includes('--figures');
if (figures && only) {
  console.error('--figures records a whole run: leave out --only');
  process.exit(2);
}

// A fresh machine: Chromium and nginx come from the system's packages, installed here when they can be,
// else the run stops at once with the one line that says what to run (scripts/system-packages.mjs).
const browserSteps = ['e2e', 'stories'].filter(wants);
if (browserSteps.length > 0) {
  const { ok, message } = ensureSystemPackages(browserSteps);
  if (!ok) {
    console.error(message);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const started = Date.now();
const cpuAtStart = busyCpuSeconds();
/** What the budgets measured, for the figures. */
const budgetFigures = {};
mkdirSync('reports', { recursive: true });

function run(command, commandArgs, env = {}, logFile = null) {
  return new Promise((resolve) => {
    const stdio = logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(command, commandArgs, { stdio, env: { ...process.env, ...env } });
    if (logFile) {
      const out = createWriteStream(logFile, { flags: 'a' });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

/** `run` for a step that runs beside others and is reported later: whether it passed, when it started and ended. */
async function timedRun(...args) {
  const since = Date.now();
  const ok = (await run(...args)) === 0;
  return { ok, since, until: Date.now() };
}

function capture(command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** `text` matched literally inside a regular expression. */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Wall time since `since`, for a summary line. */
const took = (since, until = Date.now()) => (since ? ` (${Math.round((until - since) / 1000)} s)` : '');

/** A check's summary line; `until`: when a step that ran beside others ended (it is reported later). */
function check(name, ok, detail = '', since = 0, until = Date.now()) {
  if (ok) totals.passed += 1;
  else totals.failed += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}${took(since, until)}`);
}

/** A vitest or jest JSON report, or null when there is none. */
const readReport = (reportPath) => (existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : null);

/** Counts of a jest report's tests under one top-level describe block (the story runs' languages). */
function countsUnder(report, block) {
  const counts = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numRuntimeErrorTestSuites: 0 };
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.ancestorTitles?.[0] !== block) continue;
      if (test.status === 'passed') counts.numPassedTests += 1;
      else if (test.status === 'failed') counts.numFailedTests += 1;
      else counts.numPendingTests += 1;
    }
  }
  return counts;
}

/** Adds a suite's counts from a vitest or jest JSON report; a missing report is a failure. */
function suite(name, report, exitCode, since = 0) {
  if (!report) {
    check(name, false, `no report (exit ${exitCode})`, since);
    return;
  }
  const passed = report.numPassedTests ?? 0;
  const failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const broken = exitCode !== 0 && failed === 0;
  if (broken) totals.failed += 1;
  if (passed + failed === 0) {
    totals.failed += 1;
    lines.push(`FAIL ${name}: ran no test${took(since)}`);
    return;
  }
  lines.push(
    `${failed || broken ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${broken ? ` (exit ${exitCode})` : ''}${took(since)}`,
  );
}

const bin = (name) => `node_modules/.bin/${name}`;

/**
 * The story runs start as soon as Storybook is built, beside the unit and end-to-end steps, at the lowest
 * CPU priority (`nice -n 19`): they take the CPU time the other steps leave idle (the end-to-end step alone
 * leaves the two cores partly idle: its tests wait on timers, popups closing by themselves and slowed
 * networks), so the whole suite ends sooner than with the steps one after the other. Chromium, run as root,
 * puts its browser and GPU processes at nice −8 and its renderers at 0 whatever it was started with: only
 * the runner's Node processes stay at 19. At one priority for every process the two steps only slow each
 * other, and a CPU cgroup holding the stories back leaves them timing out. The stories' output goes to
 * `reports/stories.log`, printed at the end when a story fails.
 */
const storiesLog = 'reports/stories.log';

/**
 * Builds Storybook for the story runs; resolves whether it built, and when it started and ended. `--test`
 * leaves out what only a reader of the built Storybook uses (docs pages, docgen, source maps, tree shaking):
 * 26 → 12 CPU seconds, 18 → 9 s alone. The stories and their addons (axe) are the same (241 story visits
 * tried on it: all passed, all but one picture by hash). `npm run build-storybook` still builds the whole one.
 */
const storybookBuild = () =>
  timedRun(bin('storybook'), ['build', '--test', '-o', 'storybook-static', '--quiet'], {}, storiesLog);

/**
 * The production build and the Storybook build start first, beside the typecheck and the lint (neither
 * writes a file either build reads; the lint's probe files are imported by nothing): those use one core at a
 * time, and the Storybook build no longer takes CPU from the end-to-end step, which keeps both cores busy.
 */
const productionBuild =
  wants('build') || wants('e2e')
    ? timedRun(bin('vite'), ['build', '--logLevel', 'warn'], { NODE_ENV: 'production' })
    : null;
rmSync(storiesLog, { force: true });
const building = wants('stories') ? storybookBuild() : null;
// Functions declared further down; the step starts now and is awaited at the end.
const storiesDone = building ? storiesStep(building) : null;

if (wants('typecheck')) {
  const since = Date.now();
  check('typecheck (tsc --noEmit)', (await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])) === 0, '', since);
}

/**
 * The lint rules that must really refuse what they exist for, each shown a file that breaks it: one biome
 * run over every probe file (each run reads the project's module graph again: four runs took 6 s), each
 * probe judged by the diagnostics biome gives for its own path.
 */
const LINT_PROBES = [
  {
    name: 'lint rule: dangerouslySetInnerHTML is refused outside SafeHtml',
    rule: 'noDangerouslySetInnerHtml',
    files: [
      ['app/LintProbe.tsx', 'export const X = () => <div dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />;\n'],
    ],
  },
  // The layers: ui imports no machines, API, router or XState; machines no React or ui; api no machines.
  {
    name: 'lint rule: each layer refuses the imports it may not make',
    rule: 'noRestrictedImports',
    files: [
      [
        'packages/ui/src/LayerProbe.tsx',
        "import { loginMachine } from '@dars/machines';\nexport const x = loginMachine;\n",
      ],
      ['packages/ui/src/LayerProbe2.tsx', "import { useLocation } from 'wouter';\nexport const x = useLocation;\n"],
      ['machines/LayerProbe.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
      [
        'packages/api/src/LayerProbe.ts',
        "import { loginMachine } from '@dars/machines';\nexport const x = loginMachine;\n",
      ],
    ],
  },
  // A machine never reads the wall clock or starts a timer: time is an input (named delays, a supplied clock).
  {
    name: 'lint rule: a machine reads no clock and starts no timer',
    rule: 'noRestrictedGlobals',
    files: [['machines/ClockProbe.ts', 'export const now = () => Date.now();\n']],
  },
  // A machine keeps its types: no double cast, views typed from their machine (scripts/biome/*.grit).
  {
    name: 'lint rule: a machine keeps its types (no `as unknown as`, no AnyMachineSnapshot)',
    rule: 'plugin',
    files: [
      ['machines/CastProbe.ts', 'export const x = (v: string) => v as unknown as number;\n'],
      [
        'machines/SnapshotProbe.ts',
        "import type { AnyMachineSnapshot } from 'xstate';\nexport const v = (s: AnyMachineSnapshot) => s.status;\n",
      ],
    ],
  },
  // Import circles are refused (a screen importing the registry that imports it was one of 27 files).
  {
    name: 'lint rule: an import circle is refused (type imports too)',
    rule: 'noImportCycles',
    files: [
      ['app/CircleProbeA.ts', "import { b } from './CircleProbeB';\nexport const a = () => b;\n"],
      ['app/CircleProbeB.ts', "import type { a } from './CircleProbeA';\nexport const b: typeof a | null = null;\n"],
    ],
    // The circle is reported where it starts.
    reported: ['app/CircleProbeA.ts'],
  },
];

if (wants('lint')) {
  let since = Date.now();
  check('lint and format (biome check)', (await run(bin('biome'), ['check', '.'])) === 0, '', since);
  since = Date.now();
  const written = LINT_PROBES.flatMap((probe) => probe.files);
  try {
    for (const [path, source] of written) writeFileSync(path, source);
    const result = await capture(bin('biome'), ['lint', '--max-diagnostics=none', ...written.map(([path]) => path)]);
    // A diagnostic's first line: `<path>:<line>:<column> lint/<group>/<rule> …`.
    // A plugin's (GritQL) diagnostic is `<path>[:<line>:<column>] plugin …`.
    const refused = (path, rule) =>
      result.code !== 0 &&
      new RegExp(
        rule === 'plugin'
          ? `^${escapeRegExp(path)}(:\\d+:\\d+)? plugin\\b`
          : `^${escapeRegExp(path)}:\\d+:\\d+ lint/\\w+/${rule}\\b`,
        'm',
      ).test(result.output);
    for (const probe of LINT_PROBES) {
      const paths = probe.reported ?? probe.files.map(([path]) => path);
      check(
        probe.name,
        paths.every((path) => refused(path, probe.rule)),
        '',
        since,
      );
    }
  } finally {
    for (const [path] of written) rmSync(path, { force: true });
  }
}

if (wants('unit')) {
  const since = Date.now();
  const report = 'reports/unit.json';
  rmSync(report, { force: true });
  const code = await run(bin('vitest'), [
    'run',
    '--config',
    'vitest.config.ts',
    '--project',
    'unit',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  suite('unit and machine tests (vitest, jsdom)', readReport(report), code, since);
}

let built = false;
if (productionBuild) {
  const { ok, since, until } = await productionBuild;
  built = ok;
  check('production build (vite build)', built, '', since, until);
  if (built) {
    for (const { what, name, measure, budgetKb } of FIRST_SCREEN_BUDGETS) {
      const { gzipKb } = measure('dist');
      budgetFigures[what] = { gzipKb, budgetKb };
      console.log(`first-screen ${what}: ${gzipKb.toFixed(1)} kB gzip (budget ${budgetKb} kB)`);
      check(name, gzipKb <= budgetKb, `${gzipKb.toFixed(1)} kB gzip of ${budgetKb} kB`);
    }
    const worker = serviceWorker('dist');
    budgetFigures.worker = worker;
    console.log(
      `service worker: ${worker.gzipKb.toFixed(1)} kB gzip; it precaches ${worker.precacheFiles} files, ${worker.precacheGzipKb.toFixed(0)} kB gzip`,
    );
    const routes = routeChunks('dist');
    const largest = routes[0];
    budgetFigures.route = largest && { screen: largest.screen, gzipKb: largest.gzipKb, budgetKb: ROUTE_BUDGET_KB };
    const over = routes.filter((r) => r.gzipKb > routeBudgetKb(r.screen));
    check(
      'route chunk budget',
      over.length === 0,
      over.length
        ? `over budget: ${over.map((r) => `${r.screen} ${r.gzipKb.toFixed(1)} of ${routeBudgetKb(r.screen)} kB`).join(', ')}`
        : `${routes.length} screens within budget (${ROUTE_BUDGET_KB} kB gzip each, ${Object.keys(ROUTE_BUDGET_EXCEPTIONS_KB).length ? `${Object.keys(ROUTE_BUDGET_EXCEPTIONS_KB).length} with a ceiling of its own` : 'no exception'}); largest ${largest?.screen} ${largest?.gzipKb.toFixed(1)} kB`,
    );
  }
}

async function e2eStep() {
  const since = Date.now();
  const report = 'reports/e2e.json';
  rmSync(report, { force: true });
  if (!built) check('end-to-end tests (Chromium)', false, 'skipped: the build failed');
  else {
    const code = await run(
      bin('vitest'),
      [
        'run',
        '--config',
        'vitest.config.ts',
        '--project',
        'e2e',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { E2E_SKIP_BUILD: '1' },
    );
    suite('end-to-end tests (Chromium, vite preview, demo API)', readReport(report), code, since);
  }
}

/** The story runs, once Storybook is built, beside the other steps at the lowest priority (see storiesLog). */
async function storiesStep(building) {
  const { ok: sbBuilt, since: sbSince, until: sbUntil } = await building;
  check('Storybook build', sbBuilt, '', sbSince, sbUntil);
  if (sbBuilt) {
    const port = Number(process.env.STORYBOOK_TEST_PORT || 6007);
    const server = await serveStatic('storybook-static', port);
    // One run tests both languages, each story file in one page: a `describe` block per language
    // (.storybook/test-runner-transform.js). Arabic: every story; English: every story tagged `text`.
    const since = Date.now();
    const locales = ['ar', 'en'];
    const report = 'reports/stories.json';
    rmSync(report, { force: true });
    // The pictures that differ from their snapshots are written here (scripts/visual.cjs): only this run's.
    rmSync('reports/visual', { recursive: true, force: true });
    const code = await run(
      'nice',
      [
        '-n',
        '19',
        bin('test-storybook'),
        '--url',
        `http://127.0.0.1:${port}`,
        '--maxWorkers=2',
        // A story without a snapshot fails (none is written) until `npm run visual:accept` keeps it.
        '--ci',
        '--json',
        '--outputFile',
        report,
      ],
      { STORYBOOK_CONFIG_DIR: '.storybook', STORY_LOCALES: locales.join(',') },
      storiesLog,
    );
    server.close();
    const results = readReport(report);
    const failedFiles = results?.numRuntimeErrorTestSuites ?? 0;
    // A non-zero exit with no failed story is a broken run; a failed story already explains it.
    const unexplained = code !== 0 && (results?.numFailedTests ?? 0) + failedFiles === 0 ? code : 0;
    for (const [index, locale] of locales.entries()) {
      const which = index === 0 ? 'every story' : 'stories tagged text';
      const counts = results && { ...countsUnder(results, locale), numRuntimeErrorTestSuites: index ? 0 : failedFiles };
      const last = index === locales.length - 1;
      // The exit code and the time belong to the run as a whole: both on the last language's line.
      // axe runs in the first language's pass only (.storybook/test-runner.ts).
      suite(
        `stories with play tests${index === 0 ? ' and axe' : ''}, ${locale}, ${which} (test-runner, Chromium)`,
        counts,
        last ? unexplained : 0,
        last ? since : 0,
      );
    }
    // The committed snapshots of the visual check: within their size budget, none that no story checks.
    const snapshots = snapshotSummary();
    const orphans = orphanSnapshots(JSON.parse(readFileSync('storybook-static/index.json', 'utf8')));
    console.log(snapshots.line);
    check(
      'visual snapshots',
      snapshots.ok && orphans.length === 0,
      `${snapshots.line}${orphans.length ? `; ${orphans.length} for stories that are gone (${orphans.slice(0, 3).join(', ')}…): run \`npm run visual:accept\`` : ''}`,
    );
    if (existsSync('reports/visual') && readdirSync('reports/visual').length > 0) {
      console.log(
        'pictures that differ from their snapshots (each snapshot, difference and picture side by side): reports/visual/; if intended, `npm run visual:accept`',
      );
    }
  }
}

const e2eDone = wants('e2e') ? e2eStep() : null;
await Promise.all([e2eDone, storiesDone]);
if (wants('stories') && existsSync(storiesLog)) {
  const log = readFileSync(storiesLog, 'utf8');
  // The whole log when something failed; else its last lines (the runner's own totals).
  console.log(
    lines.some((line) => line.startsWith('FAIL') && line.includes('stor'))
      ? log
      : log.split('\n').slice(-12).join('\n'),
  );
}

/** The failed tests of a vitest or jest report, by file and name, for the summary (a CI log shows its tail). */
function failedTests(reportPath) {
  const report = readReport(reportPath);
  const out = [];
  for (const file of report?.testResults ?? []) {
    const where = String(file.name ?? '').replace(`${process.cwd()}/`, '');
    // A stack line in this file (`…/e2e/course.test.ts:146:107`): where the test stopped.
    const inFile = new RegExp(`${escapeRegExp(where)}:(\\d+)`);
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = String(test.failureMessages?.[0] ?? '')
        .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
        .split('\n')
        .map((l) => l.trim());
      const why = message.find((l) => l && !/StorybookTestRunnerError|Click to debug|^https?:|^Message:$/.test(l));
      // Where in the test file it stopped, and what a browser step was waiting for: enough to tell a flake
      // from a defect in a CI log that shows only this summary.
      const line = message.map((l) => inFile.exec(l)?.[1]).find(Boolean);
      const waiting = message.find((l) => /^- waiting for /.test(l));
      const details = [why?.slice(0, 200), line ? `at ${where}:${line}` : '', waiting?.slice(2, 200)].filter(Boolean);
      out.push(`     ✗ ${where} › ${test.fullName ?? test.title}${details.map((d) => `\n         ${d}`).join('')}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).length)
      out.push(`     ✗ ${where}: ${String(file.message).slice(0, 200)}`);
  }
  return out;
}

console.log('\n── summary ──');
for (const line of lines) console.log(line);
// Only the reports this run wrote: a step left out keeps an older report on disk.
const failures = [
  ['unit', 'reports/unit.json'],
  ['e2e', 'reports/e2e.json'],
  ['stories', 'reports/stories.json'],
]
  .filter(([step]) => wants(step))
  .flatMap(([, report]) => failedTests(report));
if (totals.failed > 0 && failures.length > 0) console.log(`failed tests:\n${failures.join('\n')}`);
const seconds = Math.round((Date.now() - started) / 1000);
const cpuSeconds = cpuAtStart === null ? null : Math.round((busyCpuSeconds() ?? cpuAtStart) - cpuAtStart);
console.log(`took ${seconds} s${cpuSeconds === null ? '' : `, the machine busy ${cpuSeconds} CPU s`}`);
if (figures) {
  recordFigures('tests', { ...totals, seconds, cpuSeconds });
  const { JavaScript: js, 'boot script': boot, CSS: css, route, worker } = budgetFigures;
  if (js && boot && css && route && worker) {
    recordFigures('budgets', {
      firstScreenJs: js.gzipKb,
      firstScreenJsBudget: js.budgetKb,
      boot: boot.gzipKb,
      bootBudget: boot.budgetKb,
      firstScreenCss: css.gzipKb,
      firstScreenCssBudget: css.budgetKb,
      largestRoute: route.gzipKb,
      largestRouteScreen: route.screen,
      routeBudget: route.budgetKb,
      worker: worker.gzipKb,
      precacheFiles: worker.precacheFiles,
      precache: worker.precacheGzipKb,
    });
  }
  console.log('recorded in the README figures (docs/figures.json)');
}
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
