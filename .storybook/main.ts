import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../app/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // The msw worker lives here, not in public/, so the app's bundle never ships it.
  staticDirs: ['./public', { from: '../mocks/media', to: '/demo-media' }],
  core: { disableTelemetry: true },
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
