import { type Site } from '@dealer/site-config';
import { type Car, type Location } from '../../domain/entities';
import { siteTimeZone } from '../../domain/locations';
import { carChangesAt, stockChangesAt } from '../../domain/page-freshness';
import { type PolicySources } from './render-cache-policy';

// What the render cache's policy asks of the store before each render, kept between renders. On
// the embedded store a query waits for the store's one connection,
// which a stock import holds a batch at a time; each render (a page the cache does not hold, or
// a stale one rendered again) would first wait for it.
//   - a car by slug: kept until its car changes (the stock follower says which cars did) or it
//     shows differently by time alone (carChangesAt); a slug the site does not show is asked
//     again each time (a car may arrive under it);
//   - the site's time zone: kept for TIME_ZONE_KEPT_MS (its locations change only when a site's
//     data is loaded);
//   - the site's stock clock (when any car next shows differently by time alone): read once
//     from every car, then moved by each change's cars. A change moves it earlier only; a car
//     whose earlier time no longer applies leaves it early, which costs one read of every car
//     then, never a stale page.

/** How long a site's time zone is kept. */
export const TIME_ZONE_KEPT_MS = 5 * 60_000;

/** At most this many cars are kept, the least recently asked for making room. */
export const VEHICLES_KEPT = 2_000;

export interface PolicyStore {
  listCarsPaged(site: Site): Promise<Car[]>;
  listCarsByIds(site: Site, ids: readonly number[]): Promise<Car[]>;
  getCarBySlug(site: Site, slug: string, now: Date): Promise<Car | null>;
  getLocation(site: Site, id: number): Promise<Location | null>;
  listLocations(site: Site): Promise<Location[]>;
}

export interface KeptPolicySources extends PolicySources {
  /** the store's cars of these ids changed (the stock follower's changes of a site) */
  carsChanged(site: Site, carIds: readonly number[]): Promise<void>;
}

interface KeptVehicle {
  carId: number;
  /** epoch ms: the car shows differently by time alone from here on */
  until: number;
  shown: Promise<{ car: Car; location: Location } | null>;
}

export function createPolicySources(
  store: () => Promise<PolicyStore>,
  clock: () => number = Date.now,
): KeptPolicySources {
  const vehicles = new Map<string, KeptVehicle>();
  const timeZones = new Map<string, { at: number; zone: Promise<string> }>();
  const stockClocks = new Map<string, Promise<number>>();

  const vehicleKey = (site: Site, slug: string) => `${site.slug}\n${slug}`;

  const siteStockChangesAt = (site: Site, now: Date): Promise<number> => {
    let boundary = stockClocks.get(site.slug);
    if (!boundary) {
      boundary = store()
        .then((s) => s.listCarsPaged(site))
        .then((cars) => stockChangesAt(cars, site, now));
      boundary.catch(() => stockClocks.delete(site.slug));
      stockClocks.set(site.slug, boundary);
    }
    return boundary.then((at): Promise<number> | number => {
      if (at > now.getTime()) return at;
      if (stockClocks.get(site.slug) === boundary) stockClocks.delete(site.slug); // passed
      return siteStockChangesAt(site, now);
    });
  };

  return {
    siteStockChangesAt,

    async vehicle(site, slug, now) {
      const key = vehicleKey(site, slug);
      const kept = vehicles.get(key);
      if (kept && now.getTime() < kept.until) {
        // the most recently asked for last: the first in the map make room
        vehicles.delete(key);
        vehicles.set(key, kept);
        return kept.shown;
      }
      const shown = (async () => {
        const s = await store();
        const car = await s.getCarBySlug(site, slug, now);
        const location = car ? await s.getLocation(site, car.locationId) : null;
        return car && location ? { car, location } : null;
      })();
      const found = await shown;
      if (found) {
        vehicles.delete(key);
        if (vehicles.size >= VEHICLES_KEPT) vehicles.delete(vehicles.keys().next().value!);
        vehicles.set(key, {
          carId: found.car.id,
          until: carChangesAt(found.car, site, now),
          shown,
        });
      } else if (kept && vehicles.get(key) === kept) vehicles.delete(key);
      return found;
    },

    timeZone(site) {
      const kept = timeZones.get(site.slug);
      if (kept && clock() - kept.at < TIME_ZONE_KEPT_MS) return kept.zone;
      const zone = store()
        .then((s) => s.listLocations(site))
        .then(siteTimeZone);
      zone.catch(() => timeZones.delete(site.slug));
      timeZones.set(site.slug, { at: clock(), zone });
      return zone;
    },

    async carsChanged(site, carIds) {
      if (carIds.length === 0) return;
      const changed = new Set(carIds);
      const prefix = `${site.slug}\n`;
      for (const [key, kept] of vehicles) {
        if (key.startsWith(prefix) && changed.has(kept.carId)) vehicles.delete(key);
      }
      const before = stockClocks.get(site.slug);
      if (!before) return; // never asked: its first page reads every car
      const now = new Date(clock());
      const moved = Promise.all([
        before,
        store().then((s) => s.listCarsByIds(site, [...changed])),
      ]).then(([at, cars]) => Math.min(at, stockChangesAt(cars, site, now)));
      moved.catch(() => {
        if (stockClocks.get(site.slug) === moved) stockClocks.delete(site.slug);
      });
      stockClocks.set(site.slug, moved);
      await moved.catch(() => undefined);
    },
  };
}
