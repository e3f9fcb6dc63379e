export const FIGURES_JSON: string;
export const README: string;
export const PARTS: Record<string, { source: string }>;
export function renderFigures(figures: Record<string, unknown>): string;
export function withFigures(readme: string, figures: Record<string, unknown>): string;
export function recordFigures(key: string, value: unknown, files?: { json?: string; readme?: string }): void;
