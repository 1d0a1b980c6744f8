import { defineConfig, devices } from '@playwright/test';
import { profiles, type TemplateName } from '@dealer/template-profiles';
import { testBrowserLaunchOptions } from './chromium';

// End-to-end tests against the built template apps, in the Chromium chromium.ts picks: each app on its
// profile's port + 100.
export const e2ePorts = Object.fromEntries(
  Object.values(profiles).map((profile) => [profile.name, profile.port + 100]),
) as Record<TemplateName, number>;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: testBrowserLaunchOptions,
    // a trace records every action's page: only a failed test's retry pays for one
    trace: 'on-first-retry',
  },
  // every app served at once, on its port (e2e/servers.ts; E2E_APPS=generic,toyota serves some)
  // the run's temporary files in one scratch folder removed at its end, then the app servers
  globalSetup: ['./scripts/test-scratch.ts', './e2e/servers.ts'],
});
