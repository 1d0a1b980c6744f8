import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { testBrowserLaunchOptions } from './chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story runs as a test (render, play function, a11y) in Debian's Chromium.
export default defineProject({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') }), vanillaExtractPlugin()],
  test: {
    name: 'storybook',
    // the browser's profile and other temporary files in the run's scratch folder
    globalSetup: ['./scripts/test-scratch.ts'],
    // the story files share one page instead of loading one each (each story renders afresh)
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: testBrowserLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
