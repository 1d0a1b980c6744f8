import { type Site } from '@dealer/site-config';
import { openDatabase, type DatabaseHandle } from './database';
import { demoReferenceDate, loadDemoSites } from './demo-load';
import { createLeadRepository, type LeadRepository } from './lead-repository';
import { createStockRepository } from './stock-repository';

export interface Store {
  handle: DatabaseHandle;
  stock: ReturnType<typeof createStockRepository>;
  leads: LeadRepository;
}

/** Opens the store described by the environment: DATABASE_URL, else PGlite in DATA_DIR. */
export async function openStore(sites: readonly Site[]): Promise<Store> {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || null,
    dataDir: process.env.DATA_DIR || null,
  });
  await loadDemoSites(handle.db, sites, demoReferenceDate());
  return {
    handle,
    stock: createStockRepository(handle.db),
    leads: createLeadRepository(handle.db),
  };
}
