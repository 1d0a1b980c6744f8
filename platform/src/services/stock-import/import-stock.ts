import 'server-only';
import { type Site } from '@dealer/site-config';
import { type Car } from '../../domain/entities';
import {
  checkFeedRow,
  feedCarLocation,
  feedStocknumOf,
  type RejectedFeedRow,
  reshapeFeedCar,
} from '../../domain/stock-feed';
import { applyStockUpdate } from '../../domain/stock-update';
import { nextTurn } from '../../store/next-turn';
import { siteDealershipIds, type StockRepository } from '../../store/stock-repository';
import { type FeedRecord } from './feed-reader';

// A dealer's feed into the site's stock, through the store: the rows are checked one by one and
// the good ones written in batches, each batch one transaction (a bad row is never half-written:
// it is left out whole). A car is the site's car of the same stock number, else a new car with
// an id from the store's sequence. merge: the feed's cars are written, the others stay; a column
// the feed leaves out keeps each stored car's value. replace: the site's cars the feed no longer
// has are marked sold today, never deleted, but a car a shopper holds online is kept (and named
// to the dealer). The feed's reserved flag is the dealer's: it never clears an online hold. The
// same feed again writes nothing (the store tells an unchanged car from a changed one).

export const importModes = ['replace', 'merge'] as const;
export type ImportMode = (typeof importModes)[number];

export const DEFAULT_IMPORT_BATCH = 1000;
/**
 * The rows a transaction writes when the app serving shoppers imports into its own embedded
 * store: a transaction holds that store's one connection, so a shopper's query waits for at
 * most one such batch (tens of milliseconds, not the third of a second of 1,000 rows).
 */
export const SERVING_IMPORT_BATCH = 100;

/** How far an import has got: rows read so far, of how many when known. */
export interface ImportProgress {
  done: number;
  total: number | null;
}

export interface ImportSummary {
  /** rows read from the feed */
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  /** the site's cars a replace feed no longer had, now marked sold */
  sold: number;
  /** the stock numbers a replace feed no longer had that a shopper holds online: not sold */
  held: string[];
  rejected: RejectedFeedRow[];
}

export interface ImportStockOptions {
  stock: Pick<StockRepository, 'listCarsPaged' | 'listLocations' | 'saveCars' | 'newCarIds'>;
  site: Site;
  rows: AsyncIterable<FeedRecord> | Iterable<FeedRecord>;
  mode: ImportMode;
  now?: Date;
  /** rows a transaction writes (default 1,000) */
  batchSize?: number;
  /** how many rows the feed has, when known (for progress) */
  total?: number | null;
  onProgress?: (progress: ImportProgress) => void;
  /** after each committed batch: the cars it added or changed */
  onCommitted?: (carIds: number[]) => void | Promise<void>;
}

/** A replace feed with no rows would mark every car sold: it is refused. */
export class EmptyReplaceFeedError extends Error {
  override name = 'EmptyReplaceFeedError';
  constructor() {
    super('The feed has no rows: a replace would mark every car of the site sold.');
  }
}

/** The store has no locations of the site: it was never loaded (the app's first start does). */
export class SiteNotLoadedError extends Error {
  override name = 'SiteNotLoadedError';
  constructor(site: Pick<Site, 'slug'>) {
    super(
      `The store has no locations of ${site.slug}: start its app once (npm start) or seed it (npm run seed) first.`,
    );
  }
}

export async function importStock(options: ImportStockOptions): Promise<ImportSummary> {
  const { stock, site, mode, onProgress, onCommitted } = options;
  const now = options.now ?? new Date();
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_IMPORT_BATCH);
  const total = options.total ?? null;
  const summary: ImportSummary = {
    rows: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    sold: 0,
    held: [],
    rejected: [],
  };
  const [storedCars, locations] = await Promise.all([
    stock.listCarsPaged(site),
    stock.listLocations(site),
  ]);
  if (locations.length === 0) throw new SiteNotLoadedError(site);
  const stored = new Map<string, Car>();
  for (const car of storedCars) if (!stored.has(car.stocknum)) stored.set(car.stocknum, car);
  const places = { dealershipIds: siteDealershipIds(site), locations };
  // new cars' ids, taken from the store's sequence a batch at a time
  const freeIds: number[] = [];
  const newId = async () => {
    if (freeIds.length === 0) freeIds.push(...(await stock.newCarIds(batchSize)));
    return freeIds.shift()!;
  };
  /** each stock number the feed has, and its first row */
  const seen = new Map<string, number>();

  let batch: Car[] = [];
  const write = async (cars: Car[], keepHeld = false) => {
    const result = await stock.saveCars(cars, now, { keepHeld });
    const changed = [...result.added, ...result.updated];
    if (changed.length > 0) await onCommitted?.(changed);
    await nextTurn(); // the shoppers' requests that came in meanwhile, before the next batch
    return result;
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const cars = batch;
    batch = [];
    const result = await write(cars);
    summary.added += result.added.length;
    summary.updated += result.updated.length;
    summary.unchanged += result.unchanged.length;
    for (const car of cars) stored.set(car.stocknum, car);
  };

  for await (const { row, record } of options.rows) {
    summary.rows += 1;
    const stocknum = feedStocknumOf(record);
    const first = stocknum === null ? undefined : seen.get(stocknum);
    if (first !== undefined) {
      summary.rejected.push({
        row,
        field: 'stocknum',
        reason: `The same stock number as row ${first}`,
      });
    } else {
      if (stocknum !== null) seen.set(stocknum, row);
      const checked = checkFeedRow(row, record);
      if (!checked.ok) summary.rejected.push(checked.rejected);
      else {
        const before = stored.get(checked.car.stocknum) ?? null;
        const place = feedCarLocation(row, checked.car, places, before);
        if ('field' in place) summary.rejected.push(place);
        else {
          const id = before?.id ?? (await newId());
          batch.push(
            reshapeFeedCar(checked.car, { ...place, id, stored: before }, now, checked.columns),
          );
        }
      }
    }
    if (batch.length >= batchSize) {
      await flush();
      onProgress?.({ done: summary.rows, total });
    } else if (summary.rows % batchSize === 0) onProgress?.({ done: summary.rows, total });
  }
  await flush();

  if (mode === 'replace') {
    if (summary.rows === 0) throw new EmptyReplaceFeedError();
    // spec §4: a car the dealer no longer has is sold today (its page shows SOLD for the window)
    const gone = [...stored.values()].filter(
      (car) => !seen.has(car.stocknum) && car.status !== 'sold',
    );
    for (let i = 0; i < gone.length; i += batchSize) {
      const sold = gone
        .slice(i, i + batchSize)
        .map((car) => applyStockUpdate(car, { stocknum: car.stocknum, status: 'sold' }, now));
      // a car a shopper holds online is not the dealer's to sell by omission: kept, and named
      const result = await write(sold, true);
      summary.sold += result.updated.length;
      const held = new Set(result.held);
      summary.held.push(...sold.filter((car) => held.has(car.id)).map((car) => car.stocknum));
    }
  }
  onProgress?.({ done: summary.rows, total: total ?? summary.rows });
  return summary;
}
