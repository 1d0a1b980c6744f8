import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import ServerLongestFirst from './scripts/vitest-sequencer';

// The store and service modules import 'server-only', so Next.js refuses a browser bundle that
// pulls one in. The package throws anywhere but a server bundle: the tests that run those modules
// in Node take its empty file, as Next.js does on the server (the command-line tools and the app
// server get it through the root tsconfig.json's paths, which tsx follows).
const serverOnly = {
  alias: {
    'server-only': fileURLToPath(
      new URL('./platform/node_modules/server-only/empty.js', import.meta.url),
    ),
  },
};

// Every project's temporary files go to one scratch folder per run, removed when it ends (see
// scripts/test-scratch.ts).
// One Vitest run: pure rules and services (node), components (happy-dom), the Storybook stories
// as tests in Chromium (see vitest.storybook.config.ts), screenshot baselines of the key stories
// (see vitest.visual.config.ts) and the server tests against the built apps.
export default defineConfig({
  test: {
    // two workers on two cores (Vitest's default leaves one core to its own process)
    maxWorkers: 2,
    // the server tests' longest files first, so the two workers end together
    sequence: { sequencer: ServerLongestFirst },
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        resolve: serverOnly,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{site-config,platform,design-system,templates}/**/*.test.ts',
            'scripts/**/*.test.ts',
            // the server tests' own helpers (the server tests themselves run after the builds)
            'server-tests/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/.next/**', 'server-tests/**/*.server.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // one embedded store made and migrated per run, which each new store starts from
          globalSetup: ['./scripts/test-scratch.ts', './scripts/pglite-template.ts'],
          // the files share one process instead of one each (none mocks a module; what a file
          // fakes ends with it, see scripts/vitest-file-cleanup.ts)
          isolate: false,
          setupFiles: ['./scripts/vitest-worker-database.ts', './scripts/vitest-file-cleanup.ts'],
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        resolve: serverOnly,
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['{platform,design-system,templates}/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/.next/**'],
          globalSetup: ['./scripts/test-scratch.ts'],
          // the files share one process; each imports the project's modules afresh (a module
          // mock stays in its file) and what it fakes ends with it
          isolate: false,
          setupFiles: ['./scripts/vitest-file-modules.ts', './scripts/vitest-file-cleanup.ts'],
        },
      },
      './vitest.storybook.config.ts',
      // screenshot baselines of the key stories in every brand (see vitest.visual.config.ts)
      './vitest.visual.config.ts',
      {
        // npm run new-template in a throwaway copy of the repository: generate, check, build,
        // serve (npm run check:new-template; npm test runs it beside its other steps at a lower
        // priority, so its wall time is what they leave it: about 2 minutes alone, 12 beside
        // them, more on a busier machine)
        test: {
          name: 'new-template',
          environment: 'node',
          include: ['server-tests/new-template.check.ts'],
          globalSetup: ['./scripts/test-scratch.ts'],
          testTimeout: 1_800_000,
          hookTimeout: 600_000,
        },
      },
      {
        // server-level tests against the built apps (run after the builds by the test command)
        resolve: serverOnly,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server-tests/**/*.server.test.ts'],
          // the app processes that files which only read pages and calls share
          globalSetup: ['./scripts/test-scratch.ts', './server-tests/shared-apps.ts'],
          testTimeout: 240_000,
          // an app started on a loaded machine beside others can take minutes
          hookTimeout: 240_000,
          // two files at a time, each with its own app processes, ports and data directories:
          // one file's waits (a sold car's window, an alerts run, a restart) are the other's turn
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
