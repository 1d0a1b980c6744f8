import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { DataDirError, lockDataDir, prepareDataDir } from './data-dir';

/** A folder's files and folders (not a socket, such as the lock of lockDataDir). */
function contents(dir: string): fs.Dirent[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isDirectory());
}

/**
 * Fills an empty data directory with a copy of a prepared one: an embedded store that
 * openDatabase made and closed before, named by DEALER_PGLITE_TEMPLATE. The tests prepare one
 * per run, so each new store skips the database's creation and the migrations the copy already
 * has (the others still apply). False when none is named or the directory is not empty (a
 * database, or something else, which opening then reports).
 */
export function copyDataDirTemplate(
  dataDir: string,
  template = process.env.DEALER_PGLITE_TEMPLATE,
): boolean {
  if (!template || contents(dataDir).length > 0) return false;
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) {
    throw new DataDirError(
      `DEALER_PGLITE_TEMPLATE names ${template}, which holds no embedded database.`,
    );
  }
  for (const entry of contents(template)) {
    fs.cpSync(path.join(template, entry.name), path.join(dataDir, entry.name), {
      recursive: true,
    });
  }
  return true;
}

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** where the data lives, for messages (a folder, or the server without credentials) */
  where: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite store is used. */
  databaseUrl?: string | null;
  /** PGlite data directory (default `.data/pglite` under the working directory). */
  dataDir?: string | null;
  /**
   * The compiled pglite-worker: PGlite then runs on a thread of its own (see pglite-thread.ts);
   * without it, on the calling thread.
   */
  workerFile?: string | null;
}

/** The workspace's migrations folder, found from the working directory upwards. */
export function migrationsFolder(): string {
  const fromEnv = process.env.DEALER_MIGRATIONS_DIR;
  if (fromEnv) return fromEnv;
  let dir = /*turbopackIgnore: true*/ process.cwd();
  for (;;) {
    const candidate = path.join(dir, 'platform', 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error('Cannot find platform/drizzle migrations from ' + process.cwd());
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? ':' + parsed.port : ''}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

// the advisory lock the PostgreSQL migrations run under (any number the platform alone uses)
const MIGRATION_LOCK = 7_420_911_305;

/** Opens the store and applies pending migrations: PostgreSQL when a URL is given, else PGlite. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const databaseUrl = options.databaseUrl ?? null;
  if (databaseUrl) {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    try {
      // processes starting together on one database migrate one after another: the first
      // applies what is pending, the others then find nothing to do
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    } catch (error) {
      await pool.end();
      throw new DataDirError(
        `Cannot use the PostgreSQL database at ${redact(databaseUrl)}: ${(error as Error).message}`,
      );
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      where: redact(databaseUrl),
      close: () => pool.end(),
    };
  }

  const dataDir = path.resolve(
    /*turbopackIgnore: true*/ options.dataDir ?? path.join(process.cwd(), '.data', 'pglite'),
  );
  prepareDataDir(dataDir);
  const release = await lockDataDir(dataDir);
  try {
    copyDataDirTemplate(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  const [{ PGlite }, { drizzle }, { migrate }, { openPGliteThread }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./pglite-thread'),
  ]);
  let client: Pick<InstanceType<typeof PGlite>, 'close'>;
  try {
    client = options.workerFile
      ? await openPGliteThread(dataDir, options.workerFile)
      : await PGlite.create(dataDir);
  } catch (error) {
    release();
    throw new DataDirError(
      `Cannot open the embedded database in ${dataDir}: ${(error as Error).message || error}. ` +
        'If the folder holds something else, remove it or set DATA_DIR to another folder.',
    );
  }
  // the thread's client answers what Drizzle's driver asks of PGlite (query and transaction)
  const db = drizzle(client as InstanceType<typeof PGlite>, { schema });
  try {
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    // the folder is free again for the next try (or another process)
    await client.close().catch(() => undefined);
    release();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    where: dataDir,
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** The rows of a raw statement (`db.execute`), which either driver answers as `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
