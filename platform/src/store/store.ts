import 'server-only';
import { openDatabase, type DatabaseHandle } from './database';
import { storeWorkerFile } from './pglite-thread';
import { type ContentRepository, createContentRepository } from './content-repository';
import { createFavouriteRepository, type FavouriteRepository } from './favourite-repository';
import { createLeadRepository, type LeadRepository } from './lead-repository';
import { createReservationRepository, type ReservationRepository } from './reservation-repository';
import { createSavedSearchRepository, type SavedSearchRepository } from './saved-search-repository';
import { createSpinRepository, type SpinRepository } from './spin-repository';
import { createStockRepository } from './stock-repository';
import { createWatchlistRepository, type WatchlistRepository } from './watchlist-repository';

export interface Store {
  handle: DatabaseHandle;
  stock: ReturnType<typeof createStockRepository>;
  leads: LeadRepository;
  /** the site's offers and reviews */
  content: ContentRepository;
  /** reservations of cars (spec §2 reserve online) */
  reservations: ReservationRepository;
  /** the cars signed-in shoppers saved (spec §4 watchlist) */
  watchlist: WatchlistRepository;
  /** the searches signed-in shoppers saved, with their alerts */
  savedSearches: SavedSearchRepository;
  /** the cars signed-in shoppers favourited, kept in their accounts (spec §4 favourites) */
  favourites: FavouriteRepository;
  /** the spins of the sites' spin-to-win promotions (spec §2 /spin-to-win) */
  spins: SpinRepository;
}

/**
 * Opens the store described by the environment: DATABASE_URL, else PGlite in DATA_DIR. It
 * reads and writes what is there and never loads demo data: that is the seed command's job
 * (`npm start` runs it), so a store with a real stock feed is never replaced by generated cars.
 */
export async function openStore(): Promise<Store> {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || null,
    dataDir: process.env.DATA_DIR || null,
    // the compiled server runs the embedded store on a thread of its own
    workerFile: storeWorkerFile(),
  });
  return {
    handle,
    stock: createStockRepository(handle.db),
    leads: createLeadRepository(handle.db),
    content: createContentRepository(handle.db),
    reservations: createReservationRepository(handle.db),
    watchlist: createWatchlistRepository(handle.db),
    savedSearches: createSavedSearchRepository(handle.db),
    favourites: createFavouriteRepository(handle.db),
    spins: createSpinRepository(handle.db),
  };
}
