import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { type Site } from '@dealer/site-config';
import { type Database } from './database';
import { cars, shopperFavourites } from './schema';
import { isStoredId, siteDealershipIds } from './stock-repository';

// spec §3 Favourite, §4 favourites (garage): the cars a signed-in shopper favourited on a site,
// kept in their account. Every call names the site and the user (an account belongs to one
// site); adding a favourite held already and removing one not held change nothing.

export function createFavouriteRepository(db: Database) {
  const ofUser = (siteSlug: string, userId: string) =>
    and(eq(shopperFavourites.siteSlug, siteSlug), eq(shopperFavourites.userId, userId));

  return {
    /** Adds the cars to the user's favourites; answers the ids that were not held before. */
    async add(
      siteSlug: string,
      userId: string,
      carIds: readonly number[],
      now: Date,
    ): Promise<number[]> {
      const ids = [...new Set(carIds.filter(isStoredId))];
      if (ids.length === 0) return [];
      const inserted = await db
        .insert(shopperFavourites)
        .values(ids.map((carId) => ({ siteSlug, userId, carId, createdAt: now })))
        .onConflictDoNothing()
        .returning({ carId: shopperFavourites.carId });
      return inserted.map((row) => row.carId);
    },

    /** Removes the cars from the user's favourites; answers the ids that were held. */
    async remove(siteSlug: string, userId: string, carIds: readonly number[]): Promise<number[]> {
      const ids = [...new Set(carIds.filter(isStoredId))];
      if (ids.length === 0) return [];
      const deleted = await db
        .delete(shopperFavourites)
        .where(and(ofUser(siteSlug, userId), inArray(shopperFavourites.carId, ids)))
        .returning({ carId: shopperFavourites.carId });
      return deleted.map((row) => row.carId);
    },

    /** The user's favourite car ids on the site, the latest first. */
    async list(siteSlug: string, userId: string): Promise<number[]> {
      const rows = await db
        .select({ carId: shopperFavourites.carId })
        .from(shopperFavourites)
        .where(ofUser(siteSlug, userId))
        .orderBy(desc(shopperFavourites.createdAt), desc(shopperFavourites.id));
      return rows.map((row) => row.carId);
    },

    /**
     * The ids among `carIds` that are cars of the site's dealerships (shown or not), in the
     * order given: another site's cars and unknown ids are left out.
     */
    async carsOfSite(site: Site, carIds: readonly number[]): Promise<number[]> {
      const ids = [...new Set(carIds.filter(isStoredId))];
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: cars.id })
        .from(cars)
        .where(and(inArray(cars.id, ids), inArray(cars.dealershipId, siteDealershipIds(site))));
      const found = new Set(rows.map((row) => row.id));
      return ids.filter((id) => found.has(id));
    },
  };
}

export type FavouriteRepository = ReturnType<typeof createFavouriteRepository>;
