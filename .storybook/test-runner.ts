import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';

// CommonJS, shared with the end-to-end test that proves the visual check (e2e/visual-gate.test.ts).
import visual from '../scripts/visual.cjs';

const { MATCH_OPTIONS, photograph, snapshotName, watchCalls } = visual;

/**
 * The test-runner visits every story in Arabic and every story tagged `text` in English, one page per
 * story file (test-runner-transform.js runs a `describe` block per language and names the language in
 * `globalThis.__darsStoryLocale`). addon-a11y runs axe on each Arabic visit (parameters.a11y.test = 'error'),
 * so a violation fails the story. The English visits play, and are photographed, without axe (its
 * `a11y.manual` global): they render the same components from the same keys (packages/i18n's tests: the
 * same keys in both languages, none empty), and axe cost the screens' English stories 25 of 138 s in a
 * suite that must stay under 15 minutes. Whole English pages are still checked by axe, on every route, in
 * the route sweep (e2e/sweep-demo.test.ts at 1280 px; e2e/sweep-hostile.test.ts at 320 px on the home and
 * not-found pages). A story with `parameters.darsViewport` (a width in px) is rendered at that width; others at
 * 1280. One with Chromatic's `parameters.chromatic.forcedColors: 'active'` is rendered with forced colours
 * active (Chromium's emulation), one with `chromatic.prefersReducedMotion: 'reduce'` with reduced motion
 * asked for (the home page's banners then stay on the first one: advancing every 3 s, they were
 * photographed on whichever banner a slow run had reached). The same parameters make Chromatic draw them
 * so: its snapshot and the offline picture show the same thing.
 *
 * Visual regression (offline): after each visit the story is photographed at its natural size once it has
 * settled (scripts/visual.cjs) and compared by jest-image-snapshot with `visual/baselines/<id>.<lang>.png`
 * (docs/testing.md, "Visual regression"; its matcher is added to Jest's `expect` in test-runner-setup.js).
 * A story whose picture cannot be the same twice opts out with `parameters.darsVisual: false`.
 */
const localeNow = () => {
  const value = (globalThis as { __darsStoryLocale?: string }).__darsStoryLocale ?? process.env.STORY_LOCALE;
  return value === 'en' ? 'en' : 'ar';
};

/** Stories that opted out of the picture, noted by preVisit (which reads the story's parameters). */
const unphotographed = new WeakMap<Page, boolean>();
/**
 * The media emulation a story put its page in, held on the page itself (as scripts/visual.cjs holds its
 * DevTools session): the worker's page is kept from one story file to the next
 * (test-runner-environment.js), and this module is loaded afresh for each file. None until a story asks.
 */
const MEDIA = Symbol.for('dars.story.media');
type Media = { forcedColors: 'active' | 'none'; reducedMotion: 'reduce' | 'no-preference' };
type WithMedia = Page & { [MEDIA]?: Media };

/**
 * The story's context (its parameters), as the runner's `getStoryContext` reads it from the page: written
 * here so that this file imports nothing from the runner at run time (test-runner-setup.js says why).
 */
const getStoryContext = (page: Page, context: { id: string }) =>
  page.evaluate(
    (storyId) =>
      (
        globalThis as unknown as { __getContext: (id: string) => { parameters?: Record<string, unknown> } }
      ).__getContext(storyId),
    context.id,
  );

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    unphotographed.set(page, story.parameters?.darsVisual === false);
    // The picture waits for the story's calls to end (scripts/visual.cjs).
    await watchCalls(page);
    const width = Number(story.parameters?.darsViewport) || 1280;
    // Each only when it changes from the page's last story: both make Chromium lay the page out again.
    const size = { width, height: width < 500 ? 812 : 800 };
    const current = page.viewportSize();
    if (current?.width !== size.width || current?.height !== size.height) await page.setViewportSize(size);
    // A story with Chromatic's `forcedColors: 'active'` renders in forced-colours mode (Windows high
    // contrast), so its play function sees what such a user sees; every other story in normal colours.
    // Likewise reduced motion for one with Chromatic's `prefersReducedMotion: 'reduce'`.
    const chromatic = story.parameters?.chromatic as
      | { forcedColors?: string; prefersReducedMotion?: string }
      | undefined;
    const media = {
      forcedColors: chromatic?.forcedColors === 'active' ? 'active' : 'none',
      reducedMotion: chromatic?.prefersReducedMotion === 'reduce' ? 'reduce' : 'no-preference',
    } as const;
    const emulated = (page as WithMedia)[MEDIA] ?? { forcedColors: 'none', reducedMotion: 'no-preference' };
    if (emulated.forcedColors !== media.forcedColors || emulated.reducedMotion !== media.reducedMotion) {
      await page.emulateMedia(media);
      (page as WithMedia)[MEDIA] = media;
    }
    // Arabic is the toolbar's initial value. Switch only when the language changes: globals then
    // persist across the stories this page visits, and no story is re-rendered under the next one.
    await page.evaluate(async (value) => {
      const w = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__?: {
          emit: (e: string, p: unknown) => void;
          on: (e: string, f: () => void) => void;
          off: (e: string, f: () => void) => void;
        };
        __darsLocale?: string;
      };
      if ((w.__darsLocale ?? 'ar') === value) return;
      w.__darsLocale = value;
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return;
      // A story of the previous language may be on screen: let its re-render finish first.
      const shown = document.querySelector('#storybook-root')?.childElementCount;
      await new Promise<void>((resolve) => {
        const done = () => {
          channel.off('storyFinished', done);
          resolve();
        };
        channel.on('storyFinished', done);
        // axe in Arabic only (see above).
        channel.emit('updateGlobals', { globals: { locale: value, a11y: { manual: value !== 'ar' } } });
        if (!shown) done();
      });
    }, localeNow());
  },
  async postVisit(page, context) {
    // A story that failed (its play function, axe) fails with that error: the runner throws it once this
    // returns, and anything thrown here would be reported in its place (a picture of the failed state
    // differs from the accepted one). Nor is it photographed: `npm run visual:accept` would keep it.
    if (context.hasFailure) return;
    // The story really rendered in the locale under test.
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== localeNow()) throw new Error(`story rendered in "${lang}", expected "${localeNow()}"`);
    if (unphotographed.get(page)) return;
    expect(await photograph(page)).toMatchImageSnapshot({
      ...MATCH_OPTIONS,
      customSnapshotIdentifier: snapshotName(context.id, lang),
    });
  },
};

export default config;
