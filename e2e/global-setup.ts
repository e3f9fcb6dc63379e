import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PreviewServer, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One preview server per e2e worker (`E2E_WORKERS`), each with its own demo state. */
    baseUrls: string[];
  }
}

/** How many test files run at once: each worker has its own server, since tests reset the demo's state. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS || 2));

const servers: PreviewServer[] = [];

/**
 * End-to-end tests run against the production build served by `vite preview`,
 * with the demo API mounted by its plugin (as `npm start` does).
 */
export default async function setup(project: TestProject) {
  // `npm test` builds once before every suite and sets E2E_SKIP_BUILD; run alone, the suite builds itself.
  // E2E_DIST builds and serves another folder, so two suites on one machine never share a build.
  const outDir = process.env.E2E_DIST || 'dist';
  if (!existsSync(`${outDir}/index.html`) || process.env.E2E_SKIP_BUILD !== '1') {
    // A child process: inside vitest NODE_ENV is 'test', which would give React's development build.
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir],
      {
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  }
  const first = Number(process.env.E2E_PORT || 4173);
  const baseUrls: string[] = [];
  for (let i = 0; i < E2E_WORKERS; i += 1) {
    const port = first + i;
    // Each server's demo API keeps its state in a file of its own for the run, starting from the seed
    // (the plugin reads the variable as the server starts).
    process.env.DARS_DEMO_STATE_FILE = join(tmpdir(), `dars-e2e-state-${port}.json`);
    rmSync(process.env.DARS_DEMO_STATE_FILE, { force: true });
    const server = await preview({
      logLevel: 'warn',
      build: { outDir },
      preview: { port, strictPort: true, host: '127.0.0.1', open: false },
    });
    // Node closes an idle kept-alive connection after 5 s; a client that sends on it just then gets
    // ECONNRESET (a test's own route.fetch on a loaded machine). Idle connections stay open a minute.
    if (server.httpServer && 'keepAliveTimeout' in server.httpServer) {
      server.httpServer.keepAliveTimeout = 60_000;
      server.httpServer.headersTimeout = 61_000;
    }
    servers.push(server);
    baseUrls.push(`http://127.0.0.1:${port}`);
  }
  project.provide('baseUrls', baseUrls);
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
