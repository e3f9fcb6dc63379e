#!/usr/bin/env node
/**
 * `npm run visual:accept`: keeps the pictures of the last story run that differed from their baselines
 * (or had none) as the new baselines (compressed, their hashes recorded: scripts/visual.cjs), and
 * removes the baselines of stories that no longer exist (the story index of `storybook-static/`).
 * Prints what it did, then the baselines' count and total size.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { baselineSummary, orphanBaselines } from './visual-baselines.mjs';

const { BASELINE_DIR, MANIFEST, REPORT_DIR, acceptPictures, recordPassedHashes, writeManifest } = createRequire(
  import.meta.url,
)('./visual.cjs');

const reports = existsSync(REPORT_DIR) ? readdirSync(REPORT_DIR) : [];
const actual = reports.filter((f) => f.endsWith('.actual.png'));
acceptPictures(actual.map((file) => [file.replace(/\.actual\.png$/, ''), readFileSync(join(REPORT_DIR, file))]));
console.log(`accepted ${actual.length} picture(s) from ${REPORT_DIR}`);
// Pictures that passed by their pixels, not their hash: recorded, so that the next run passes them at once.
const passed = reports
  .filter((f) => f.endsWith('.passed'))
  .map((file) => [file.replace(/\.passed$/, ''), readFileSync(join(REPORT_DIR, file), 'utf8').trim()]);
const recorded = recordPassedHashes(passed);
if (recorded) console.log(`recorded the hashes of ${recorded} picture(s) that passed by comparison`);
rmSync(REPORT_DIR, { recursive: true, force: true });

const indexPath = 'storybook-static/index.json';
if (existsSync(indexPath)) {
  const orphans = orphanBaselines(JSON.parse(readFileSync(indexPath, 'utf8')));
  for (const file of orphans) rmSync(join(BASELINE_DIR, file));
  if (orphans.length) {
    const hashes = JSON.parse(readFileSync(MANIFEST, 'utf8'));
    for (const file of orphans) delete hashes[file.replace(/\.png$/, '')];
    writeManifest(hashes);
    console.log(`removed ${orphans.length} baseline(s) of stories that no longer exist`);
  }
}
console.log(baselineSummary().line);
