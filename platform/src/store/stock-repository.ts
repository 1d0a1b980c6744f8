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
import { isCarVisibleOnSite } from '../search/site-visibility';
import { type Car, type Location } from '../domain/entities';
import { type Database } from './database';
import { cars, locations, phoneReveals, type CarRow } from './schema';
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

    async listCars(site: Site): Promise<Car[]> {
      const rows = await db
        .select()
        .from(cars)
        .where(inArray(cars.dealershipId, siteDealershipIds(site)));
      return rows.map(reshapeCar);
    },

    /**
     * A car the site shows, by id; null for an unknown id, another site's car and a car the
     * site does not show (hidden, sold outside the window, left out by search_filters) alike.
     */
    async getCarById(site: Site, id: number, now = new Date()): Promise<Car | null> {
      const [row] = await db
        .select()
        .from(cars)
        .where(and(eq(cars.id, id), inArray(cars.dealershipId, siteDealershipIds(site))));
      return visibleCar(site, row, now);
    },

    /** A car the site shows, by slug; null exactly when getCarById would be. */
    getCarBySlug: (site: Site, slug: string, now = new Date()) => visibleCarBySlug(site, slug, now),

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
