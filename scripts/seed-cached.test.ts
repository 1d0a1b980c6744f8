import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockHolderAlive } from './seed-cached';

// A seed lock left by a process stopped half way (a developer's Ctrl-C) is taken over instead of
// keeping every later app start waiting for a seed that never finishes.
describe('a seed lock', () => {
  const lockWith = (pid: string | null, ageMs = 0) => {
    const lock = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-lock-'));
    if (pid !== null) fs.writeFileSync(path.join(lock, 'pid'), pid);
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(lock, when, when);
    return lock;
  };

  it.each([
    ['held by a running process', String(process.pid), 0, true],
    ['held by a process that is gone', '2147483646', 0, false],
    ['just made, its pid not yet written', null, 0, true],
    ['left without a pid long ago', null, 60_000, false],
  ] as const)('%s: still held is %s', (_case, pid, ageMs, alive) => {
    expect(lockHolderAlive(lockWith(pid, ageMs))).toBe(alive);
  });
});

// An app restarted on the store it was given opens it once, not twice: the copy of a cached seed
// names the seed beside it, and a restart with the same seed's sources seeds nothing again.
describe('seed-cached on a store it copied', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const seedCached = (dataDir: string) =>
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/seed-cached.ts', '--template', 'generic', '--data-dir', dataDir],
      { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } },
    );

  it('copies the seed once, then leaves the store alone; a store of another seed is seeded', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seed-cached-')), 'store');
    expect(seedCached(dataDir)).toMatch(/generic: store copied from \.data\/seed-cache\//);
    const key = fs.readFileSync(`${dataDir}.seeded`, 'utf8');
    expect(key).toMatch(/^generic-\d{4}-\d{2}-\d{2}-[0-9a-f]{16}$/);
    expect(seedCached(dataDir)).toContain(`generic: store seeded already (${key})`);
    // the mark of an older seed (its sources changed since): seeded in place, as before
    fs.writeFileSync(`${dataDir}.seeded`, 'generic-2026-01-01-0000000000000000');
    expect(seedCached(dataDir)).toMatch(/generic: .*already loaded/);
  }, 120_000);
});
