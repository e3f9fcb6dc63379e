import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/browser.mjs';

const testRunnerConfig = getJestConfig();

/**
 * The test-runner's own configuration, with Debian's Chromium (never a downloaded browser) and a longer
 * limit for a story. @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  // A story's whole visit (render, play, axe in Arabic, the picture) may take 60 s; the runner's default
  // is 15 s. The story runs share two cores with the end-to-end step (scripts/test.mjs), at the lowest
  // priority: while that step keeps both cores busy they get almost no CPU time, whatever the story does,
  // so a story of 4 s can take over a minute there. The limit is there to end a story that hangs.
  testTimeout: 180_000,
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
