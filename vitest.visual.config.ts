import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { searchForWorkspaceRoot } from 'vite';
import { defineProject } from 'vitest/config';
import { visualDraftIn } from './design-system/visual/visual-draft';
import { storyDependencies } from './.storybook/optimize-deps';
import { testBrowserLaunchOptions } from './chromium';

// Screenshot baselines of the key stories in every brand, compared in Chromium. The baselines
// are committed next to the test (design-system/visual/__screenshots__); update them with
// `npx vitest run --project visual --update` after an intended visual change.

// `npm run test:visual -- --theme <theme.json>`: the captures in a draft theme, written to its folder
const draft = visualDraftIn(process.env.DEALER_VISUAL_DRAFT);

// as large as the largest story's viewport (the vehicle page; in a draft, a whole page on a
// phone), so the page is never scaled down
const viewport = { width: 1280, height: draft ? 8000 : 2400 };

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  // the draft's folder may be outside the workspace
  server: draft ? { fs: { allow: [searchForWorkspaceRoot(process.cwd()), draft.out] } } : {},
  optimizeDeps: {
    // pre-bundled up front, so the page never reloads half way through a run
    include: [
      ...storyDependencies,
      'storybook/preview-api',
      '@storybook/react-vite',
      '@dealer/design-system > @hookform/resolvers/zod',
      '@dealer/design-system > zod',
    ],
  },
  test: {
    name: 'visual',
    // the browser's profile and other temporary files in the run's scratch folder
    globalSetup: ['./scripts/test-scratch.ts'],
    include: ['design-system/visual/**/*.visual.tsx'],
    provide: { visualDraft: draft },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          ...testBrowserLaunchOptions,
          args: [
            ...testBrowserLaunchOptions.args,
            '--force-color-profile=srgb',
            '--hide-scrollbars',
          ],
        },
        contextOptions: { viewport, deviceScaleFactor: 1 },
      }),
      instances: [{ browser: 'chromium', viewport }],
      // a failed comparison already writes the actual and diff images
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Debian's Chromium renders a story to the same pixels run after run; the small tolerance
          // (0.1% of the pixels, a 5% colour distance) absorbs a stray anti-aliased edge, while a
          // changed colour, even a border shade, or a moved part fails
          comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.001 },
        },
      },
    },
  },
});
