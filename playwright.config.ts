import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { profiles, type TemplateName } from '@dealer/template-profiles';
import { chromiumLaunchOptions } from './chromium';

// End-to-end tests against the built template apps, in Debian's Chromium: each app on its
// profile's port + 100.
export const e2ePorts = Object.fromEntries(
  Object.values(profiles).map((profile) => [profile.name, profile.port + 100]),
) as Record<TemplateName, number>;

// E2E_APPS=generic,toyota serves only those apps (npm run test:changed starts what its specs need)
const served = process.env.E2E_APPS?.split(',').filter(Boolean);

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
    launchOptions: chromiumLaunchOptions,
    // a trace records every action's page: only a failed test's retry pays for one
    trace: 'on-first-retry',
  },
  webServer: Object.entries(e2ePorts)
    .filter(([app]) => !served || served.includes(app))
    .map(([app, port]) => ({
      command: `bash scripts/serve-app.sh ${app} ${port} ${path.resolve('.data/e2e', app)}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
});
