import { setupPage } from '@storybook/test-runner';
import StorybookEnvironment from '@storybook/test-runner/playwright/custom-environment.js';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

/** jest-playwright's environment, which the runner's (StorybookEnvironment) extends. */
const PlaywrightEnvironment = Object.getPrototypeOf(StorybookEnvironment);

/**
 * The browser, context and page of this worker's previous story file, kept open for the next one. Jest
 * makes an environment per test file, and the runner's environment launched a browser for each and opened
 * Storybook's iframe in it again (about a second per story file, 86 files in a full run). This module is
 * loaded once per worker, so what it holds lasts as long as the worker.
 */
let kept = null;

/**
 * A page error fails the story file it happens in on a kept page, as jest-playwright's own listener (on the
 * pages it opens, removed at their file's end) makes it do.
 */
const failOnPageError = (error) => process.emit('uncaughtException', error);

/**
 * The test-runner's environment, with one page per worker instead of one browser per story file: the
 * first file launches the browser and opens Storybook (the runner's set-up), later files get the same
 * page, where the runner's page script is already in place. Each story is rendered afresh by the runner
 * either way (a file's stories already share their page), and what our hooks change on the page, its
 * size, its colour emulation and the language, they set from the story, never from what the previous
 * file left (.storybook/test-runner.ts). Also supplies the page set-up the runner's generated tests call
 * again after a navigation (`__sbSetupPage`). The environment is loaded once per worker, outside each test
 * file's module registry, so the runner's bundle it imports is evaluated once per worker; see
 * test-runner-setup.js for why that matters. jest-image-snapshot's matcher comes from here for the same
 * reason: evaluated again in each file's registry, its image decoding and pixelmatch's loop ran unoptimized
 * by V8 through most of every file's pictures (pixelmatch alone 0.29 CPU s a picture; once per worker, 0.03).
 */
export default class DarsStoryEnvironment extends StorybookEnvironment {
  async setup() {
    if (kept?.page.isClosed() === false) {
      // jest-playwright's set-up without its browser (its own option for that), then the kept page.
      const options = this._config.testEnvironmentOptions['jest-playwright'];
      options.skipInitialization = true;
      try {
        await PlaywrightEnvironment.prototype.setup.call(this);
      } finally {
        delete options.skipInitialization;
      }
      Object.assign(this.global, kept);
      if (this._jestPlaywrightConfig.exitOnPageError) this.global.page.on('pageerror', failOnPageError);
    } else {
      await kept?.browser.close();
      await super.setup();
    }
    this.global.__sbSetupPage = setupPage;
    // The visual check's matcher, from this module (test-runner-setup.js adds it to each file's `expect`).
    this.global.__darsToMatchImageSnapshot = toMatchImageSnapshot;
  }

  async handleTestEvent(event, state) {
    await super.handleTestEvent(event, state);
    if (event.name === 'test_done' && event.test.errors.length > 0) this.failed = true;
  }

  async teardown() {
    // The page of the file's end (the runner replaces it after a navigation), kept; the browser is left
    // open by taking it from jest-playwright's teardown, which would close it. Not after a failed story:
    // a page that hung could carry the hang into the next file's stories, so it is closed with its browser
    // and the next file starts afresh.
    const { browser, context, page } = this.global;
    page.off('pageerror', failOnPageError);
    kept = this.failed ? null : { browser, context, page };
    if (!this.failed) this.global.browser = null;
    await super.teardown();
  }
}
