import 'server-only';
export * from './schema';
export { openDatabase, migrationsFolder, type Database, type DatabaseHandle } from './database';
export { DataDirError } from './data-dir';
export { reshapeCar, reshapeLocation } from './reshape';
export {
  createStockRepository,
  visibleStockCondition,
  siteDealershipIds,
  type StockRepository,
} from './stock-repository';
export { loadDemoSite, loadDemoSites } from './demo-load';
export { demoReferenceDate } from '../demo';
export { openStore, type Store } from './store';
export { createLeadRepository, type LeadRepository, type NewLead } from './lead-repository';
export {
  createContentRepository,
  reshapeOffer,
  offerToRow,
  reshapeReview,
  reviewToRow,
  type ContentRepository,
} from './content-repository';
export { createReservationRepository, type ReservationRepository } from './reservation-repository';
export {
  createWatchlistRepository,
  type SavedCar,
  type WatchlistRepository,
} from './watchlist-repository';
