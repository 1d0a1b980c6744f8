import { type Site } from '@dealer/site-config';
import { type Car, type Location } from '../domain/entities';
import { newestFirst, stockDocument, type StockDocument } from '../domain/stock-document';
import { type SearchIndex } from './engine';

// A stock write reaches search as the ids of the cars it changed. For a site, each changed car
// is either a document to put in (add or replace: the site still has the car, whether its
// rules show it now or not, as a full build holds it) or an id to take out (the car is gone,
// or belongs to a dealership or location the site no longer has).

/** What the search side reads of the store for a change of a few cars. */
export interface StockChangeSource {
  /** the site's cars among these ids, shown or not */
  listCarsByIds(site: Site, ids: readonly number[]): Promise<Car[]>;
  listLocations(site: Site): Promise<Location[]>;
}

/** A site's search documents for changed cars: the ones to put in and the ids to take out. */
export interface SiteStockChanges {
  /** newest first */
  documents: StockDocument[];
  /** ascending */
  removedIds: number[];
}

/** How many ids one store query asks for (a bulk import changes thousands). */
const IDS_PER_QUERY = 1000;

/** The site's search documents for these car ids, and the ids the site no longer has. */
export async function siteStockChanges(
  source: StockChangeSource,
  site: Site,
  carIds: readonly number[],
): Promise<SiteStockChanges> {
  const ids = [...new Set(carIds)];
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) batches.push(ids.slice(i, i + IDS_PER_QUERY));
  const [carBatches, locations] = await Promise.all([
    Promise.all(batches.map((batch) => source.listCarsByIds(site, batch))),
    source.listLocations(site),
  ]);
  const locationById = new Map(locations.map((l) => [l.id, l]));
  const dealershipById = new Map(site.dealerships.map((d) => [d.id, d]));
  const documents: StockDocument[] = [];
  for (const car of carBatches.flat()) {
    const dealership = dealershipById.get(car.dealershipId);
    const location = locationById.get(car.locationId);
    if (dealership && location) documents.push(stockDocument(car, { dealership, location }));
  }
  documents.sort(newestFirst);
  const kept = new Set(documents.map((d) => d.id));
  const removedIds = ids.filter((id) => !kept.has(id)).sort((a, b) => a - b);
  return { documents, removedIds };
}

/**
 * The share of a site's indexed cars above which a change rebuilds the index from the store
 * rather than updating it car by car. At 10,000 cars in the embedded store (medians) an update
 * of 1 car takes 32 ms, of 100 cars 44 ms, of 2,500 cars 0.5 s and of all 10,000 cars 1.8 s,
 * against 2.1 to 3.2 s for a rebuild (reading the cars dominates both;
 * bench/search-update.bench.ts): an update is never the slower, so only a change of more cars
 * than the index holds (the first import into an empty or small site) rebuilds.
 */
export const INDEX_REBUILD_SHARE = 1;

/** Whether a change of this many cars rebuilds a site's index of `indexedCars` documents. */
export function shouldRebuildIndex(
  changedCars: number,
  indexedCars: number,
  rebuildShare = INDEX_REBUILD_SHARE,
): boolean {
  return changedCars > indexedCars * rebuildShare;
}

/** Applies a site's stock changes to its embedded index, keeping the newest-first order. */
export function applyStockChanges(index: SearchIndex, changes: SiteStockChanges): void {
  index.applyChanges(
    { upserts: changes.documents as never, removedIds: changes.removedIds },
    newestFirst as never,
  );
}

/** The ids of the cars a batch of stock changes touched at one site (by its dealerships). */
export function changedCarsOfSite(
  site: Pick<Site, 'dealerships'>,
  changes: readonly { dealershipId: number; carId: number }[],
): number[] {
  const dealerships = new Set(site.dealerships.map((d) => d.id));
  const ids = new Set<number>();
  for (const change of changes) if (dealerships.has(change.dealershipId)) ids.add(change.carId);
  return [...ids];
}
