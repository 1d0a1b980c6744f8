// Adds up the test counts of the Vitest and Playwright JSON reports into one closing line.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `Usage: node scripts/test-summary.mjs <report.json>...
Lists the 10 slowest tests of the Vitest and Playwright JSON reports (missing files are skipped),
then adds up their counts into one line 'N passed, N failed, N skipped'; exits 1 when a test
failed.
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

/** Every test of a report with its duration in ms: Vitest's files, Playwright's suites. */
function testsOf(report) {
  if (report.testResults) {
    return report.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({
        ms: test.duration ?? 0,
        name: `${path.relative(process.cwd(), file.name)} > ${test.fullName}`,
      })),
    );
  }
  const walk = (suite, file) =>
    (suite.suites ?? [])
      .flatMap((inner) => walk(inner, inner.file ?? file))
      .concat(
        (suite.specs ?? []).flatMap((spec) =>
          spec.tests.map((test) => ({
            ms: test.results.reduce((sum, result) => sum + result.duration, 0),
            name: `${spec.file ?? file} > ${spec.title}`,
          })),
        ),
      );
  return (report.suites ?? []).flatMap((suite) => walk(suite, suite.file));
}

let passed = 0;
let failed = 0;
let skipped = 0;
const timed = [];
for (const file of reports) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  timed.push(...testsOf(report));
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
console.log('The 10 slowest tests:');
for (const { ms, name } of timed.sort((a, b) => b.ms - a.ms).slice(0, 10))
  console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
