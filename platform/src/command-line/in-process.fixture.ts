// A small command for runInProcess's own test (in-process.test.ts): it prints what it was given
// and ends as asked.
import { parseCommandLine, runCommand, UsageError } from './command-line';

const USAGE = `Usage: in-process.fixture.ts [--exit <code>] [--exit-code <code>] [--fail <message>]
  [--usage <message>] [words...]
Prints its words and the DATA_DIR variable (the data folder a command would use), then ends as asked.
  -h, --help   this text`;

async function main() {
  const { values, positionals } = parseCommandLine(USAGE, {
    options: {
      exit: { type: 'string' },
      fail: { type: 'string' },
      usage: { type: 'string' },
      'exit-code': { type: 'string' },
    },
    allowPositionals: true,
  });
  await new Promise((resolve) => setTimeout(resolve, 5));
  console.log(`words: ${positionals.join(' ')}`);
  process.stdout.write(`data dir: ${process.env.DATA_DIR ?? '(none)'}\n`);
  if (values.usage) throw new UsageError(values.usage);
  if (values.fail) throw new Error(values.fail);
  if (values['exit-code']) process.exitCode = Number(values['exit-code']);
  if (values.exit) process.exit(Number(values.exit));
}

runCommand(USAGE, main);
