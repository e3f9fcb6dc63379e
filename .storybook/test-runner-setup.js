import config from './test-runner.ts';

/**
 * What the test-runner's own set-up file (`@storybook/test-runner/playwright/jest-setup.js`) does for each
 * story file, without importing the runner's bundle into that file's module registry: Jest evaluates a
 * registry's modules again for every test file, and that one import (the runner and Storybook's server
 * code behind it) cost 0.6–1.2 s per story file, measured on 12 files (86 files in a full run). The hooks
 * the generated tests call are our config's (test-runner.ts, which imports nothing from the runner); the
 * page set-up for a retry after a navigation comes from the environment (test-runner-environment.js).
 */
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
globalThis.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
// The visual check's matcher (.storybook/test-runner.ts), on this file's `expect`: jest-image-snapshot's,
// loaded once per worker by the environment (test-runner-environment.js says why).
const toMatchImageSnapshot = globalThis.__darsToMatchImageSnapshot;
if (typeof toMatchImageSnapshot !== 'function')
  throw new Error('no image matcher: the story environment (test-runner-environment.js) supplies it');
expect.extend({ toMatchImageSnapshot });
