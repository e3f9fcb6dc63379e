import { setupPage } from '@storybook/test-runner';
import StorybookEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

/**
 * The test-runner's own environment (a browser page per story file, Storybook's iframe opened in it), plus
 * the page set-up its generated tests call again after a navigation (`__sbSetupPage`). The environment is
 * loaded once per worker, outside each test file's module registry, so the runner's bundle it imports is
 * evaluated once per worker; see test-runner-setup.js for why that matters.
 */
export default class DarsStoryEnvironment extends StorybookEnvironment {
  async setup() {
    await super.setup();
    this.global.__sbSetupPage = setupPage;
  }
}
