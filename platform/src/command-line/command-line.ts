import { parseArgs, type ParseArgsConfig } from 'node:util';

// One convention for every command line tool of the workspace: `--help` (or `-h`) prints the
// usage and exits 0; an unknown option, a missing value or a missing required argument prints
// the error and the usage and exits 2; a failure of the work itself exits 1.

/** The exit code of a command that was called wrongly. */
export const USAGE_EXIT_CODE = 2;

/** A command called wrongly (a missing or bad argument): the message and the usage, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

type CommandConfig = Omit<ParseArgsConfig, 'args' | 'strict' | 'tokens'>;
type WithHelp<T extends CommandConfig> = Omit<T, 'options'> & {
  options: T['options'] & { help: { type: 'boolean'; short: 'h' } };
  strict: true;
};

/** node:util's parse errors (unknown option, missing value, unexpected positional). */
function isParseError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}

/** Prints the error and the usage to stderr and exits 2. */
export function exitWithUsage(usage: string, message: string): never {
  console.error(`Error: ${message}`);
  console.error(usage.trimEnd());
  process.exit(USAGE_EXIT_CODE);
}

/**
 * Parses a command's arguments strictly. `--help` prints `usage` and exits 0; an unknown option
 * or a missing value exits 2 with the error and the usage.
 */
export function parseCommandLine<T extends CommandConfig>(
  usage: string,
  config: T,
  args: string[] = process.argv.slice(2),
): ReturnType<typeof parseArgs<WithHelp<T>>> {
  type Parsed = ReturnType<typeof parseArgs<WithHelp<T>>>;
  let parsed: Parsed;
  try {
    parsed = parseArgs({
      ...config,
      args,
      strict: true,
      options: { ...config.options, help: { type: 'boolean', short: 'h' } },
    }) as Parsed;
  } catch (error) {
    // node's message goes on to explain `--`; its first sentence says what is wrong
    if (isParseError(error)) exitWithUsage(usage, `${error.message.split(/\.\s/)[0]!.trim()}.`);
    throw error;
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage.trimEnd());
    process.exit(0);
  }
  return parsed;
}

/**
 * How a command ended when it ran inside another process (runInProcess, as the tests run the
 * commands): the code it would have exited with. Thrown by process.exit's stand-in there, and
 * let through by runCommand; a command run as its own process never meets it.
 */
export class CommandExit extends Error {
  override name = 'CommandExit';
  constructor(readonly code: number) {
    super(`The command exited with ${code}.`);
  }
}

/** The run runCommand started last in this process (what runInProcess waits for). */
let lastRun: Promise<void> = Promise.resolve();
export const lastCommandRun = (): Promise<void> => lastRun;

/**
 * Runs a command's main function: a UsageError prints the usage and exits 2, any other error
 * prints `Error: <its one-sentence message>` (or what `describe` makes of it) and exits 1.
 */
export function runCommand(
  usage: string,
  main: () => Promise<void> | void,
  describe: (error: unknown) => unknown = (error) => `Error: ${(error as Error).message}`,
): void {
  lastRun = Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      if (error instanceof CommandExit) throw error;
      if (error instanceof UsageError) exitWithUsage(usage, error.message);
      console.error(describe(error));
      process.exit(1);
    });
  // the caller that waits for it (runInProcess) is told how it ended; nobody else waits
  lastRun.catch(() => undefined);
}
