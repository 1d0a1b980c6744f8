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
import { cars, locations, phoneReveals } from './schema';
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

    /** A car of the site by its slug, whatever its state (the page decides what it shows). */
    async getCarBySlug(site: Site, slug: string): Promise<Car | null> {
      const [row] = await db
        .select()
        .from(cars)
        .where(and(eq(cars.slug, slug), inArray(cars.dealershipId, siteDealershipIds(site))));
      return row ? reshapeCar(row) : null;
    },

    async getLocation(site: Site, id: number): Promise<Location | null> {
      const [row] = await db
        .select()
        .from(locations)
        .where(and(eq(locations.id, id), inArray(locations.dealershipId, siteDealershipIds(site))));
      return row ? reshapeLocation(row) : null;
    },

    /** spec §7 view.json: counts a view of a car of the site; null when it is not the site's. */
    async recordView(site: Site, slug: string): Promise<{ id: number; views: number } | null> {
      const [row] = await db
        .update(cars)
        .set({ views: sql`${cars.views} + 1` })
        .where(and(eq(cars.slug, slug), inArray(cars.dealershipId, siteDealershipIds(site))))
        .returning({ id: cars.id, views: cars.views });
      return row ?? null;
    },

    /** spec §7 finance quote: stored on the car, so it is fetched once. */
    async saveFinanceQuote(
      site: Site,
      carId: number,
      quote: NonNullable<Car['youxQuote']>,
    ): Promise<boolean> {
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
      if (!siteDealershipIds(site).includes(reveal.dealershipId)) return false;
      const [car] = await db
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.id, reveal.carId), eq(cars.dealershipId, reveal.dealershipId)));
      if (!car) return false;
      await db.insert(phoneReveals).values({
        websiteId: site.id,
        carId: reveal.carId,
        dealershipId: reveal.dealershipId,
        createdAt: at,
      });
      return true;
    },

    async countPhoneReveals(site: Site, carId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(phoneReveals)
        .where(and(eq(phoneReveals.websiteId, site.id), eq(phoneReveals.carId, carId)));
      return row?.n ?? 0;
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
