import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright-core';

// CommonJS, shared with the end-to-end test that proves the visual check (e2e/visual-gate.test.ts).
import visual from '../scripts/visual.cjs';

const { MATCH_OPTIONS, photograph, snapshotName, watchCalls } = visual;

/**
 * One run of the test-runner tests one language, `STORY_LOCALE` (ar, the default, or en): scripts/test.mjs
 * runs it twice, every story in Arabic, then the stories tagged `text` in English (`--includeTags text`).
 * `prepare` sets the language of each page the runner opens (one per story file) before its first story.
 * addon-a11y runs axe on each Arabic visit (parameters.a11y.test = 'error'), so a violation fails the story.
 * The English visits play, and are photographed, without axe (its `a11y.manual` global): they render the
 * same components from the same keys (packages/i18n's tests: the same keys in both languages, none empty).
 * Whole English pages are still checked by axe, on every route, in the route sweep (e2e/sweep-demo.test.ts
 * at 1280 px; e2e/sweep-hostile.test.ts at 320 px on the home and not-found pages).
 *
 * A story with `parameters.darsViewport` (a width in px) is rendered at that width; others at 1280. One with
 * Chromatic's `parameters.chromatic.forcedColors: 'active'` is rendered with forced colours active
 * (Chromium's emulation), one with `chromatic.prefersReducedMotion: 'reduce'` with reduced motion asked for
 * (the home page's banners then stay on the first one). The same parameters make Chromatic draw them so:
 * its snapshot and the offline picture show the same thing.
 *
 * Visual regression: after each visit the story is photographed at its natural size once it has settled
 * (scripts/visual.cjs) and compared by jest-image-snapshot with `visual/baselines/<id>.<lang>.png`
 * (docs/testing.md, "Visual regression"). A story whose picture cannot be the same twice opts out with
 * `parameters.darsVisual: false`.
 */
const LOCALE = process.env.STORY_LOCALE === 'en' ? 'en' : 'ar';

type Media = { forcedColors: 'active' | 'none'; reducedMotion: 'reduce' | 'no-preference' };
/**
 * What a page was last set to by a story, held on the page, so that only a change makes Chromium lay the
 * page out again.
 */
const MEDIA = Symbol.for('dars.story.media');
type WithMedia = Page & { [MEDIA]?: Media };
/** Stories that opted out of the picture, noted by preVisit (which reads the story's parameters). */
const unphotographed = new WeakSet<Page>();

type Channel = {
  emit: (event: string, payload: unknown) => void;
  on: (event: string, listener: (payload: { globals?: { locale?: string } }) => void) => void;
};

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  /**
   * The runner's own preparation (Storybook's iframe, loaded), then the run's language: Storybook's
   * `updateGlobals`, as its toolbar sends it, before any story renders. Arabic is the initial value.
   */
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    if (LOCALE === 'ar') return;
    await page.evaluate(
      (locale) =>
        new Promise<void>((resolve) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          channel.on('globalsUpdated', ({ globals }) => {
            if (globals?.locale === locale) resolve();
          });
          // axe in Arabic only (see above).
          channel.emit('updateGlobals', { globals: { locale, a11y: { manual: true } } });
        }),
      LOCALE,
    );
  },

  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    if (story.parameters?.darsVisual === false) unphotographed.add(page);
    else unphotographed.delete(page);
    // The picture waits for the story's calls to end (scripts/visual.cjs).
    await watchCalls(page);
    const width = Number(story.parameters?.darsViewport) || 1280;
    // Each only when it changes from the page's last story: both make Chromium lay the page out again.
    const size = { width, height: width < 500 ? 812 : 800 };
    const current = page.viewportSize();
    if (current?.width !== size.width || current?.height !== size.height) await page.setViewportSize(size);
    const chromatic = story.parameters?.chromatic as
      | { forcedColors?: string; prefersReducedMotion?: string }
      | undefined;
    const media: Media = {
      forcedColors: chromatic?.forcedColors === 'active' ? 'active' : 'none',
      reducedMotion: chromatic?.prefersReducedMotion === 'reduce' ? 'reduce' : 'no-preference',
    };
    const emulated = (page as WithMedia)[MEDIA] ?? { forcedColors: 'none', reducedMotion: 'no-preference' };
    if (emulated.forcedColors !== media.forcedColors || emulated.reducedMotion !== media.reducedMotion) {
      await page.emulateMedia(media);
      (page as WithMedia)[MEDIA] = media;
    }
  },

  async postVisit(page, context) {
    // A story that failed (its play function, axe) fails with that error: the runner throws it once this
    // returns, and anything thrown here would be reported in its place (a picture of the failed state
    // differs from the accepted one). Nor is it photographed: `npm run visual:accept` would keep it.
    if (context.hasFailure) return;
    // The story really rendered in the run's language.
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== LOCALE) throw new Error(`story rendered in "${lang}", expected "${LOCALE}"`);
    if (unphotographed.has(page)) return;
    expect(await photograph(page)).toMatchImageSnapshot({
      ...MATCH_OPTIONS,
      customSnapshotIdentifier: snapshotName(context.id, lang),
    });
  },
};

export default config;
