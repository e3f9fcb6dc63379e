import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/browser.mjs';

const testRunnerConfig = getJestConfig();
const storyTransform = Object.keys(testRunnerConfig.transform).find((pattern) =>
  String(testRunnerConfig.transform[pattern]).endsWith('playwright/transform.js'),
);

/**
 * The runner's per-file set-up file is replaced by ours (test-runner-setup.js: the same hooks, without
 * evaluating the runner's bundle again in every story file) and its environment by ours, which extends it.
 * If a new runner renames either, this stops at once rather than running the stories without their hooks.
 */
const RUNNER_SETUP = /\/playwright\/jest-setup\.js$/;
if (!testRunnerConfig.setupFilesAfterEnv?.some((file) => RUNNER_SETUP.test(file))) {
  throw new Error(
    '@storybook/test-runner no longer lists playwright/jest-setup.js: review .storybook/test-runner-setup.js',
  );
}
const setupFilesAfterEnv = testRunnerConfig.setupFilesAfterEnv.map((file) =>
  RUNNER_SETUP.test(file) ? new URL('./test-runner-setup.js', import.meta.url).pathname : file,
);

/**
 * Debian's Chromium, never a downloaded browser; each story file is tested in every language in one
 * page (test-runner-transform.js). @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  // A story's whole visit (render, play, axe in Arabic, the picture) may take 180 s; the runner's default
  // is 15 s. The runner's Node process is at the lowest priority beside the end-to-end step
  // (scripts/test.mjs), and while that step keeps both cores busy it gets almost no CPU time, whatever the
  // story does: a story of 3 or 4 s alone can then take over a minute. The limit is there to end a story
  // that hangs.
  testTimeout: 180_000,
  testEnvironment: new URL('./test-runner-environment.js', import.meta.url).pathname,
  setupFilesAfterEnv,
  transform: {
    ...testRunnerConfig.transform,
    [storyTransform ?? '^.+\\.(story|stories)\\.[jt]sx?$']: new URL('./test-runner-transform.js', import.meta.url)
      .pathname,
  },
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        headless: true,
      },
    },
  },
};
