import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for designers: every widget in every state, network from named MSW scenarios. */
const config: StorybookConfig = {
  // StrictMode, as apps run in development: the story tests replay every effect once.
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
