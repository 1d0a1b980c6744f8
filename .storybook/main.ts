import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';

// The design system's Storybook: every component, in every brand, with a11y checks.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../design-system/src/**/*.mdx', '../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        include: [
          'react',
          'react-dom',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-dom/client',
          'storybook/test',
          '@storybook/react-vite > @storybook/react > @storybook/react-dom-shim',
          '@dealer/design-system > radix-ui',
          '@dealer/design-system > react-hook-form',
          '@dealer/design-system > @vanilla-extract/dynamic',
          '@dealer/design-system > @vanilla-extract/recipes/createRuntimeFn',
          '@dealer/design-system > @vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    });
  },
};

export default config;
