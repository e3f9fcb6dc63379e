import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';

/**
 * The test-runner visits every story in Arabic and every story tagged `text` in English, one page per
 * story file (test-runner-transform.js runs a `describe` block per language and names the language in
 * `globalThis.__darsStoryLocale`). addon-a11y runs axe on each visit (parameters.a11y.test = 'error'),
 * so a violation fails the story. A story with `parameters.darsViewport` (a width in px) is rendered at
 * that width; others at 1280. One with `parameters.darsForcedColors: true` is rendered with forced colours
 * active (Chromium's emulation).
 */
const localeNow = () => {
  const value = (globalThis as { __darsStoryLocale?: string }).__darsStoryLocale ?? process.env.STORY_LOCALE;
  return value === 'en' ? 'en' : 'ar';
};

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const width = Number(story.parameters?.darsViewport) || 1280;
    await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
    // A story with `parameters.darsForcedColors` renders in forced-colours mode (Windows high contrast),
    // so its play function sees what such a user sees; every other story in normal colours.
    await page.emulateMedia({ forcedColors: story.parameters?.darsForcedColors ? 'active' : 'none' });
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
        channel.emit('updateGlobals', { globals: { locale: value } });
        if (!shown) done();
      });
    }, localeNow());
  },
  async postVisit(page) {
    // The story really rendered in the locale under test.
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== localeNow()) throw new Error(`story rendered in "${lang}", expected "${localeNow()}"`);
  },
};

export default config;
