import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The test projects (`npm run test:unit`, `npm run failure-matrix`, scripts/test.mjs), each on the app's own
 * configuration (vite.config.ts: its plugins and aliases).
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'packages/**/*.test.{ts,tsx}',
              'machines/**/*.test.{ts,tsx}',
              'mocks/**/*.test.{ts,tsx}',
              'app/**/*.test.{ts,tsx}',
              'build/**/*.test.ts',
              'scripts/**/*.test.ts',
              'e2e/matrix/table.test.ts',
            ],
            setupFiles: ['./vitest.setup.ts'],
            // Both cores, and one jsdom per worker rather than per file: setting up a fresh environment for
            // each file costs more than most files' tests. Shared modules are safe to share: vitest.setup.ts
            // resets msw and the demo store after each test, and the files pass in any order.
            maxWorkers: 2,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.test.ts'],
            exclude: ['e2e/matrix/**'],
            globalSetup: ['./e2e/global-setup.ts'],
            // E2E_WORKERS files at a time, each against its own preview server and demo state (global-setup.ts).
            maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS || 2)),
            // The files of a worker share one process and one Chromium (e2e/support.ts): no new process,
            // module graph and browser per file.
            isolate: false,
            // A journey's limit, there to end one that hangs. A journey may take well over a minute while
            // the story runs keep both cores busy (scripts/test.mjs); a route sweep sets its own, larger
            // limit.
            testTimeout: 120_000,
            hookTimeout: 120_000,
            // expect.poll's own default is 1 s: the page's answer to a click or a load can take longer while
            // the story runs share the machine (scripts/test.mjs). A poll passes at its first good sample, so
            // only a failing one waits the whole 5 s.
            expect: { poll: { timeout: 5_000 } },
          },
        },
        {
          extends: true,
          test: {
            // The failure matrix (e2e/matrix/failures.test.ts): `npm run failure-matrix`.
            name: 'matrix',
            environment: 'node',
            include: ['e2e/matrix/failures.test.ts'],
            globalSetup: ['./e2e/global-setup.ts'],
            testTimeout: 900_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
