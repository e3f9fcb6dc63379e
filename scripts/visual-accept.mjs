#!/usr/bin/env node
/**
 * `npm run visual:accept [-- <story file or folder> …]`: keeps the current pictures as the snapshots of
 * the visual check. It runs the story runner again with `-u` (jest-image-snapshot then writes the picture
 * of every story whose picture differs from its snapshot, or has none) on the story files that failed in
 * the last story runs (`reports/stories-<lang>.json`, written by `npm test` and `npm run test:stories`),
 * or on the ones named, in each language, against the Storybook built in `storybook-static/`. Then it
 * removes the snapshots no story checks any more and prints the snapshots' count and total size.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { serveStatic } from './serve-static.mjs';
import { failedStoryFiles, STORY_RUNS, storyFiles, storyReport, storyRunEnv } from './story-runs.mjs';
import { orphanSnapshots, snapshotSummary } from './visual-snapshots.mjs';

const { SNAPSHOT_DIR } = createRequire(import.meta.url)('./visual.cjs');

const INDEX = 'storybook-static/index.json';
if (!existsSync(INDEX)) {
  console.error('no Storybook in storybook-static/: run `npm run test:stories` (it builds one) first');
  process.exit(1);
}

const index = JSON.parse(readFileSync(INDEX, 'utf8'));
const named = process.argv.slice(2);
const port = Number(process.env.STORYBOOK_TEST_PORT || 6007);
const server = await serveStatic('storybook-static', port);
let failed = false;
for (const { locale, tag, args } of STORY_RUNS) {
  const chosen = named.length ? named : failedStoryFiles(storyReport(locale));
  // Only those of the chosen files that have a story in this language's run (none: a skipped test).
  const files = chosen.length ? storyFiles(index, tag, chosen) : [];
  if (files.length === 0) continue;
  console.log(`${locale}: ${files.join(' ')}`);
  const code = await new Promise((resolve) => {
    const child = spawn(
      'node_modules/.bin/test-storybook',
      [
        '--url',
        `http://127.0.0.1:${port}`,
        '--maxWorkers=2',
        '-u',
        ...args,
        '--json',
        '--outputFile',
        storyReport(locale),
        ...files,
      ],
      { stdio: 'inherit', env: { ...process.env, ...storyRunEnv(locale) } },
    );
    child.on('close', (exit) => resolve(exit ?? 1));
  });
  // A story that still fails does so for another reason than its picture (its play function, axe).
  if (code !== 0) failed = true;
}
server.close();

const orphans = orphanSnapshots(index);
for (const file of orphans) rmSync(join(SNAPSHOT_DIR, file));
if (orphans.length) console.log(`removed ${orphans.length} snapshot(s) no story checks any more`);
console.log(snapshotSummary().line);
if (failed) console.error('some stories still fail: see above');
process.exit(failed ? 1 : 0);
