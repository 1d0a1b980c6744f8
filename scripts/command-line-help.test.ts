import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './environment-variables';

// Every command line tool keeps one convention (platform/src/command-line/command-line.ts):
// `--help` prints its usage and exits 0; an unknown option prints the error and the usage and
// exits 2. The tools are found as a developer would: the files the package.json scripts run,
// every *-cli.ts, and every file that reads its arguments.

const root = path.resolve(import.meta.dirname, '..');

/** The repository files a package.json script runs (`bash scripts/start.sh`, `tsx src/x.ts`). */
function filesRunByScripts(scripts: Record<string, string>, dir: string): string[] {
  const files = new Set<string>();
  for (const command of Object.values(scripts)) {
    for (const word of command.split(/\s+/)) {
      if (!/\.(sh|ts|mjs|js)$/.test(word)) continue;
      const file = path.join(dir, word);
      if (fs.existsSync(path.join(root, file))) files.add(file);
    }
  }
  return [...files];
}

function packageScripts(): string[] {
  const manifests = ['.', 'platform', 'site-config', 'design-system', 'profiles'];
  return manifests.flatMap((dir) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    return filesRunByScripts(manifest.scripts ?? {}, dir);
  });
}

/** Files that read their own arguments (tests, benches and the apps' code are not tools). */
function argumentReaders(): string[] {
  return (
    sourceFiles(root)
      .map(({ file }) => file)
      .filter((file) => !/\.(test|spec|bench|check)\.tsx?$/.test(file))
      .filter((file) => /^(scripts|platform|site-config|profiles|design-system)\//.test(file))
      .filter((file) => {
        if (file.endsWith('-cli.ts')) return true;
        const source = fs.readFileSync(path.join(root, file), 'utf8');
        return /\bparseArgs\(|\bparseCommandLine\(|process\.argv/.test(source);
      })
      // the convention's own modules (its rules, and its runner of a tool inside the tests)
      .filter((file) => !file.startsWith('platform/src/command-line/'))
  );
}

const tools = [...new Set([...packageScripts(), ...argumentReaders()])].sort();

/** Runs a tool as a developer would; the tools of the concurrent tests below start side by side. */
function run(file: string, args: string[]) {
  const [command, ...before] = file.endsWith('.sh')
    ? ['bash', file]
    : file.endsWith('.ts')
      ? [process.execPath, '--import', 'tsx', file]
      : [process.execPath, file];
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      command!,
      [...before, ...args],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: '', SITES_FILE: '' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = (error as { code?: unknown } | null)?.code;
        resolve({ status: error ? (typeof code === 'number' ? code : null) : 0, stdout, stderr });
      },
    );
  });
}

describe('command line tools', () => {
  it('finds the tools of the package.json scripts and every command', () => {
    expect(tools).toEqual(
      expect.arrayContaining([
        'scripts/start.sh',
        'scripts/dev.sh',
        'scripts/test.sh',
        'scripts/bench.sh',
        'scripts/new-template.sh',
        'scripts/new-template.ts',
        'scripts/sites.ts',
        'scripts/chromatic.mjs',
        'scripts/sync-templates.ts',
        'platform/src/runtime/serve-cli.ts',
        'platform/src/store/seed-cli.ts',
        'platform/src/services/search-sync/sync-cli.ts',
        'platform/src/services/leads/leads-cli.ts',
        'platform/src/services/saved-searches/alerts-cli.ts',
      ]),
    );
  });

  describe.concurrent.each(tools)('%s', (file) => {
    it('prints its usage for --help and exits 0', async () => {
      const result = await run(file, ['--help']);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^Usage: /m);
    });

    it('refuses an unknown option with the error and the usage, exit 2', async () => {
      const result = await run(file, ['--no-such-option']);
      expect(result.status, result.stdout + result.stderr).toBe(2);
      expect(result.stderr).toMatch(/^Error: Unknown option '--no-such-option'\.$/m);
      expect(result.stderr).toMatch(/^Usage: /m);
    });
  });
});
