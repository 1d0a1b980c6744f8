// Publishes the Storybook to Chromatic (one mode per brand) when a project token is set.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic: no CHROMATIC_PROJECT_TOKEN set, skipping the visual review upload.');
  process.exit(0);
}
const result = spawnSync(
  'npx',
  [
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--only-changed',
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
