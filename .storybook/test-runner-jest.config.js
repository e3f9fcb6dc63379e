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
  // A story's whole visit (render, play, axe in Arabic, the picture) may take 60 s; the runner's default
  // is 15 s. Beside the end-to-end step the stories share two cores with it: CI timed out one there
  // (Screens/Course AddToCart, ar, 2.5–3 s alone). With two busy loops beside them (2026-11-27), the
  // slowest took 11.2 s (Screens/Exam Answering, ar), and 9 more took 6–9 s; in two clean runs on the same
  // day, with the machine at about 2.3 times its usual time for the whole suite, two of the home page's
  // stories passed 30 s (Desktop1280 and Tablet900, ar). The limit is there to end a story that hangs.
  // 180 s since CI timed out five stories at 60 s in one run (Exam LongQuestion, 4 s in the clean run
  // before): the runner's Node process is at the lowest priority (scripts/test.mjs), and while the
  // end-to-end step keeps both cores busy it gets almost no CPU time, whatever the story does.
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
