import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/browser.mjs';

const testRunnerConfig = getJestConfig();
const storyTransform = Object.keys(testRunnerConfig.transform).find((pattern) =>
  String(testRunnerConfig.transform[pattern]).endsWith('playwright/transform.js'),
);

/**
 * Debian's Chromium, never a downloaded browser; each story file is tested in every language in one
 * page (test-runner-transform.js). @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
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
