import {
  and,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { type Site, type StockRule } from '@dealer/site-config';
import { soldVisibleSince } from '../domain/stock-visibility';
import { type Car, type Location } from '../domain/entities';
import { type Database } from './database';
import { cars, locations } from './schema';
import { reshapeCar, reshapeLocation } from './reshape';

/** The site's dealership scope: every query of a site's stock carries it. */
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

export function createStockRepository(db: Database) {
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

    async listCars(site: Site): Promise<Car[]> {
      const rows = await db
        .select()
        .from(cars)
        .where(inArray(cars.dealershipId, siteDealershipIds(site)));
      return rows.map(reshapeCar);
    },

    async getCarById(site: Site, id: number): Promise<Car | null> {
      const [row] = await db
        .select()
        .from(cars)
        .where(and(eq(cars.id, id), inArray(cars.dealershipId, siteDealershipIds(site))));
      return row ? reshapeCar(row) : null;
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
