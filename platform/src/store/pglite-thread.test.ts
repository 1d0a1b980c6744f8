import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBundle, serverBundlePaths } from '../../../scripts/build-server';
import { openDatabase, rowsOf, type DatabaseHandle } from './database';
import { openPGliteThread } from './pglite-thread';

// The embedded store on a thread of its own, as the compiled server opens it: the same database
// through Drizzle (migrations, statements, transactions that commit, roll back and nest), its
// errors with their codes, statements held back while a transaction is open, and the thread's
// lower priority.

const root = path.resolve(import.meta.dirname, '../../..');
let workerFile = '';
let handle: DatabaseHandle;

beforeAll(async () => {
  await ensureServerBundle(root);
  workerFile = serverBundlePaths(root).worker;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-store-thread-'));
  handle = await openDatabase({ dataDir, workerFile });
  await handle.db.execute(
    sql`create table thread_notes (id integer primary key, body text not null, at timestamptz)`,
  );
});

afterAll(async () => {
  await handle?.close(); // closed by the last test already; a second close does nothing
});

const count = async () =>
  Number(
    rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from thread_notes`),
    )[0]!.n,
  );

describe('the embedded store on its own thread', () => {
  it('is migrated and answers statements with their parameters, timestamps as written', async () => {
    const tables = rowsOf<{ name: string }>(
      await handle.db.execute(
        sql`select tablename as name from pg_tables where tablename = 'cars'`,
      ),
    );
    expect(tables).toEqual([{ name: 'cars' }]);
    await handle.db.execute(
      sql`insert into thread_notes values (${1}, ${'first'}, ${'2026-12-06T10:00:00Z'})`,
    );
    const rows = rowsOf<{ body: string; at: string }>(
      await handle.db.execute(sql`select body, at from thread_notes where id = ${1}`),
    );
    expect(rows).toEqual([{ body: 'first', at: '2026-12-06 10:00:00+00' }]);
  });

  it('commits a transaction, rolls back one that throws, and keeps a nested one apart', async () => {
    const before = await count();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_notes values (${10}, ${'kept'}, null)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_notes values (${11}, ${'undone'}, null)`);
          throw new Error('the inner one fails');
        })
        .catch(() => undefined);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_notes values (${12}, ${'undone'}, null)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const bodies = rowsOf<{ id: number }>(
      await handle.db.execute(sql`select id from thread_notes where id >= 10 order by id`),
    );
    expect(bodies).toEqual([{ id: 10 }]);
    expect(await count()).toBe(before + 1);
  });

  it('answers a failed statement with the database error and its code', async () => {
    const failed = await handle.db
      .execute(sql`insert into thread_notes values (${1}, ${'again'}, null)`)
      .then(
        () => null,
        (error: Error) => error,
      );
    const cause = (failed?.cause ?? failed) as Error & { code?: string };
    expect(cause.message).toMatch(/duplicate key/);
    expect(cause.code).toBe('23505');
  });

  it('holds a statement back until the open transaction ends, as one connection does', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_notes values (${20}, ${'late'}, null)`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reading = count();
    let read: number | null = null;
    void reading.then((n) => (read = n));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(read).toBeNull();
    release();
    await writing;
    expect(
      rowsOf<{ id: number }>(
        await handle.db.execute(sql`select id from thread_notes where id = 20`),
      ),
    ).toHaveLength(1);
    await expect(reading).resolves.toBeGreaterThan(0);
  });

  it.runIf(process.platform === 'linux')('runs below the serving thread’s priority', () => {
    const niceness = fs
      .readdirSync('/proc/self/task')
      .map((task) => fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8'))
      // the fields after the command's closing parenthesis; the niceness is the 19th field
      .map((stat) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    expect(niceness).toContain(Math.max(10, os.getPriority()));
    expect(niceness).toContain(os.getPriority());
  });

  it('refuses a folder it cannot open with PGlite’s reason', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-store-thread-')), 'file');
    fs.writeFileSync(file, 'not a database');
    await expect(openPGliteThread(file, workerFile)).rejects.toThrow(/ErrnoError/);
  }, 120_000);

  it('refuses statements once closed', async () => {
    await handle.close();
    const refused = await handle.db.execute(sql`select 1`).then(
      () => null,
      (error: Error) => error,
    );
    expect(((refused?.cause ?? refused) as Error).message).toBe('The embedded store is closed.');
  });
});
