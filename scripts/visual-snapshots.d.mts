export const SNAPSHOT_BUDGET_MB: number;
export function snapshotSummary(dir?: string): { count: number; mb: number; ok: boolean; line: string };
export function expectedSnapshots(index: { entries?: Record<string, unknown> }): Set<string>;
export function orphanSnapshots(index: { entries?: Record<string, unknown> }, dir?: string): string[];
