import { format } from 'node:util';
import { pathToFileURL } from 'node:url';
import { CommandExit, lastCommandRun } from './command-line';

// A command line tool run inside the calling process, as the tests of the commands run it: with
// the arguments and environment given, what it prints to stdout and stderr, and the code it
// exits with, but without a new Node process, its TypeScript loader and its own start of the
// embedded database (a few seconds a run). The command's module is loaded afresh each run; what
// it imports is the process's own. Its process.exit ends the command, not the process. A
// command's own process is still what scripts/command-line-help.test.ts starts.

export interface CommandResult {
  status: number;
  stdout: string;
  stderr: string;
}

let runs = 0;
let running = false;

/**
 * Runs the command line tool in `file` (a module that calls runCommand) with `args`, the
 * environment changed by `env` (undefined removes a variable) for the run, and answers as a child
 * process would: its exit status and output. One run at a time.
 */
export async function runInProcess(
  file: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<CommandResult> {
  if (running) throw new Error('runInProcess runs one command at a time.');
  running = true;
  let stdout = '';
  let stderr = '';
  const saved = {
    argv: process.argv,
    exit: process.exit,
    exitCode: process.exitCode,
    log: console.log,
    info: console.info,
    warn: console.warn,
    error: console.error,
    out: process.stdout.write,
    err: process.stderr.write,
    env: Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]])),
  };
  const setEnv = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  process.argv = [process.execPath, file, ...args];
  setEnv(env);
  process.exitCode = undefined;
  console.log = console.info = (...values: unknown[]) => void (stdout += `${format(...values)}\n`);
  console.warn = console.error = (...values: unknown[]) =>
    void (stderr += `${format(...values)}\n`);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += chunk.toString();
    return true;
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += chunk.toString();
    return true;
  }) as typeof process.stderr.write;
  process.exit = ((code?: number | string | null) => {
    throw new CommandExit(Number(code ?? process.exitCode ?? 0));
  }) as typeof process.exit;
  try {
    await import(/* @vite-ignore */ `${pathToFileURL(file).href}?run=${++runs}`);
    let status: number;
    try {
      await lastCommandRun();
      status = Number(process.exitCode ?? 0);
    } catch (error) {
      if (!(error instanceof CommandExit)) throw error;
      status = error.code;
    }
    return { status, stdout, stderr };
  } finally {
    process.argv = saved.argv;
    process.exit = saved.exit;
    process.exitCode = saved.exitCode;
    console.log = saved.log;
    console.info = saved.info;
    console.warn = saved.warn;
    console.error = saved.error;
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    setEnv(saved.env);
    running = false;
  }
}
