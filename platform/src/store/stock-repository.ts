import 'server-only';
import {
  and,
  count,
  eq,
  getTableColumns,
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
import { isCarVisibleOnSite } from '../domain/site-visibility';
import { type Car, type Location } from '../domain/entities';
import { slugLastWord, vehicleOfLegacySlug } from '../domain/vehicle-page';
import { type Database } from './database';
import { cars, locations, phoneReveals, stockChanges, type CarRow, type NewCarRow } from './schema';
import { carToRow, reshapeCar, reshapeLocation } from './reshape';

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
  id: number;
  dealershipId: number;
  carId: number;
}

// what a write compares to tell a changed car from the same one (not when it was written, nor
// what shoppers did since: views and a fetched finance quote are not the dealer's stock data)
const unchangedBy = (row: Partial<NewCarRow>) => {
  const { updatedAt: _u, views: _v, youxQuote: _q, ...rest } = row;
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

const carColumns = Object.entries(getTableColumns(cars)).map(([key, column]) => ({
  key: key as keyof NewCarRow,
  name: column.name,
}));

/** A car row keyed by its column names (what jsonb_populate_recordset reads). */
function columnsOf(row: NewCarRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key, name } of carColumns) out[name] = row[key] ?? null;
  return out;
}

/** Every column of a car but its id, as the row being written has it (`excluded`). */
const replacedColumns = sql.raw(
  carColumns
    .filter(({ name }) => name !== 'id')
    .map(({ name }) => `"${name}" = excluded."${name}"`)
    .join(', '),
);

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
    /** spec §3 stock.count: the site's visible stock. */
    async countVisibleStock(site: Site, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(cars)
        .where(
          and(
            inArray(cars.dealershipId, siteDealershipIds(site)),
            visibleStockCondition(site.search.stockRule, now),
          ),
        );
      return row?.n ?? 0;
    },

    /** Every car the site shows now (spec §4 stock visibility), e.g. for its sitemap. */
    async listVisibleCars(site: Site, now: Date): Promise<Car[]> {
      const [rows, places] = await Promise.all([
        db
          .select()
          .from(cars)
          .where(
            and(
              inArray(cars.dealershipId, siteDealershipIds(site)),
              visibleStockCondition(site.search.stockRule, now),
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
     * The cars of the site's dealerships among these ids, shown or not (what a search index
     * of the site holds of them); ids of other sites' cars and of no car are left out.
     */
    async listCarsByIds(site: Site, ids: readonly number[]): Promise<Car[]> {
      const stored = [...new Set(ids)].filter(isStoredId);
      if (stored.length === 0) return [];
      const rows = await db
        .select()
        .from(cars)
        .where(and(inArray(cars.id, stored), inArray(cars.dealershipId, siteDealershipIds(site))));
      return rows.map(reshapeCar);
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
     * Writes cars (added by id, or replacing the stored car of that id) in one transaction, and
     * logs each car that changed in the stock change log. A car written again unchanged is no
     * write at all. `updatedAt` is the time of the write.
     */
    async saveCars(written: readonly Car[], now: Date): Promise<StockWriteResult> {
      const result: StockWriteResult = { added: [], updated: [], unchanged: [] };
      if (written.length === 0) return result;
      const rows = written.map((car) => carToRow({ ...car, updatedAt: now }));
      await db.transaction(async (tx) => {
        const stored = new Map(
          (
            await tx
              .select()
              .from(cars)
              .where(
                inArray(
                  cars.id,
                  rows.map((row) => row.id),
                ),
              )
          ).map((row) => [row.id, row]),
        );
        const changed: NewCarRow[] = [];
        for (const row of rows) {
          const before = stored.get(row.id);
          if (!before) result.added.push(row.id);
          else if (unchangedBy(before) === unchangedBy({ ...before, ...row })) {
            result.unchanged.push(row.id);
            continue;
          } else result.updated.push(row.id);
          changed.push(before ? { ...row, views: before.views, youxQuote: before.youxQuote } : row);
        }
        // a feed's thousands of cars in seconds: many rows a statement, sent as one JSON
        // parameter the database reads into rows of the table (no query text per value)
        for (let i = 0; i < changed.length; i += ROWS_PER_INSERT) {
          const chunk = changed.slice(i, i + ROWS_PER_INSERT).map(columnsOf);
          await tx.execute(
            sql`insert into ${cars} select * from jsonb_populate_recordset(null::${cars}, ${JSON.stringify(chunk)}::jsonb) on conflict (id) do update set ${replacedColumns}`,
          );
        }
        if (changed.length > 0) {
          const logged = changed.map((row) => ({ d: row.dealershipId, c: row.id }));
          await tx.execute(
            sql`insert into ${stockChanges} (dealership_id, car_id, changed_at) select d, c, ${now.toISOString()}::timestamptz from jsonb_to_recordset(${JSON.stringify(logged)}::jsonb) as x(d integer, c integer)`,
          );
        }
      });
      return result;
    },

    /** The highest car id from `from` to `to` (both included), or null when none is there. */
    async maxCarIdBetween(from: number, to: number): Promise<number | null> {
      const [row] = await db
        .select({ id: sql<number | null>`max(${cars.id})` })
        .from(cars)
        .where(and(gte(cars.id, from), sql`${cars.id} <= ${to}`));
      return row?.id === null || row?.id === undefined ? null : Number(row.id);
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

    /** The stock change log after `cursor` (an id), oldest first. */
    async stockChangesAfter(cursor: number, limit = 1000): Promise<StockChange[]> {
      return db
        .select({
          id: stockChanges.id,
          dealershipId: stockChanges.dealershipId,
          carId: stockChanges.carId,
        })
        .from(stockChanges)
        .where(sql`${stockChanges.id} > ${cursor}`)
        .orderBy(stockChanges.id)
        .limit(limit);
    },

    /** The id of the last stock change so far (0 when none): where a follower starts. */
    async lastStockChange(): Promise<number> {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${stockChanges.id}), 0)` })
        .from(stockChanges);
      return Number(row?.id ?? 0);
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
