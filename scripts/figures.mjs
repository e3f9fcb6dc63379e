/**
 * The README's figures, written by the scripts that measure them. Each measuring script records its part
 * (`recordFigures(key, value)`): the value is kept in docs/figures.json, and the README's block between
 * `<!-- figures:start -->` and `<!-- figures:end -->` is drawn again from every part, in a fixed order.
 * Nobody edits that block by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export const FIGURES_JSON = 'docs/figures.json';
export const README = 'README.md';
const START = '<!-- figures:start -->';
const END = '<!-- figures:end -->';

const kb = (value) => `${value.toFixed(1)} kB`;

/** An interaction's median: not measured (·), under the Event Timing threshold (null), or milliseconds. */
const interactionCell = (ms) => (ms === undefined ? '·' : ms === null ? 'under 16 ms' : `${Math.round(ms)} ms`);

/**
 * Each part: how its lines are drawn from its value. `summary` rows join one short table (figure, value,
 * source); `table` parts are a table of their own under a heading.
 * @type {Record<string, { source: string, summary?: (v: any) => [string, string][], table?: (v: any) => { heading: string, lines: string[] } }>}
 */
export const PARTS = {
  tests: {
    source: '`npm test -- --figures`',
    summary: (v) => [
      [
        'tests',
        `${v.passed} passed, ${v.failed} failed${v.skipped ? `, ${v.skipped} skipped` : ''} in ${v.seconds} s` +
          (v.cpuSeconds ? ` (${v.cpuSeconds} CPU s)` : ''),
      ],
    ],
  },
  suiteCost: {
    source: '`node scripts/suite-cost.mjs`',
    summary: (v) => [
      [
        `the test suite's CPU, beside ${v.label}`,
        `${v.now.cpuSeconds} CPU s against ${v.before.cpuSeconds} CPU s (${v.less >= 0 ? `${v.less} % less` : `${-v.less} % more`}; ${v.now.seconds} s against ${v.before.seconds} s)`,
      ],
    ],
  },
  budgets: {
    source: '`npm test -- --figures` (its build step)',
    summary: (v) => [
      ['first-screen JavaScript (the app)', `${kb(v.firstScreenJs)} of ${v.firstScreenJsBudget} kB gzip`],
      ['boot script', `${kb(v.boot)} of ${v.bootBudget} kB gzip`],
      ['first-screen CSS', `${kb(v.firstScreenCss)} of ${v.firstScreenCssBudget} kB gzip`],
      ['largest route chunk', `${kb(v.largestRoute)} of ${v.routeBudget} kB gzip (${v.largestRouteScreen})`],
      ...(v.worker === undefined
        ? []
        : [
            [
              'service worker',
              `${kb(v.worker)} gzip; precaches ${v.precacheFiles} files, ${Math.round(v.precache)} kB gzip`,
            ],
          ]),
    ],
  },
  failureMatrix: {
    source: '`npm run failure-matrix`',
    summary: (v) => [['failure matrix', `${v.cells} cells, ${v.gaps} not handled`]],
  },
  lighthouse: {
    source: '`npm run lighthouse`',
    table: (v) => ({
      heading: `Lighthouse, median of ${v.runs}${v.cpuSlowdown ? `, CPU slowed ${v.cpuSlowdown}× for this machine (benchmark index ${v.benchmarkIndex})` : ''}`,
      lines: [
        '| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
        '|---|---|---|---|---|---|---|---|',
        ...v.rows.map(
          (r) =>
            `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
        ),
      ],
    }),
  },
  interactions: {
    source: '`npm run interactions`',
    table: (v) => ({
      heading: `Interactions (the longest event of each, as INP counts it), ${v.width} px, CPU slowed ${v.cpuSlowdown}×, limit ${v.limitMs} ms`,
      lines: [
        '| interaction | ar | en |',
        '|---|---|---|',
        ...v.rows.map((r) => `| ${r.name} | ${interactionCell(r.ar)} | ${interactionCell(r.en)} |`),
      ],
    }),
  },
};

/** The README block for every recorded part, in PARTS' order. */
export function renderFigures(figures) {
  const known = Object.keys(PARTS).filter((key) => figures[key] !== undefined);
  const summary = known.filter((key) => PARTS[key].summary);
  const tables = known.filter((key) => PARTS[key].table);
  const out = [START];
  if (summary.length) {
    out.push('| figure | value | written by |', '|---|---|---|');
    for (const key of summary) {
      for (const [name, value] of PARTS[key].summary(figures[key]))
        out.push(`| ${name} | ${value} | ${PARTS[key].source} |`);
    }
  }
  for (const key of tables) {
    const { heading, lines } = PARTS[key].table(figures[key]);
    out.push('', `${heading} (written by ${PARTS[key].source}):`, '', ...lines);
  }
  out.push(END);
  return out.join('\n');
}

/** `readme` with its figures block replaced; throws when the markers are missing. */
export function withFigures(readme, figures) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${README} has no ${START} … ${END} block`);
  return readme.slice(0, start) + renderFigures(figures) + readme.slice(end + END.length);
}

/** Records one part's value and draws the README's block again. */
export function recordFigures(key, value, { json = FIGURES_JSON, readme = README } = {}) {
  if (!PARTS[key]) throw new Error(`unknown figures part: ${key}`);
  let figures = {};
  try {
    figures = JSON.parse(readFileSync(json, 'utf8'));
  } catch {
    // No figures yet.
  }
  figures[key] = value;
  writeFileSync(json, `${JSON.stringify(figures, null, 2)}\n`);
  writeFileSync(readme, withFigures(readFileSync(readme, 'utf8'), figures));
}
