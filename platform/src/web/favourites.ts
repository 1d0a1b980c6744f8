import { z } from 'zod';
import { analyticsEvents, pushAnalyticsEvent } from './analytics';

// spec §4 favourites (garage): toggled, stored in the browser per site; adding fires the
// favourite analytics event (39).

export const favouriteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  make: z.string(),
  model: z.string(),
  primary_image_url: z.string().nullable(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const storageKey = (siteSlug: string) => `dealer:${siteSlug}:favourites`;

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The site's saved cars; anything unreadable counts as none. */
export function readFavourites(siteSlug: string, storage = browserStorage()): Favourite[] {
  try {
    const parsed = z
      .array(favouriteSchema)
      .safeParse(JSON.parse(storage?.getItem(storageKey(siteSlug)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function isFavourite(siteSlug: string, carId: number, storage = browserStorage()): boolean {
  return readFavourites(siteSlug, storage).some((f) => f.id === carId);
}

/** Adds or removes the car; answers whether it is now saved. Storage failures only log. */
export function toggleFavourite(
  siteSlug: string,
  car: Favourite,
  storage = browserStorage(),
): boolean {
  const current = readFavourites(siteSlug, storage);
  const saved = current.some((f) => f.id === car.id);
  const next = saved ? current.filter((f) => f.id !== car.id) : [...current, car];
  try {
    storage?.setItem(storageKey(siteSlug), JSON.stringify(next));
  } catch (error) {
    console.error(`Favourites could not be stored: ${(error as Error).message}`);
  }
  if (!saved) pushAnalyticsEvent(analyticsEvents.favourite, { car_id: car.id });
  return !saved;
}
