import 'server-only';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  like,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { type Site, type StockRule } from '@dealer/site-config';
import { soldVisibleSince } from '../domain/stock-visibility';
import { isCarVisibleOnSite, visibilityMinute } from '../domain/site-visibility';
import { type Car, type Location } from '../domain/entities';
import { slugLastWord, vehicleOfLegacySlug } from '../domain/vehicle-page';
import { type Database, rowsOf } from './database';
import { nextTurn } from './next-turn';
import { cars, locations, phoneReveals, stockChanges, type CarRow, type NewCarRow } from './schema';
import { carToRow, reshapeCar, reshapeLocation } from './reshape';

/** How many cars a whole-stock read takes at a time. */
const LIST_PAGE_SIZE = 100;

/** The site's dealership scope: every query of a site's stock carries it. */
/** Whether a number can be a stored id: a whole number from 1 to 2,147,483,647 (integer). */
export function isStoredId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
}

export function siteDealershipIds(site: Pick<Site, 'dealerships'>): number[] {
  return site.dealerships.map((d) => d.id);
}

// spec §4 stock visibility, as SQL (must agree with domain isStockVisible; a test checks it)
export function visibleStockCondition(rule: StockRule, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(cars.showOnDealerWebsite, true),
    rule.inStockOnly
      ? inArray(cars.status, ['in_stock', 'coming_soon'])
      : or(
          inArray(cars.status, ['in_stock', 'coming_soon']),
          and(
            eq(cars.status, 'sold'),
            isNotNull(cars.soldAt),
            gte(cars.soldAt, soldVisibleSince(rule, now)),
          ),
        ),
    rule.usedOnly ? eq(cars.carType, 'used') : undefined,
    rule.excludedStockNumbers.length > 0
      ? notInArray(cars.stocknum, rule.excludedStockNumbers)
      : undefined,
    rule.excludeNewMakes.length > 0
      ? or(
          ne(cars.carType, 'new'),
          notInArray(
            sql`lower(${cars.make})`,
            rule.excludeNewMakes.map((m) => m.toLowerCase()),
          ),
        )
      : undefined,
    rule.requirePhotos ? sql`jsonb_array_length(${cars.images}) > 0` : undefined,
    rule.excludeTags.length > 0
      ? or(sql`${cars.tag} is null`, notInArray(cars.tag, rule.excludeTags))
      : undefined,
  ];
  return and(...conditions)!;
}

/** A car write and what it did: a new car, a changed one, or the same car again (no write). */
export interface StockWriteResult {
  added: number[];
  updated: number[];
  unchanged: number[];
}

/** One write to a car as the change log has it. */
export interface StockChange {
  /** its place in the log: the transaction that wrote it (a write's changes share it) */
  id: number;
  dealershipId: number;
  carId: number;
}

// what a write compares to tell a changed car from the same one (not when it was written, nor
// what shoppers did since: views and a fetched finance quote are not the dealer's stock data; nor
// the reserved flags the store keeps itself)
const unchangedBy = (row: Partial<CarRow>) => {
  const {
    updatedAt: _u,
    views: _v,
    youxQuote: _q,
    reserved: _r,
    reservationHeld: _h,
    ...rest
  } = row;
  return canonicalJson(rest);
};

/** JSON with every object's keys in order and undefined left out (stored JSON reorders keys). */
function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const ROWS_PER_INSERT = 500;

// the columns a car write sets: all but the two the store keeps itself (reserved, made of the
// dealer's flag and the online hold; the hold, written only by reservations: setReservationHeld)
const writtenColumns = Object.entries(getTableColumns(cars))
  .map(([key, column]) => ({ key: key as keyof NewCarRow, name: column.name }))
  .filter(({ name }) => name !== 'reserved' && name !== 'reservation_held');

/** A car row keyed by its column names (what jsonb_populate_recordset reads). */
function columnsOf(row: NewCarRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key, name } of writtenColumns) out[name] = row[key] ?? null;
  return out;
}

const writtenList = sql.raw(writtenColumns.map(({ name }) => `"${name}"`).join(', '));

/** Every written column of a car but its id, as the row being written has it (`excluded`). */
const replacedColumns = sql.raw(
  writtenColumns
    .filter(({ name }) => name !== 'id')
    .map(({ name }) => `"${name}" = excluded."${name}"`)
    .join(', '),
);

const stocknumKey = (row: { dealershipId: number; stocknum: string }) =>
  `${row.dealershipId}\u0000${row.stocknum}`;

/** After cars were stored with ids of their own: new ids start after the highest stored. */
export async function syncCarIds(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(
    sql`select setval('car_ids', greatest((select coalesce(max(id), 0) from ${cars}), (select last_value from car_ids)))`,
  );
}

export function createStockRepository(db: Database) {
  async function locationOf(site: Site, id: number): Promise<Location | null> {
    const [row] = await db
      .select()
      .from(locations)
      .where(and(eq(locations.id, id), inArray(locations.dealershipId, siteDealershipIds(site))));
    return row ? reshapeLocation(row) : null;
  }

  /** The car of a stored row when the site shows it (spec §4, the one visibility rule), else null. */
  async function visibleCar(site: Site, row: CarRow | undefined, now: Date): Promise<Car | null> {
    if (!row) return null;
    const car = reshapeCar(row);
    const location = await locationOf(site, car.locationId);
    return isCarVisibleOnSite(site, car, location, now) ? car : null;
  }

  async function visibleCarBySlug(site: Site, slug: string, now: Date): Promise<Car | null> {
    const [row] = await db
      .select()
      .from(cars)
      .where(and(eq(cars.slug, slug), inArray(cars.dealershipId, siteDealershipIds(site))));
    return visibleCar(site, row, now);
  }

  return {
    /** spec §3 stock.count: the site's visible stock, judged at the minute as search does. */
    async countVisibleStock(site: Site, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(cars)
        .where(
          and(
            inArray(cars.dealershipId, siteDealershipIds(site)),
            visibleStockCondition(site.search.stockRule, visibilityMinute(now)),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Every car the site shows now (spec §4 stock visibility), e.g. for its sitemap: judged at
     * the minute, as search does, so a sold car leaves both at the same whole minute.
     */
    async listVisibleCars(site: Site, now: Date): Promise<Car[]> {
      const [rows, places] = await Promise.all([
        db
          .select()
          .from(cars)
          .where(
            and(
              inArray(cars.dealershipId, siteDealershipIds(site)),
              visibleStockCondition(site.search.stockRule, visibilityMinute(now)),
            ),
          ),
        db
          .select()
          .from(locations)
          .where(inArray(locations.dealershipId, siteDealershipIds(site))),
      ]);
      const byId = new Map(places.map((row) => [row.id, reshapeLocation(row)]));
      return rows
        .map(reshapeCar)
        .filter((car) => isCarVisibleOnSite(site, car, byId.get(car.locationId) ?? null, now));
    },

    async listCars(site: Site): Promise<Car[]> {
      const rows = await db
        .select()
        .from(cars)
        .where(inArray(cars.dealershipId, siteDealershipIds(site)));
      return rows.map(reshapeCar);
    },

    /**
     * The site's cars, as listCars, read a page at a time by id (not one snapshot: for what
     * follows the stock changes anyway, the search index and the render cache's clock).
     */
    async listCarsPaged(site: Site, pageSize = LIST_PAGE_SIZE): Promise<Car[]> {
      // read a page of cars at a time, by id, letting other queries (a shopper's page) run in
      // between: on the embedded store a query runs on the app's own thread, and one read of
      // a dealer's 10,000 cars would hold every shopper for about a second
      const all: Car[] = [];
      for (let after = -Infinity; ;) {
        const rows = await db
          .select()
          .from(cars)
          .where(
            and(
              inArray(cars.dealershipId, siteDealershipIds(site)),
              Number.isFinite(after) ? gt(cars.id, after) : undefined,
            ),
          )
          .orderBy(asc(cars.id))
          .limit(pageSize);
        for (const row of rows) all.push(reshapeCar(row));
        if (rows.length < pageSize) return all;
        after = rows.at(-1)!.id;
        await nextTurn();
      }
    },

    /**
     * The cars of the site's dealerships among these ids, shown or not (what a search index
     * of the site holds of them); ids of other sites' cars and of no car are left out.
     */
    async listCarsByIds(site: Site, ids: readonly number[]): Promise<Car[]> {
      const stored = [...new Set(ids)].filter(isStoredId);
      const found: Car[] = [];
      // a page of ids a query, the shoppers' queries in between (as listCarsPaged)
      for (let i = 0; i < stored.length; i += LIST_PAGE_SIZE) {
        if (i > 0) await nextTurn();
        const rows = await db
          .select()
          .from(cars)
          .where(
            and(
              inArray(cars.id, stored.slice(i, i + LIST_PAGE_SIZE)),
              inArray(cars.dealershipId, siteDealershipIds(site)),
            ),
          );
        for (const row of rows) found.push(reshapeCar(row));
      }
      return found;
    },

    /**
     * A car the site shows, by id; null for an unknown id, another site's car and a car the
     * site does not show (hidden, sold outside the window, left out by search_filters) alike.
     */
    async getCarById(site: Site, id: number, now = new Date()): Promise<Car | null> {
      // an id the column cannot hold is no car (never a database error)
      if (!isStoredId(id)) return null;
      const [row] = await db
        .select()
        .from(cars)
        .where(and(eq(cars.id, id), inArray(cars.dealershipId, siteDealershipIds(site))));
      return visibleCar(site, row, now);
    },

    /** A car the site shows, by VIN (any case); null when it shows none with that VIN. */
    async getCarByVin(site: Site, vin: string, now = new Date()): Promise<Car | null> {
      const [row] = await db
        .select()
        .from(cars)
        .where(
          and(
            sql`upper(${cars.vin}) = ${vin.trim().toUpperCase()}`,
            inArray(cars.dealershipId, siteDealershipIds(site)),
          ),
        )
        .limit(1);
      return visibleCar(site, row, now);
    },

    /** A car the site shows, by slug; null exactly when getCarById would be. */
    getCarBySlug: (site: Site, slug: string, now = new Date()) => visibleCarBySlug(site, slug, now),

    /**
     * A car the site shows that an old form of its slug names (see vehicleOfLegacySlug), for a
     * permanent redirect to its page; null for any other slug.
     */
    async getCarByLegacySlug(site: Site, slug: string, now = new Date()): Promise<Car | null> {
      const word = slugLastWord(slug);
      if (!word) return null;
      const rows = await db
        .select()
        .from(cars)
        .where(
          and(
            inArray(cars.dealershipId, siteDealershipIds(site)),
            or(eq(cars.slug, word), like(cars.slug, `%-${word}`)),
          ),
        );
      const named = vehicleOfLegacySlug(rows.map(reshapeCar), slug);
      return named
        ? visibleCar(
            site,
            rows.find((row) => row.id === named.id),
            now,
          )
        : null;
    },

    getLocation: locationOf,

    /** spec §7 view.json: counts a view of a car the site shows; null for any other. */
    async recordView(
      site: Site,
      slug: string,
      now = new Date(),
    ): Promise<{ id: number; views: number } | null> {
      const car = await visibleCarBySlug(site, slug, now);
      if (!car) return null;
      const [row] = await db
        .update(cars)
        .set({ views: sql`${cars.views} + 1` })
        .where(eq(cars.id, car.id))
        .returning({ id: cars.id, views: cars.views });
      return row ?? null;
    },

    /** spec §7 finance quote: stored on the car, so it is fetched once. */
    async saveFinanceQuote(
      site: Site,
      carId: number,
      quote: NonNullable<Car['youxQuote']>,
    ): Promise<boolean> {
      if (!isStoredId(carId)) return false;
      const rows = await db
        .update(cars)
        .set({ youxQuote: quote })
        .where(and(eq(cars.id, carId), inArray(cars.dealershipId, siteDealershipIds(site))))
        .returning({ id: cars.id });
      return rows.length > 0;
    },

    /** spec §3 phone reveal record; refused (false) for a car or dealership of another site. */
    async recordPhoneReveal(
      site: Site,
      reveal: { carId: number; dealershipId: number },
      at: Date,
    ): Promise<boolean> {
      if (!isStoredId(reveal.carId) || !siteDealershipIds(site).includes(reveal.dealershipId))
        return false;
      const [row] = await db
        .select()
        .from(cars)
        .where(and(eq(cars.id, reveal.carId), eq(cars.dealershipId, reveal.dealershipId)));
      if (!(await visibleCar(site, row, at))) return false;
      await db.insert(phoneReveals).values({
        websiteId: site.id,
        carId: reveal.carId,
        dealershipId: reveal.dealershipId,
        createdAt: at,
      });
      return true;
    },

    async countPhoneReveals(site: Site, carId: number): Promise<number> {
      if (!isStoredId(carId)) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(phoneReveals)
        .where(and(eq(phoneReveals.websiteId, site.id), eq(phoneReveals.carId, carId)));
      return row?.n ?? 0;
    },

    /**
     * Writes cars in one transaction, and logs each car that changed in the stock change log. A
     * car is the stored car of its id, else of its dealership and stock number (whose id it then
     * keeps), else a new car; a car written again unchanged is no write at all. The reserved
     * flag written is the dealer's (dealerReserved): a live online hold is never cleared by a
     * write. With keepHeld, a car a reservation holds is left as it is (listed in `held`).
     * `updatedAt` is the time of the write.
     */
    async saveCars(
      written: readonly Car[],
      now: Date,
      options: { keepHeld?: boolean } = {},
    ): Promise<StockWriteResult & { held: number[] }> {
      const result: StockWriteResult & { held: number[] } = {
        added: [],
        updated: [],
        unchanged: [],
        held: [],
      };
      if (written.length === 0) return result;
      const rows = written.map((car) => carToRow({ ...car, updatedAt: now }));
      await db.transaction(async (tx) => {
        // the stored cars, locked: a hold deciding on one of them waits for this write, and
        // this write for it
        // by id, then by dealership and stock number: two reads by their indexes (one read
        // of either would scan every car)
        const storedRows = await tx
          .select()
          .from(cars)
          .where(
            inArray(
              cars.id,
              rows.map((row) => row.id),
            ),
          )
          .for('update');
        await nextTurn();
        const knownIds = new Set(storedRows.map((row) => row.id));
        const wanted = new Set(rows.map(stocknumKey));
        for (const row of await tx
          .select()
          .from(cars)
          .where(
            and(
              inArray(cars.dealershipId, [...new Set(rows.map((row) => row.dealershipId))]),
              inArray(cars.stocknum, [...new Set(rows.map((row) => row.stocknum))]),
            ),
          )
          .for('update')) {
          if (!knownIds.has(row.id) && wanted.has(stocknumKey(row))) storedRows.push(row);
        }
        const byId = new Map(storedRows.map((row) => [row.id, row]));
        const byStocknum = new Map(storedRows.map((row) => [stocknumKey(row), row]));
        const updates: NewCarRow[] = [];
        const inserts: NewCarRow[] = [];
        for (const given of rows) {
          const before = byId.get(given.id!) ?? byStocknum.get(stocknumKey(given));
          const row = before ? { ...given, id: before.id } : given;
          if (before && options.keepHeld && before.reservationHeld) {
            result.held.push(before.id);
            continue;
          }
          if (!before) inserts.push(row);
          else if (unchangedBy(before) === unchangedBy({ ...before, ...row })) {
            result.unchanged.push(before.id);
          } else {
            result.updated.push(before.id);
            updates.push({ ...row, views: before.views, youxQuote: before.youxQuote });
          }
        }
        // a feed's thousands of cars in seconds: many rows a statement, sent as one JSON
        // parameter the database reads into rows of the table (no query text per value)
        const upsert = async (chunkRows: NewCarRow[], target: SQL) => {
          const chunk = chunkRows.map(columnsOf);
          const stored = await tx.execute(
            sql`insert into ${cars} (${writtenList}) select ${writtenList} from jsonb_populate_recordset(null::${cars}, ${JSON.stringify(chunk)}::jsonb) on conflict ${target} do update set ${replacedColumns} returning id, dealership_id`,
          );
          return rowsOf<{ id: number; dealership_id: number }>(stored).map((row) => ({
            c: Number(row.id),
            d: Number(row.dealership_id),
          }));
        };
        const logged: { d: number; c: number }[] = [];
        for (let i = 0; i < updates.length; i += ROWS_PER_INSERT) {
          await nextTurn();
          logged.push(...(await upsert(updates.slice(i, i + ROWS_PER_INSERT), sql`(id)`)));
        }
        for (let i = 0; i < inserts.length; i += ROWS_PER_INSERT) {
          await nextTurn();
          // another write may add the same stock number meanwhile: then this one updates it
          const stored = await upsert(
            inserts.slice(i, i + ROWS_PER_INSERT),
            sql`(dealership_id, stocknum)`,
          );
          logged.push(...stored);
          result.added.push(...stored.map((row) => row.c));
        }
        if (logged.length > 0) {
          await nextTurn();
          await tx.execute(
            sql`insert into ${stockChanges} (dealership_id, car_id, changed_at) select d, c, ${now.toISOString()}::timestamptz from jsonb_to_recordset(${JSON.stringify(logged)}::jsonb) as x(d integer, c integer)`,
          );
        }
      });
      return result;
    },

    /**
     * Marks a car held (or no longer held) by an online reservation, logged as a stock change so
     * search and pages follow; the dealer's own reserved flag is left alone. False when the car
     * was so already (or is no car).
     */
    async setReservationHeld(carId: number, held: boolean, now: Date): Promise<boolean> {
      const changed = await db
        .update(cars)
        .set({ reservationHeld: held, updatedAt: now })
        .where(and(eq(cars.id, carId), ne(cars.reservationHeld, held)))
        .returning({ id: cars.id, dealershipId: cars.dealershipId });
      if (changed.length === 0) return false;
      await db.insert(stockChanges).values({
        dealershipId: changed[0]!.dealershipId,
        carId,
        changedAt: now,
      });
      return true;
    },

    /** New car ids, from the store's sequence (no other write, here or elsewhere, gets them). */
    async newCarIds(count: number): Promise<number[]> {
      if (count <= 0) return [];
      const stored = await db.execute(
        sql`select nextval('car_ids') as id from generate_series(1, ${count})`,
      );
      return rowsOf<{ id: string | number }>(stored).map((row) => Number(row.id));
    },

    /** A stored car of one of the site's dealerships by stock number, whether shown or not. */
    async findCarByStocknum(site: Site, stocknum: string): Promise<Car | null> {
      const [row] = await db
        .select()
        .from(cars)
        .where(
          and(eq(cars.stocknum, stocknum), inArray(cars.dealershipId, siteDealershipIds(site))),
        );
      return row ? reshapeCar(row) : null;
    },

    /**
     * The stock change log after `cursor`, oldest first: the changes of whole transactions
     * (`limit` of them at most), each change's id its transaction's, and only of transactions
     * after which none is still running, so a write that commits late is read, never skipped.
     */
    async stockChangesAfter(cursor: number, limit = 1000): Promise<StockChange[]> {
      const rows = await db.execute(sql`
        select c.tx, c.dealership_id, c.car_id from ${stockChanges} c
        where c.tx in (
          select distinct tx from ${stockChanges}
          where tx > ${cursor}
            and tx < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
          order by tx
          limit ${limit}
        )
        order by c.tx, c.id`);
      return rowsOf<{ tx: string | number; dealership_id: number; car_id: number }>(rows).map(
        (row) => ({ id: Number(row.tx), dealershipId: row.dealership_id, carId: row.car_id }),
      );
    },

    /**
     * Where a follower starts: before every transaction that may still be running, after every
     * one that has ended (their changes are the past).
     */
    async lastStockChange(): Promise<number> {
      const rows = await db.execute(
        sql`select pg_snapshot_xmin(pg_current_snapshot())::text::bigint - 1 as tx`,
      );
      return Number(rowsOf<{ tx: string | number }>(rows)[0]!.tx);
    },

    /**
     * A cursor after every transaction begun before the call, once each has ended (a reader that
     * must not be handed any change made before it asked, such as a check that a write changed
     * nothing): on a server other databases share, a transaction still open elsewhere holds
     * `lastStockChange` back, so this waits for it, `timeoutMs` at most.
     */
    async settledStockCursor(timeoutMs = 10_000): Promise<number> {
      const [row] = rowsOf<{ tx: string | number }>(
        await db.execute(sql`select txid_current()::text::bigint as tx`),
      );
      const asked = Number(row!.tx);
      for (const deadline = Date.now() + timeoutMs; ;) {
        const [now] = rowsOf<{ tx: string | number }>(
          await db.execute(
            sql`select pg_snapshot_xmin(pg_current_snapshot())::text::bigint - 1 as tx`,
          ),
        );
        const cursor = Number(now!.tx);
        if (cursor >= asked) return cursor;
        if (Date.now() > deadline) {
          throw new Error(`transactions begun before ${asked} are still running`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    async listLocations(site: Site): Promise<Location[]> {
      const rows = await db
        .select()
        .from(locations)
        .where(inArray(locations.dealershipId, siteDealershipIds(site)))
        .orderBy(locations.name);
      return rows.map(reshapeLocation);
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
