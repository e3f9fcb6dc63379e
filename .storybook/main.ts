import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../app/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // The msw worker lives here, not in public/, so the app's bundle never ships it.
  staticDirs: ['./public', { from: '../mocks/media', to: '/demo-media' }],
  core: { disableTelemetry: true },
  // The build for the story runs (`storybook build --test`, scripts/test.mjs) leaves out the tools only a
  // reader of Storybook uses: highlighting (on every change a story makes to the page it read the computed
  // style of every element, even with nothing to highlight), the interactions panel's log of each play
  // function's calls (each call's arguments, DOM nodes too, written out as text), the actions log and the
  // toolbar's backgrounds, measure, outline and viewport: work on every story for no one. Stories, play
  // functions and axe are the same. `npm run build-storybook` (and Chromatic's build) keep them all.
  features: (features, options) =>
    options.test
      ? {
          ...features,
          highlight: false,
          interactions: false,
          actions: false,
          backgrounds: false,
          measure: false,
          outline: false,
          viewport: false,
        }
      : features,
  typescript: { reactDocgen: 'react-docgen' },
  // The app's service worker is the app's (vite.config.ts): Storybook's demo API is a worker of its own.
  viteFinal: (vite) => ({
    ...vite,
    plugins: (vite.plugins ?? [])
      .flat()
      .filter(
        (plugin) =>
          !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name.startsWith('vite-plugin-pwa')),
      ),
  }),
};

export default config;
