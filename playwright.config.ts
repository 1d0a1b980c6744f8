import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

// End-to-end tests against the built template apps, in Debian's Chromium.
export const e2ePorts = { generic: 3100, toyota: 3101, caravan: 3102 } as const;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: Object.entries(e2ePorts).map(([app, port]) => ({
    command: `bash scripts/serve-app.sh ${app} ${port} ${path.resolve('.data/e2e', app)}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
