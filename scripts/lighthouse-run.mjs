#!/usr/bin/env node
/**
 * `npm run lighthouse`: the Lighthouse gates over the product (scripts/lighthouse-gates.mjs). Builds the app
 * and serves it with the demo API (scripts/served-build.mjs), measures GATE_ROUTES
 * (median of RUNS, default 3; /cart as the demo student) with scripts/lighthouse.mjs, prints the table and
 * every missed gate, and exits 1 on any. Too slow for `npm test` (several minutes); its latest figures are in
 * the README. Needs the lighthouse CLI: LIGHTHOUSE=<binary>, else `npx --yes lighthouse@13`.
 */
import { spawnSync } from 'node:child_process';
import { GATE_ROUTES, SIGNED_IN_ROUTES } from './lighthouse-gates.mjs';
import { servedBuild } from './served-build.mjs';

const { base, close } = await servedBuild('lighthouse');
let status = 1;
try {
  const routes = process.argv.slice(2);
  const measured = spawnSync('node', ['scripts/lighthouse.mjs', base, ...(routes.length ? routes : GATE_ROUTES)], {
    stdio: 'inherit',
    env: { ...process.env, GATE: '1', SIGNED_IN: process.env.SIGNED_IN ?? SIGNED_IN_ROUTES.join(',') },
  });
  status = measured.status ?? 1;
} finally {
  close();
}
process.exit(status);
