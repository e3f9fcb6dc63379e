/**
 * The story runs of `npm test` (scripts/test.mjs) and `npm run visual:accept`: the test-runner once a
 * language, every story in Arabic (with axe), then the stories tagged `text` in English
 * (.storybook/test-runner.ts reads STORY_LOCALE and sets each page's language).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export const STORY_RUNS = [
  { locale: 'ar', which: 'every story', args: [] },
  { locale: 'en', which: 'stories tagged text', args: ['--includeTags=text'] },
];

/** Each run's jest JSON report. */
export const storyReport = (locale) => `reports/stories-${locale}.json`;

/** The environment of one language's run. */
export const storyRunEnv = (locale) => ({ STORYBOOK_CONFIG_DIR: '.storybook', STORY_LOCALE: locale });

/** The story files (relative to the project) with a failed story, or that failed to run, in a run's report. */
export function failedStoryFiles(reportPath, root = process.cwd()) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  return (report.testResults ?? [])
    .filter((file) => file.status === 'failed')
    .map((file) => relative(root, String(file.name)));
}
