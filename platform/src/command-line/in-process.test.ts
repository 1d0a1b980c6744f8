import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from './in-process';

// A command run inside the test's process answers as its own process would: exit status,
// stdout and stderr; and leaves the process as it found it.

const tool = path.join(import.meta.dirname, 'in-process.fixture.ts');

describe('runInProcess', () => {
  it.each([
    [['a', 'b'], 0, /^words: a b\ndata dir: \(none\)\n$/, /^$/],
    [['--exit', '3'], 3, /^words: \ndata dir/, /^$/],
    [['--exit-code', '1'], 1, /^words: /, /^$/],
    [['--fail', 'The feed is empty.'], 1, /^words: /, /^Error: The feed is empty\.\n$/],
    [['--usage', 'Name a site.'], 2, /^words: /, /^Error: Name a site\.\nUsage: /],
    [['--help'], 0, /^Usage: in-process\.fixture\.ts/, /^$/],
    [['--no-such-option'], 2, /^$/, /^Error: Unknown option '--no-such-option'\.\nUsage: /],
  ])('%j: exit %i with its output', async (args, status, stdout, stderr) => {
    const result = await runInProcess(tool, args, { DATA_DIR: undefined });
    expect(result.status).toBe(status);
    expect(result.stdout).toMatch(stdout);
    expect(result.stderr).toMatch(stderr);
  });

  it('gives the command its environment and puts the process back as it was', async () => {
    const { argv, exit, exitCode } = process;
    const before = process.env.DATA_DIR;
    process.env.DATA_DIR = 'outside';
    const result = await runInProcess(tool, ['--exit-code', '4'], { DATA_DIR: 'inside' });
    expect(result.stdout).toContain('data dir: inside');
    expect(process.env.DATA_DIR).toBe('outside');
    expect([process.argv, process.exit, process.exitCode]).toEqual([argv, exit, exitCode]);
    const removed = await runInProcess(tool, [], { DATA_DIR: undefined });
    expect(removed.stdout).toContain('data dir: (none)');
    expect(process.env.DATA_DIR).toBe('outside');
    if (before === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = before;
  });

  it('runs one command at a time', async () => {
    const first = runInProcess(tool, []);
    await expect(runInProcess(tool, [])).rejects.toThrow('one command at a time');
    expect((await first).status).toBe(0);
  });
});
