/**
 * The production build in a temporary folder, served by `vite preview` with the demo API on a free port, for
 * the benchmarks that look at the app as a visitor's browser gets it (`npm run lighthouse`,
 * `npm run interactions`). The demo's state lives in that folder too, starting from the seed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const vite = join('node_modules', '.bin', 'vite');

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Builds and serves the app; `close` stops the server and removes the folder. Exits the process with the
 * build's status when the build fails.
 * @param {string} name a word for the folder's name
 * @returns {Promise<{ base: string, close: () => void }>}
 */
export async function servedBuild(name) {
  const outDir = mkdtempSync(join(tmpdir(), `dars-${name}-build-`));
  const port = await freePort();
  const built = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    process.exit(built.status ?? 1);
  }
  const preview = spawn(vite, ['preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    env: { ...process.env, DARS_DEMO_STATE_FILE: join(outDir, 'demo-state.json') },
  });
  const base = `http://127.0.0.1:${port}`;
  const close = () => {
    preview.kill();
    rmSync(outDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i += 1) {
    const up = await fetch(`${base}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 100) {
      close();
      throw new Error(`vite preview did not answer on ${base}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, close };
}
