#!/usr/bin/env node
/**
 * `npm run chromatic`: publishes the stories to Chromatic, each in Arabic and in English (the `ar` and
 * `en` modes in .storybook/preview.tsx), when CHROMATIC_PROJECT_TOKEN is set. Without the token it says
 * so and exits cleanly: nothing is published, and the stories are still checked offline by `npm test`.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN?.trim()) {
  console.log(
    'npm run chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing is published (set it to the project token from chromatic.com).',
  );
  process.exit(0);
}

const result = spawnSync(
  process.platform === 'win32' ? 'npx.cmd' : 'npx',
  ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
