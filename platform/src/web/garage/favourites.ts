import { analyticsEvents, pushAnalyticsEvent } from '../frame/analytics';
import { type Favourite } from '../../domain/favourites';

// spec §4 favourites (garage): toggled, stored in the browser per site; adding fires the
// favourite analytics event (39).

export type { Favourite };

// Browser storage is read back with a plain guard rather than a schema library, so the pages'
// first load carries no validation code for it; anything malformed counts as not saved.
export function isFavouriteRecord(value: unknown): value is Favourite {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.id) &&
    typeof v.name === 'string' &&
    typeof v.slug === 'string' &&
    typeof v.make === 'string' &&
    typeof v.model === 'string' &&
    (v.primary_image_url === null || typeof v.primary_image_url === 'string')
  );
}

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
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey(siteSlug)) ?? '[]');
    return Array.isArray(parsed) && parsed.every(isFavouriteRecord) ? parsed : [];
  } catch {
    return [];
  }
}

export function isFavourite(siteSlug: string, carId: number, storage = browserStorage()): boolean {
  return readFavourites(siteSlug, storage).some((f) => f.id === carId);
}

function writeFavourites(siteSlug: string, list: Favourite[], storage: StorageLike | null) {
  try {
    storage?.setItem(storageKey(siteSlug), JSON.stringify(list));
  } catch (error) {
    console.error(`Favourites could not be stored: ${(error as Error).message}`);
  }
}

/** Told of each toggle (the signed-in shopper's account follows the browser's list). */
export type FavouriteToggleListener = (siteSlug: string, carId: number, saved: boolean) => void;

const toggleListeners = new Set<FavouriteToggleListener>();

/** Follows the shopper's toggles until the returned function is called. */
export function onFavouriteToggle(listener: FavouriteToggleListener): () => void {
  toggleListeners.add(listener);
  return () => toggleListeners.delete(listener);
}

/** Adds or removes the car; answers whether it is now saved. Storage failures only log. */
export function toggleFavourite(
  siteSlug: string,
  car: Favourite,
  storage = browserStorage(),
): boolean {
  const current = readFavourites(siteSlug, storage);
  const saved = current.some((f) => f.id === car.id);
  writeFavourites(
    siteSlug,
    saved ? current.filter((f) => f.id !== car.id) : [...current, car],
    storage,
  );
  if (!saved) pushAnalyticsEvent(analyticsEvents.favourite, { car_id: car.id });
  for (const listener of toggleListeners) listener(siteSlug, car.id, !saved);
  return !saved;
}

/** Takes a car off the browser's list (the garage's Remove), telling no one. */
export function removeFavourite(siteSlug: string, carId: number, storage = browserStorage()) {
  const current = readFavourites(siteSlug, storage);
  if (current.some((f) => f.id === carId)) {
    writeFavourites(
      siteSlug,
      current.filter((f) => f.id !== carId),
      storage,
    );
  }
}
