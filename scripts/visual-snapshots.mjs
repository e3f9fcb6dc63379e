/** The committed snapshots of the visual check: their count and size, and those whose story is gone. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const { SNAPSHOT_DIR } = createRequire(import.meta.url)('./visual.cjs');

/** The snapshots must stay small enough to live in the repository. */
export const SNAPSHOT_BUDGET_MB = 30;

const pictures = (dir) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.png')) : []);

export function snapshotSummary(dir = SNAPSHOT_DIR) {
  const files = pictures(dir);
  const bytes = files.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
  const mb = bytes / 1024 / 1024;
  return {
    count: files.length,
    mb,
    ok: mb <= SNAPSHOT_BUDGET_MB,
    line: `${files.length} snapshots, ${mb.toFixed(1)} MB (budget ${SNAPSHOT_BUDGET_MB} MB) in visual/baselines`,
  };
}

/**
 * The snapshot names the story runs can check, from Storybook's index (index.json's `entries`): every
 * tested story in Arabic, and those tagged `text` in English (scripts/test.mjs).
 */
export function expectedSnapshots(index) {
  const names = new Set();
  for (const [id, entry] of Object.entries(index.entries ?? {})) {
    if (entry.type !== 'story' || !entry.tags?.includes('test')) continue;
    names.add(`${id}.ar.png`);
    if (entry.tags.includes('text')) names.add(`${id}.en.png`);
  }
  return names;
}

/** Snapshots no story run can check: their story, or its English, is gone. */
export function orphanSnapshots(index, dir = SNAPSHOT_DIR) {
  const expected = expectedSnapshots(index);
  return pictures(dir).filter((f) => !expected.has(f));
}
