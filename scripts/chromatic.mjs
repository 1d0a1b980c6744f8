// Publishes the Storybook to Chromatic (one mode per brand) when a project token is set.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run chromatic
Publishes the Storybook to Chromatic (one mode per brand) when CHROMATIC_PROJECT_TOKEN is set;
skips otherwise.
  -h, --help   this text`;
// the workspace's command line convention (platform/src/command-line/command-line.ts), in plain Node
try {
  if (parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, strict: true }).values.help) {
    console.log(USAGE);
    process.exit(0);
  }
} catch (error) {
  console.error(`Error: ${error.message.split(/\.\s/)[0]}.`);
  console.error(USAGE);
  process.exit(2);
}

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
