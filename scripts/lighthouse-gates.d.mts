export interface RouteMedians {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}
export const GATE_ROUTES: string[];
export const SIGNED_IN_ROUTES: string[];
export const GATES: { name: string; at: (m: RouteMedians) => number; min?: number; max?: number }[];
export function missedGates(medians: RouteMedians): string[];
export function cpuSlowdownFor(benchmarkIndex: number): { multiplier: number; tooSlow: boolean };
