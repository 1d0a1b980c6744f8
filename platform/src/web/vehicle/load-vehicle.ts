import { cache } from 'react';
import { type Site } from '@dealer/site-config';
import { type Car, type Location } from '../../domain/entities';
import { isVehiclePageFound } from '../../domain/vehicle-page';
import { appRuntime } from '../../runtime';

export interface LoadedVehicle {
  car: Car;
  location: Location;
}

/**
 * The car a /cars/{slug} page shows, with its location; null when the site has no such page (an
 * unknown slug, another site's car, or a car outside the site's visibility rule). Cached per
 * request, so the page and its metadata read the store once.
 */
export const loadVehicle = cache(
  async (site: Site, slug: string): Promise<LoadedVehicle | null> => {
    const store = await appRuntime().store();
    const car = await store.stock.getCarBySlug(site, slug);
    if (!isVehiclePageFound(car, site, new Date()) || car === null) return null;
    const location = await store.stock.getLocation(site, car.locationId);
    if (!location) return null;
    return { car, location };
  },
);

/**
 * Where a /cars/{slug} page asked for by an old form of its car's slug is now (a permanent
 * redirect); null for any other slug.
 */
export async function movedVehiclePath(site: Site, slug: string): Promise<string | null> {
  const moved = await movedCarSlug(site, slug);
  return moved ? `/cars/${encodeURIComponent(moved)}` : null;
}

/**
 * The slug a car named by an old form of its slug has now, for the addresses that name a car
 * by slug (its page, its PDF and view count, the print page); null for any other slug.
 */
export async function movedCarSlug(site: Site, slug: string): Promise<string | null> {
  const store = await appRuntime().store();
  return (await store.stock.getCarByLegacySlug(site, slug))?.slug ?? null;
}

/** The addresses other than its page that name a car by its slug. */
export type CarAddress = 'pdf' | 'view.json' | 'print';

/**
 * The address of a car's PDF, view count or print page for its slug, with the query of the
 * request that named it (the print page's `car_id` set to the slug, the rest kept).
 */
export function carAddress(slug: string, what: CarAddress, search: string): string {
  if (what === 'print') {
    const query = new URLSearchParams(search);
    query.set('car_id', slug);
    return `/print?${query.toString()}`;
  }
  return `/api/cars/${encodeURIComponent(slug)}/${what}${search}`;
}
