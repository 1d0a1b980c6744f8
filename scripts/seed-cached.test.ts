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
