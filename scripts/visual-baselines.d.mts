export const BASELINE_BUDGET_MB: number;
export function baselineSummary(dir?: string): { count: number; mb: number; ok: boolean; line: string };
export function orphanBaselines(index: { entries?: Record<string, unknown> }, dir?: string): string[];
