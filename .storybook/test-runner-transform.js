/**
 * The test-runner's own story transform, run once per language into one test file, so each story
 * file is opened once (one page, one Storybook boot) for every language instead of once per language:
 *   describe('ar', …every story…)  then  describe('en', …the stories tagged `text`…)
 * Languages come from STORY_LOCALES (default "ar,en"); the first runs every story, the others only the
 * stories that carry text (the `text` tag, on by default in preview.tsx; a story without any opts out
 * with `tags: ['!text']`). `.storybook/test-runner.ts` reads the language of the running block.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { transformPlaywright } from '@storybook/test-runner';
import { transform as swcTransform } from '@swc/core';

export const LOCALES = (process.env.STORY_LOCALES || 'ar,en').split(',').map((s) => s.trim());
export const TEXT_TAG = 'text';

/** Tag filters are read from the environment: transform one file at a time. */
let queue = Promise.resolve();
function serially(task) {
  const next = queue.then(task, task);
  queue = next.catch(() => {});
  return next;
}

async function transformWithTags(src, filename, includeTags) {
  const saved = process.env.STORYBOOK_INCLUDE_TAGS;
  if (includeTags) process.env.STORYBOOK_INCLUDE_TAGS = includeTags;
  else delete process.env.STORYBOOK_INCLUDE_TAGS;
  try {
    return await transformPlaywright(src, filename);
  } finally {
    if (saved === undefined) delete process.env.STORYBOOK_INCLUDE_TAGS;
    else process.env.STORYBOOK_INCLUDE_TAGS = saved;
  }
}

async function processAsync(src, filename) {
  const blocks = await serially(async () => {
    const out = [];
    for (const [index, locale] of LOCALES.entries()) {
      const tests = await transformWithTags(src, filename, index === 0 ? undefined : TEXT_TAG);
      if (!tests.trim() || tests.includes('describe.skip(')) continue;
      const name = JSON.stringify(locale);
      out.push(
        `describe(${name}, () => {\nbeforeEach(() => { globalThis.__darsStoryLocale = ${name}; });\n${tests}\n});`,
      );
    }
    return out;
  });
  const code = blocks.length ? blocks.join('\n') : `describe.skip('${filename}', () => { it('no-op', () => {}) });`;
  const result = await swcTransform(code, {
    filename,
    isModule: true,
    module: { type: 'es6' },
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2015' },
  });
  return { code: result.code };
}

const self = readFileSync(new URL(import.meta.url), 'utf8');

export default {
  processAsync,
  // The output depends on the story file, this transform and the tags set in preview.tsx.
  getCacheKeyAsync: async (src, filename) =>
    createHash('sha1')
      .update([src, filename, self, LOCALES.join(), process.env.STORYBOOK_PREVIEW_TAGS ?? ''].join('\0'))
      .digest('hex'),
};
