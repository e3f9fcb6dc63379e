export const STORY_RUNS: { locale: 'ar' | 'en'; which: string; tag: string; args: string[] }[];
export function storyFiles(index: { entries?: Record<string, unknown> }, tag: string, files?: string[]): string[];
export function storyReport(locale: string): string;
export function storyRunEnv(locale: string): Record<string, string>;
export function failedStoryFiles(reportPath: string, root?: string): string[];
