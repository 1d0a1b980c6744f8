import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir';

const cli = path.resolve(import.meta.dirname, 'seed-cli.ts');

function runSeed(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
}

describe('seed command errors', () => {
  it('a locked data directory: one sentence, exit 1, no stack trace', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-seed-'));
    const release = await lockDataDir(dir); // this process holds it, as a running app would
    const result = runSeed(['--template', 'caravan', '--data-dir', dir]);
    release();
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^Error: The data directory .* is in use by another process/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('a data directory that cannot be created: one sentence, exit 1', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-seed-')), 'file');
    fs.writeFileSync(file, '');
    const result = runSeed(['--template', 'caravan', '--data-dir', path.join(file, 'db')]);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Error: Cannot create the data directory/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('an invalid site config: names the site and the field, exit 1', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-seed-'));
    const sitesFile = path.join(dir, 'sites.json');
    fs.writeFileSync(
      sitesFile,
      JSON.stringify([
        {
          id: 1,
          slug: 'broken-motors',
          name: 'Broken Motors',
          url: 'https://broken.example.com.au',
          template: 'caravan',
          dealershipId: 1,
          dealerships: [{ id: 1, slug: 'broken', name: 'Broken' }],
          features: { reserve: { depositAmount: 'lots' } },
          theme: { brand: 'caravan' },
        },
      ]),
    );
    const result = runSeed(['--template', 'caravan', '--data-dir', path.join(dir, 'db')], {
      SITES_FILE: sitesFile,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^Error: Invalid site config for "broken-motors": features\.reserve\.depositAmount: /,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
