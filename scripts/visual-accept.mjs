#!/usr/bin/env node
/**
 * `npm run visual:accept [-- <story file or folder> …]`: keeps the current pictures as the snapshots of
 * the visual check. It runs the story runner again with `-u` (jest-image-snapshot then writes the picture
 * of every story whose picture differs from its snapshot, or has none), in both languages, on the story
 * files that failed in the last story run (`reports/stories.json`, written by `npm test` and
 * `npm run test:stories`) or on the ones named, against the Storybook built in `storybook-static/`. Then it
 * removes the snapshots no story checks any more and prints the snapshots' count and total size.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { serveStatic } from './serve-static.mjs';
import { orphanSnapshots, snapshotSummary } from './visual-snapshots.mjs';

const { SNAPSHOT_DIR } = createRequire(import.meta.url)('./visual.cjs');

const INDEX = 'storybook-static/index.json';
const REPORT = 'reports/stories.json';
if (!existsSync(INDEX)) {
  console.error('no Storybook in storybook-static/: run `npm run test:stories` (it builds one) first');
  process.exit(1);
}

/** The story files (relative to the project) with a failed story, or that failed to run, in the last run. */
function failedStoryFiles() {
  if (!existsSync(REPORT)) return [];
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  return (report.testResults ?? [])
    .filter((file) => file.status === 'failed')
    .map((file) => relative(process.cwd(), String(file.name)));
}

const index = JSON.parse(readFileSync(INDEX, 'utf8'));
const named = process.argv.slice(2);
const files = named.length ? named : failedStoryFiles();
let failed = false;
if (files.length) {
  console.log(files.join(' '));
  const port = Number(process.env.STORYBOOK_TEST_PORT || 6007);
  const server = await serveStatic('storybook-static', port);
  const code = await new Promise((resolve) => {
    const child = spawn(
      'node_modules/.bin/test-storybook',
      ['--url', `http://127.0.0.1:${port}`, '--maxWorkers=2', '-u', '--json', '--outputFile', REPORT, ...files],
      { stdio: 'inherit', env: { ...process.env, STORYBOOK_CONFIG_DIR: '.storybook', STORY_LOCALES: 'ar,en' } },
    );
    child.on('close', (exit) => resolve(exit ?? 1));
  });
  server.close();
  // A story that still fails does so for another reason than its picture (its play function, axe).
  failed = code !== 0;
}

const orphans = orphanSnapshots(index);
for (const file of orphans) rmSync(join(SNAPSHOT_DIR, file));
if (orphans.length) console.log(`removed ${orphans.length} snapshot(s) no story checks any more`);
console.log(snapshotSummary().line);
if (failed) console.error('some stories still fail: see above');
process.exit(failed ? 1 : 0);
