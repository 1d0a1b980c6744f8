import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirError } from './data-dir';
import { copyDataDirTemplate, openDatabase } from './database';
import { demoLoads } from './schema';

// A new embedded store may start as a copy of a prepared one (DEALER_PGLITE_TEMPLATE), which
// the tests use so that each of their stores skips the database's creation and migrations.

const folder = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `dealer-${name}-`));

/** A folder shaped as a data directory: its version file and a nested folder. */
function fakeTemplate(): string {
  const dir = folder('template');
  fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  fs.mkdirSync(path.join(dir, 'base', '1'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'base', '1', 'table'), 'rows');
  return dir;
}

describe('copyDataDirTemplate', () => {
  it('fills an empty data directory with the template, folders and all', () => {
    const template = fakeTemplate();
    const dir = folder('data');
    expect(copyDataDirTemplate(dir, template)).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(fs.readFileSync(path.join(dir, 'base', '1', 'table'), 'utf8')).toBe('rows');
  });

  it('leaves a directory that holds a database, or anything else, as it is', () => {
    const template = fakeTemplate();
    const database = folder('data');
    fs.writeFileSync(path.join(database, 'PG_VERSION'), '16\n');
    expect(copyDataDirTemplate(database, template)).toBe(false);
    expect(fs.readFileSync(path.join(database, 'PG_VERSION'), 'utf8')).toBe('16\n');
    const other = folder('data');
    fs.writeFileSync(path.join(other, 'notes.txt'), 'mine');
    expect(copyDataDirTemplate(other, template)).toBe(false);
    expect(fs.readdirSync(other)).toEqual(['notes.txt']);
  });

  it('copies nothing when no template is named', () => {
    const dir = folder('data');
    expect(copyDataDirTemplate(dir, '')).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a template that holds no database, in a sentence', () => {
    expect(() => copyDataDirTemplate(folder('data'), folder('empty'))).toThrow(DataDirError);
    expect(() => copyDataDirTemplate(folder('data'), folder('empty'))).toThrow(
      /DEALER_PGLITE_TEMPLATE names .* which holds no embedded database\./,
    );
  });

  it('opens a new store as a copy of the template: what the template holds is there', async () => {
    const template = folder('template-store');
    const made = await openDatabase({ dataDir: template });
    const loadedAt = new Date('2026-11-27T00:00:00Z');
    await made.db
      .insert(demoLoads)
      .values({ siteSlug: 'from-the-template', version: 7, carCount: 3, loadedAt });
    await made.close();

    const before = process.env.DEALER_PGLITE_TEMPLATE;
    process.env.DEALER_PGLITE_TEMPLATE = template;
    try {
      const copy = await openDatabase({ dataDir: folder('copy') });
      try {
        expect(await copy.db.select().from(demoLoads)).toEqual([
          { siteSlug: 'from-the-template', version: 7, carCount: 3, loadedAt },
        ]);
      } finally {
        await copy.close();
      }
    } finally {
      if (before === undefined) delete process.env.DEALER_PGLITE_TEMPLATE;
      else process.env.DEALER_PGLITE_TEMPLATE = before;
    }
    // the template is left as it was, for the next store
    expect(fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
  }, 60_000);
});
