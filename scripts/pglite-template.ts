import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../platform/src/store/database';

// Vitest's global setup of the projects that open embedded stores: one store made and migrated,
// which every new store of the tests (and of the commands they start) begins as a copy of
// (DEALER_PGLITE_TEMPLATE, see copyDataDirTemplate): a new store then opens in about a second
// instead of about eight. The store is kept in the temporary folder under a name made from the
// migrations and the versions of the database packages, so a run makes it only after one of
// them changed (and a throwaway copy of the repository, as the new-template check makes, finds
// it too). A template the environment already names is kept.

const root = path.resolve(import.meta.dirname, '..');

/** The template's name: the migrations' files and the versions of PGlite and Drizzle installed. */
export function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = path.join(root, 'platform', 'drizzle');
  const files = fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrations, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
  }
  for (const pkg of ['@electric-sql/pglite', 'drizzle-orm']) {
    // the installed folder names the version (node_modules/.pnpm/<name>@<version>_<peers>/...)
    const installed = fs.realpathSync(path.join(root, 'platform', 'node_modules', pkg));
    const version = /[/\\]\.pnpm[/\\]([^/\\]+)/.exec(installed)?.[1] ?? installed;
    hash.update(version).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The migrated template store, made when missing (side by side runs keep the first one made). */
export async function ensureTemplate(): Promise<string> {
  // beside the run's scratch folder (which goes at the end of the run), not in it
  const scratch = process.env.DEALER_TEST_SCRATCH;
  const tmp = scratch ? path.dirname(scratch) : os.tmpdir();
  const cache = path.join(tmp, `dealer-pglite-template-${os.userInfo().uid}`);
  const dir = path.join(cache, templateKey());
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  fs.mkdirSync(cache, { recursive: true });
  const making = fs.mkdtempSync(path.join(cache, 'making-'));
  try {
    const handle = await openDatabase({ dataDir: making });
    await handle.close();
    try {
      fs.renameSync(making, dir);
    } catch (error) {
      // another run made it first
      if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw error;
    }
  } finally {
    fs.rmSync(making, { recursive: true, force: true });
  }
  return dir;
}

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.DEALER_PGLITE_TEMPLATE) return undefined;
  process.env.DEALER_PGLITE_TEMPLATE = await ensureTemplate();
  return () => {
    delete process.env.DEALER_PGLITE_TEMPLATE;
  };
}
