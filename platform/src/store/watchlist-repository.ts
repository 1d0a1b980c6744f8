import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { type Site } from '@dealer/site-config';
import { type Car } from '../domain/entities';
import { type Database } from './database';
import { reshapeCar } from './reshape';
import { cars, watchlistEntries, type WatchlistEntryRow } from './schema';
import { isStoredId, siteDealershipIds } from './stock-repository';

// spec §3 Watchlist entry, §4 watchlist: the cars a signed-in shopper saved on a site. Every call
// names the site and the user (an account belongs to one site); saving a saved car and removing
// a car not saved change nothing.

export interface SavedCar {
  entry: WatchlistEntryRow;
  car: Car;
}

export function createWatchlistRepository(db: Database) {
  const entryOf = (siteSlug: string, userId: string, carId: number) =>
    and(
      eq(watchlistEntries.siteSlug, siteSlug),
      eq(watchlistEntries.userId, userId),
      eq(watchlistEntries.carId, carId),
    );

  return {
    /** Saves a car; `added` is false when it was saved already. */
    async save(
      siteSlug: string,
      userId: string,
      carId: number,
      now: Date,
    ): Promise<{ added: boolean }> {
      const inserted = await db
        .insert(watchlistEntries)
        .values({ siteSlug, userId, carId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: watchlistEntries.id });
      return { added: inserted.length > 0 };
    },

    /** Removes a car; `removed` is false when it was not saved. */
    async remove(siteSlug: string, userId: string, carId: number): Promise<{ removed: boolean }> {
      const deleted = await db
        .delete(watchlistEntries)
        .where(entryOf(siteSlug, userId, carId))
        .returning({ id: watchlistEntries.id });
      return { removed: deleted.length > 0 };
    },

    /** Whether the user saved the car on the site. */
    async has(siteSlug: string, userId: string, carId: number): Promise<boolean> {
      if (!isStoredId(carId)) return false;
      const [row] = await db
        .select({ id: watchlistEntries.id })
        .from(watchlistEntries)
        .where(entryOf(siteSlug, userId, carId));
      return row !== undefined;
    },

    /** The user's entries on the site, the latest saved first. */
    async list(siteSlug: string, userId: string): Promise<WatchlistEntryRow[]> {
      return db
        .select()
        .from(watchlistEntries)
        .where(and(eq(watchlistEntries.siteSlug, siteSlug), eq(watchlistEntries.userId, userId)))
        .orderBy(desc(watchlistEntries.createdAt), desc(watchlistEntries.id));
    },

    /**
     * The user's saved cars that the site still has (its dealerships' stock, shown or not: a
     * sold car stays on the list, marked), the latest saved first.
     */
    async savedCars(site: Site, userId: string): Promise<SavedCar[]> {
      const rows = await db
        .select({ entry: watchlistEntries, car: cars })
        .from(watchlistEntries)
        .innerJoin(cars, eq(cars.id, watchlistEntries.carId))
        .where(
          and(
            eq(watchlistEntries.siteSlug, site.slug),
            eq(watchlistEntries.userId, userId),
            inArray(cars.dealershipId, siteDealershipIds(site)),
          ),
        )
        .orderBy(desc(watchlistEntries.createdAt), desc(watchlistEntries.id));
      return rows.map((row) => ({ entry: row.entry, car: reshapeCar(row.car) }));
    },

    /** A car of the site's dealerships by id, shown or not; null for another site's or none. */
    async carOfSite(site: Site, carId: number): Promise<Car | null> {
      if (!isStoredId(carId)) return null;
      const [row] = await db
        .select()
        .from(cars)
        .where(and(eq(cars.id, carId), inArray(cars.dealershipId, siteDealershipIds(site))));
      return row ? reshapeCar(row) : null;
    },
  };
}

export type WatchlistRepository = ReturnType<typeof createWatchlistRepository>;
