/** The committed baselines of the visual check: their count and size, and those whose story is gone. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const { BASELINE_DIR } = createRequire(import.meta.url)('./visual.cjs');

/** The baselines must stay small enough to live in the repository. */
export const BASELINE_BUDGET_MB = 30;

export function baselineSummary(dir = BASELINE_DIR) {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.png')) : [];
  const bytes = files.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
  const mb = bytes / 1024 / 1024;
  return {
    count: files.length,
    mb,
    ok: mb <= BASELINE_BUDGET_MB,
    line: `${files.length} baselines, ${mb.toFixed(1)} MB (budget ${BASELINE_BUDGET_MB} MB) in visual/baselines`,
  };
}

/** Baselines whose story id is not in Storybook's index (index.json's `entries`). */
export function orphanBaselines(index, dir = BASELINE_DIR) {
  const ids = new Set(Object.keys(index.entries ?? {}));
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.png')) : [];
  return files.filter((f) => !ids.has(f.replace(/\.(ar|en)\.png$/, '')));
}
