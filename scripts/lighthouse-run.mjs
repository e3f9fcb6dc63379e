#!/usr/bin/env node
/**
 * `npm run lighthouse`: the Lighthouse gates over the product (scripts/lighthouse-gates.mjs). Builds the app
 * into a temporary folder, serves it with `vite preview` (demo API) on a free port, measures GATE_ROUTES
 * (median of RUNS, default 3; /cart as the demo student) with scripts/lighthouse.mjs, prints the table and
 * every missed gate, and exits 1 on any. Too slow for `npm test` (several minutes); its latest figures are in
 * the README. Needs the lighthouse CLI: LIGHTHOUSE=<binary>, else `npx --yes lighthouse@13`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATE_ROUTES, SIGNED_IN_ROUTES } from './lighthouse-gates.mjs';

const vite = join('node_modules', '.bin', 'vite');
const outDir = mkdtempSync(join(tmpdir(), 'dars-lighthouse-build-'));
const port = await new Promise((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});

const built = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);
const preview = spawn(vite, ['preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
let status = 1;
try {
  for (let i = 0; ; i += 1) {
    const up = await fetch(`${base}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`vite preview did not answer on ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const routes = process.argv.slice(2);
  const measured = spawnSync('node', ['scripts/lighthouse.mjs', base, ...(routes.length ? routes : GATE_ROUTES)], {
    stdio: 'inherit',
    env: { ...process.env, GATE: '1', SIGNED_IN: process.env.SIGNED_IN ?? SIGNED_IN_ROUTES.join(',') },
  });
  status = measured.status ?? 1;
} finally {
  preview.kill();
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(status);
