/**
 * The story runs of `npm test` (scripts/test.mjs) and `npm run visual:accept`: the test-runner once a
 * language, every story in Arabic (with axe), then the stories tagged `text` in English
 * (.storybook/test-runner.ts reads STORY_LOCALE and sets each page's language).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export const STORY_RUNS = [
  { locale: 'ar', which: 'every story', tag: 'test', args: [] },
  { locale: 'en', which: 'stories tagged text', tag: 'text', args: ['--includeTags=text'] },
];

/**
 * The story files a run tests (relative to the project, from Storybook's index, `storybook-static/index.json`):
 * those with a story it includes, the tested stories tagged `tag`. The test-runner turns a file with none
 * into a skipped test of its own ('no-op'), so a file whose every story opts out of English (`!text`) would
 * show as a skipped story in the English run's totals; it is not given to that run at all. `files` (story
 * files or folders) narrows the list to those under them.
 */
export function storyFiles(index, tag, files = []) {
  const wanted = files.map((file) => file.replace(/^\.\//, '').replace(/\/$/, ''));
  const paths = new Set();
  for (const entry of Object.values(index.entries ?? {})) {
    if (entry.type !== 'story' || !entry.tags?.includes('test') || !entry.tags.includes(tag)) continue;
    const path = String(entry.importPath).replace(/^\.\//, '');
    if (wanted.length === 0 || wanted.some((file) => path === file || path.startsWith(`${file}/`))) paths.add(path);
  }
  return [...paths].sort();
}

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
