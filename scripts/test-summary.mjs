// Adds up the test counts of the Vitest and Playwright JSON reports into one closing line.
import fs from 'node:fs';
import { parseArgs } from 'node:util';

const USAGE = `Usage: node scripts/test-summary.mjs <report.json>...
Adds up the counts of Vitest and Playwright JSON reports (missing files are skipped) into one
line 'N passed, N failed, N skipped'; exits 1 when a test failed.
  -h, --help   this text`;
// the workspace's command line convention (platform/src/command-line/command-line.ts), in plain Node
let reports = [];
try {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  reports = positionals;
} catch (error) {
  console.error(`Error: ${error.message.split(/\.\s/)[0]}.`);
  console.error(USAGE);
  process.exit(2);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
