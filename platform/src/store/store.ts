import { type Site } from '@dealer/site-config';
import { openDatabase, type DatabaseHandle } from './database';
import { demoReferenceDate, loadDemoSites } from './demo-load';
import { createStockRepository } from './stock-repository';

export interface Store {
  handle: DatabaseHandle;
  stock: ReturnType<typeof createStockRepository>;
}

/** Opens the store described by the environment: DATABASE_URL, else PGlite in DATA_DIR. */
export async function openStore(sites: readonly Site[]): Promise<Store> {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || null,
    dataDir: process.env.DATA_DIR || null,
  });
  await loadDemoSites(handle.db, sites, demoReferenceDate());
  return { handle, stock: createStockRepository(handle.db) };
}

const globalStore = globalThis as typeof globalThis & { __dealerStore?: Promise<Store> };

/** One store per server process (the embedded database takes seconds to open the first time). */
export function getStore(sites: readonly Site[]): Promise<Store> {
  if (!globalStore.__dealerStore) {
    globalStore.__dealerStore = openStore(sites).catch((error: unknown) => {
      globalStore.__dealerStore = undefined;
      throw error;
    });
  }
  return globalStore.__dealerStore;
}
