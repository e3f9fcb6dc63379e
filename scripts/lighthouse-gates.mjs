/**
 * The Lighthouse gates of issue 21, on the median of a route's runs: performance at least 95, the other
 * three categories 100, LCP at most 2.0 s, TBT at most 150 ms, CLS at most 0.02. Pure (scripts/lighthouse.mjs
 * measures; `npm run lighthouse` runs it with GATE=1 over GATE_ROUTES), so a unit test holds the thresholds.
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
