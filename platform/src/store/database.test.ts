import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './database';

// A store that could not be opened leaves its folder free: a failed migration (a broken
// migrations folder) does not keep the data directory locked, so the next try, once the
// problem is fixed, opens it instead of reporting it in use by another process.

const saved = process.env.DEALER_MIGRATIONS_DIR;
afterEach(() => {
  if (saved === undefined) delete process.env.DEALER_MIGRATIONS_DIR;
  else process.env.DEALER_MIGRATIONS_DIR = saved;
});

describe('openDatabase on the embedded store', () => {
  it('frees the data directory when the migrations fail, so the next open works', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-open-'));
    const good = migrationsFolder();
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-broken-migrations-'));
    fs.mkdirSync(path.join(broken, 'meta'));
    fs.writeFileSync(
      path.join(broken, 'meta', '_journal.json'),
      JSON.stringify({
        version: '7',
        dialect: 'postgresql',
        entries: [{ idx: 0, tag: 'missing', when: 1, breakpoints: true }],
      }),
    );
    process.env.DEALER_MIGRATIONS_DIR = broken;
    await expect(openDatabase({ dataDir })).rejects.toThrow();
    process.env.DEALER_MIGRATIONS_DIR = good;
    const handle = await openDatabase({ dataDir });
    expect(handle.kind).toBe('pglite');
    await handle.close();
  }, 60_000);
});
