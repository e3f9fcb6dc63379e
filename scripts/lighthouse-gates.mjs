/**
 * The Lighthouse gates, on the median of a route's runs: performance at least 95, the other three categories
 * 100, LCP at most 2.0 s, TBT at most 150 ms, CLS at most 0.02. Pure (scripts/lighthouse.mjs measures;
 * `npm run lighthouse` runs it with GATE=1 over GATE_ROUTES), so a unit test holds the thresholds.
 */

/** The routes `npm run lighthouse` measures; `/cart` as the demo student. */
export const GATE_ROUTES = [
  '/home',
  '/courses-page',
  '/single_course/python-for-beginners',
  '/cart',
  '/packages',
  '/login',
  '/faq',
  '/privacy_policy',
];
export const SIGNED_IN_ROUTES = ['/cart'];

export const GATES = [
  { name: 'performance', at: (m) => m.performance, min: 95 },
  { name: 'accessibility', at: (m) => m.accessibility, min: 100 },
  { name: 'best practices', at: (m) => m.bestPractices, min: 100 },
  { name: 'SEO', at: (m) => m.seo, min: 100 },
  { name: 'LCP ms', at: (m) => m.lcp, max: 2000 },
  { name: 'TBT ms', at: (m) => m.tbt, max: 150 },
  { name: 'CLS', at: (m) => m.cls, max: 0.02 },
];

/**
 * The CPU slowdown that brings this machine to the mid-tier mobile Lighthouse's default 4× aims at from a
 * fast desktop, from Lighthouse's `benchmarkIndex` of the machine, along the piecewise line of Lighthouse's
 * own CPU throttling calculator (docs/throttling.md, "Calibrating the CPU slowdown"): 150 → 1×, 800 → 2×,
 * 1300 → 3×, 1533 → 4×, then 1× more every 233. Rounded to a tenth. Below 150 the machine is slower than the
 * device to emulate: 1× (no slowdown), and `tooSlow` says so.
 * @param {number} benchmarkIndex
 * @returns {{ multiplier: number, tooSlow: boolean }}
 */
export function cpuSlowdownFor(benchmarkIndex) {
  const round = (value) => Math.round(value * 10) / 10;
  if (!(benchmarkIndex >= 150)) return { multiplier: 1, tooSlow: true };
  if (benchmarkIndex < 800) return { multiplier: round(1 + (benchmarkIndex - 150) / 650), tooSlow: false };
  if (benchmarkIndex < 1300) return { multiplier: round(2 + (benchmarkIndex - 800) / 500), tooSlow: false };
  return { multiplier: round(3 + (benchmarkIndex - 1300) / 233), tooSlow: false };
}

/**
 * What a route's medians miss: `['performance 88 < 95', 'LCP ms 3938 > 2000']`, or [] when every gate holds.
 * @param {{ performance: number, accessibility: number, bestPractices: number, seo: number, lcp: number, tbt: number, cls: number }} medians
 * @returns {string[]}
 */
export function missedGates(medians) {
  const missed = [];
  for (const gate of GATES) {
    const value = gate.at(medians);
    if (gate.min !== undefined && !(value >= gate.min)) missed.push(`${gate.name} ${value} < ${gate.min}`);
    if (gate.max !== undefined && !(value <= gate.max)) missed.push(`${gate.name} ${value} > ${gate.max}`);
  }
  return missed;
}
