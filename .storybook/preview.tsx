import '@dars/theme';
import { configureApi } from '@dars/api';
import { I18nProvider, registerAllMessages, textFor } from '@dars/i18n';
import { handlers, pinDemoClock, resetDemoStore } from '@dars/mocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect } from 'react';
import { configure } from 'storybook/test';

// A play function's findBy… and waitFor wait up to 30 s, not Testing Library's 1 s, and no story asks for
// less: the story runs share the machine with the end-to-end step (scripts/test.mjs), and on a loaded machine
// a list drawn after its call (a grid of twenty cards) can take well over 15 s to appear. One that finds what
// it looks for returns at once; the story's own limit is 180 s (.storybook/test-runner-jest.config.js).
configure({ asyncUtilTimeout: 30_000 });

// The demo's dates (a plan's start and end, certificates, reviews) are those of one fixed day, so the
// stories' pictures are the same every day (mocks/clock.ts).
pinDemoClock(Date.UTC(2026, 10, 25, 12));
// The store was seeded as the module loaded, with the real time: seeded again on the fixed day.
resetDemoStore();

// Both catalogues, so the toolbar switches a story's language at once (the app loads one at a time).
registerAllMessages();

// A failure story shows its failure at once: the API client does not try a failed GET again.
configureApi({ getRetries: 0 });

/** Every story renders in the toolbar's language, with <html lang dir> to match. */
const withLocale: Decorator = (Story, context) => {
  const { lang, dir } = textFor(context.globals);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
    localStorage.setItem('lang', lang);
  }, [lang, dir]);
  return (
    <I18nProvider lang={lang}>
      <div dir={dir} lang={lang}>
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ar', title: 'العربية (rtl)' },
          { value: 'en', title: 'English (ltr)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ar' },
  // Every story is tested in Arabic; those tagged `text` (all, unless one opts out with '!text') in English too.
  tags: ['text'],
  decorators: [withLocale],
  // The demo API's handlers answer every story; stories override them for error, empty and slow states.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
  parameters: {
    // axe on every story, a violation fails it. With no tags given, addon-a11y runs axe's default set:
    // WCAG 2.0–2.2 A and AA *and* the best-practice rules. It turns `region` off, and rules about the
    // whole document (landmark-one-main, page-has-heading-one, bypass, document-title) do not apply to
    // its context (the story's body, not the page). That is kept on purpose: an isolated component has no
    // landmarks to sit in, so those rules would only flag the harness. Landmarks, regions and headings are
    // checked where they mean something, on whole pages of the built app by the e2e axe runs
    // (e2e/support.ts, AXE_TAGS), which also add the off-by-default WCAG 2.2 target-size rule.
    // Only violations are gathered in full (axe's `resultTypes`): a story fails on a violation alone, and
    // collecting every passing node of every rule made each axe run about 40 % longer and its report, sent
    // over Storybook's channel, several times larger.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    // `npm run chromatic` (scripts/chromatic.mjs): every story captured in both languages and directions.
    chromatic: { modes: { ar: { locale: 'ar' }, en: { locale: 'en' } } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
