import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../platform/src/store/database';

// Vitest's global setup of the projects that open embedded stores: once per run, one store is
// made and migrated, and every new store of the tests (and of the commands they start) begins
// as a copy of it (DEALER_PGLITE_TEMPLATE, see copyDataDirTemplate): a new store then opens in
// about a second instead of about eight. A template the environment already names is kept.
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.DEALER_PGLITE_TEMPLATE) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-pglite-template-'));
  const handle = await openDatabase({ dataDir: dir });
  await handle.close();
  process.env.DEALER_PGLITE_TEMPLATE = dir;
  return () => {
    delete process.env.DEALER_PGLITE_TEMPLATE;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
