#!/usr/bin/env node
/**
 * `node scripts/suite-cost.mjs <git ref> "<what that ref's suite is>"`: what `npm test` costs the machine, this
 * checkout's suite beside an older one's, measured one after the other in one session. The older suite is
 * checked out at `<ref>` in a temporary worktree (its own `npm ci`), then each suite runs once; a run's cost is
 * the machine's busy CPU seconds over it (scripts/cpu.mjs: browsers included), so the machine must be otherwise
 * idle (the load average is printed first). Records both in the README's figures (this suite's run records its
 * own, `npm test -- --figures`, too); prints the totals lines.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { busyCpuSeconds } from './cpu.mjs';
import { recordFigures } from './figures.mjs';

const [ref, label] = process.argv.slice(2);
if (!ref || !label) {
  console.error('usage: node scripts/suite-cost.mjs <git ref> "<what that ref\'s suite is>"');
  process.exit(2);
}

const run = (command, args, cwd) =>
  spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

/** One `npm test` in `cwd`: its totals line, wall seconds and the machine's busy CPU seconds. */
function measure(cwd, args = []) {
  const cpu = busyCpuSeconds();
  const start = Date.now();
  const result = run('npm', ['test', ...args], cwd);
  const seconds = Math.round((Date.now() - start) / 1000);
  const cpuSeconds = Math.round((busyCpuSeconds() ?? cpu) - cpu);
  const totals = result.stdout
    .trim()
    .split('\n')
    .reverse()
    .find((line) => /^\d+ passed, \d+ failed/.test(line));
  return { totals: totals ?? `no totals line (exit ${result.status})`, seconds, cpuSeconds };
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const dir = mkdtempSync(join(tmpdir(), 'dars-suite-cost-'));
const older = join(dir, 'older');
let before;
try {
  if (run('git', ['worktree', 'add', '--detach', older, ref]).status !== 0) throw new Error(`cannot check out ${ref}`);
  if (run('npm', ['ci', '--no-audit', '--no-fund'], older).status !== 0) throw new Error('npm ci failed');
  before = measure(older);
  console.log(`${label}: ${before.totals} in ${before.seconds} s, ${before.cpuSeconds} CPU s`);
} finally {
  run('git', ['worktree', 'remove', '--force', older]);
  rmSync(dir, { recursive: true, force: true });
}
// This suite's run also records its own figures (tests, budgets) when it is green.
const now = measure(process.cwd(), ['--', '--figures']);
console.log(`this suite: ${now.totals} in ${now.seconds} s, ${now.cpuSeconds} CPU s`);
const less = Math.round((1 - now.cpuSeconds / before.cpuSeconds) * 100);
console.log(`${less} % less CPU`);
recordFigures('suiteCost', { label, before, now, less });
