import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';

/**
 * The test-runner visits every story once per locale: STORY_LOCALE=ar (default) or en.
 * addon-a11y runs axe on each visit (parameters.a11y.test = 'error'), so a violation fails the story.
 * A story with `parameters.darsViewport` (a width in px) is rendered at that width; others at 1280.
 */
const locale = process.env.STORY_LOCALE === 'en' ? 'en' : 'ar';

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const width = Number(story.parameters?.darsViewport) || 1280;
    await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
    // Arabic is the toolbar's initial value. For English, switch once per page: globals then
    // persist across the stories this page visits, and no story is re-rendered under the next one.
    if (locale === 'ar') return;
    await page.evaluate((value) => {
      const w = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__?: { emit: (e: string, p: unknown) => void };
        __darsLocale?: string;
      };
      if (w.__darsLocale === value) return;
      w.__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', { globals: { locale: value } });
      w.__darsLocale = value;
    }, locale);
  },
  async postVisit(page) {
    // The story really rendered in the locale under test.
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== locale) throw new Error(`story rendered in "${lang}", expected "${locale}"`);
  },
};

export default config;
