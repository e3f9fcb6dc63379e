import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, GATE_ROUTES, missedGates, SIGNED_IN_ROUTES } from './lighthouse-gates.mjs';

const good = { performance: 97, accessibility: 100, bestPractices: 100, seo: 100, lcp: 1900, tbt: 140, cls: 0 };

describe('Lighthouse gates', () => {
  it('passes a route at every threshold', () => {
    expect(missedGates(good)).toEqual([]);
    expect(missedGates({ ...good, performance: 95, lcp: 2000, tbt: 150, cls: 0.02 })).toEqual([]);
  });

  it('names each gate a route misses, with its value and threshold', () => {
    expect(missedGates({ ...good, performance: 94 })).toEqual(['performance 94 < 95']);
    expect(missedGates({ ...good, accessibility: 98, seo: 92 })).toEqual(['accessibility 98 < 100', 'SEO 92 < 100']);
    expect(missedGates({ ...good, lcp: 2001, tbt: 151, cls: 0.021 })).toEqual([
      'LCP ms 2001 > 2000',
      'TBT ms 151 > 150',
      'CLS 0.021 > 0.02',
    ]);
  });

  it('treats a missing figure as missed, never as passed', () => {
    expect(missedGates({ ...good, performance: Number.NaN })).toEqual(['performance NaN < 95']);
  });

  it('covers the routes the issue names, the cart as the demo student', () => {
    for (const route of ['/home', '/courses-page', '/cart', '/login', '/faq', '/privacy_policy'])
      expect(GATE_ROUTES).toContain(route);
    expect(GATE_ROUTES.some((route) => route.startsWith('/single_course/'))).toBe(true);
    expect(SIGNED_IN_ROUTES).toEqual(['/cart']);
  });

  it("calibrates the CPU slowdown to the machine, as Lighthouse's calculator does", () => {
    // A fast desktop gets the preset's 4×; a slower machine less, so the page meets the same device.
    expect(cpuSlowdownFor(1533)).toEqual({ multiplier: 4, tooSlow: false });
    expect(cpuSlowdownFor(2000)).toEqual({ multiplier: 6, tooSlow: false });
    expect(cpuSlowdownFor(1300)).toEqual({ multiplier: 3, tooSlow: false });
    expect(cpuSlowdownFor(1050)).toEqual({ multiplier: 2.5, tooSlow: false });
    expect(cpuSlowdownFor(800)).toEqual({ multiplier: 2, tooSlow: false });
    expect(cpuSlowdownFor(475)).toEqual({ multiplier: 1.5, tooSlow: false });
    expect(cpuSlowdownFor(150)).toEqual({ multiplier: 1, tooSlow: false });
    expect(cpuSlowdownFor(100)).toEqual({ multiplier: 1, tooSlow: true });
    expect(cpuSlowdownFor(Number.NaN)).toEqual({ multiplier: 1, tooSlow: true });
  });
});
