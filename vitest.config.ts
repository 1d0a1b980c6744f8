import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: pure rules and services (node), components (happy-dom),
// and the Storybook stories as tests in Chromium (see vitest.storybook.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{site-config,platform,design-system,templates}/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/.next/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['{platform,design-system,templates}/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/.next/**'],
        },
      },
      './vitest.storybook.config.ts',
    ],
  },
});
