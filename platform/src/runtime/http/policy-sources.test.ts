import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type Car, type Location } from '../../domain/entities';
import {
  createPolicySources,
  type PolicyStore,
  TIME_ZONE_KEPT_MS,
  VEHICLES_KEPT,
} from './policy-sources';

// The render cache's lookups kept between requests: a cached page asks the store nothing, a
// car's change (the stock follower's) is seen at once, and the stock clock moves with changes.

const site = getSiteBySlug('harbour-city-cars') as Site;
const NOW = Date.parse('2026-11-20T02:00:00Z');
const DAY = 86_400_000;

const location = { id: 7, name: 'Harbour City', state: 'NSW' } as unknown as Location;
const carOf = (id: number, slug: string, over: Partial<Car> = {}) =>
  ({
    id,
    slug,
    locationId: 7,
    status: 'in_stock',
    soldAt: null,
    createdAt: new Date(NOW - 100 * DAY),
    price: 20_000,
    ...over,
  }) as unknown as Car;

function fakeStore(cars: Car[]) {
  const asked = { bySlug: 0, paged: 0, byIds: 0, locations: 0 };
  const store: PolicyStore = {
    listCarsPaged: async () => {
      asked.paged += 1;
      return [...cars];
    },
    listCarsByIds: async (_site, ids) => {
      asked.byIds += 1;
      return cars.filter((car) => ids.includes(car.id));
    },
    getCarBySlug: async (_site, slug) => {
      asked.bySlug += 1;
      return cars.find((car) => car.slug === slug) ?? null;
    },
    getLocation: async () => location,
    listLocations: async () => {
      asked.locations += 1;
      return [location];
    },
  };
  return { store, asked };
}

/** The sources over a fake store of these cars, at NOW. */
function sourcesOver(cars: Car[]) {
  const { store, asked } = fakeStore(cars);
  return {
    sources: createPolicySources(
      async () => store,
      () => NOW,
    ),
    asked,
  };
}

describe('createPolicySources', () => {
  it('asks for a car once, until the follower says it changed', async () => {
    const cars = [carOf(1, 'rav4-1'), carOf(2, 'ranger-2')];
    const { sources, asked } = sourcesOver(cars);
    const at = new Date(NOW);
    expect((await sources.vehicle(site, 'rav4-1', at))?.car.price).toBe(20_000);
    await sources.vehicle(site, 'rav4-1', at);
    expect(asked.bySlug).toBe(1);
    // another car changed: this one is still kept
    await sources.carsChanged(site, [2]);
    await sources.vehicle(site, 'rav4-1', at);
    expect(asked.bySlug).toBe(1);
    // its own car changed: asked again, the new price seen
    cars[0] = carOf(1, 'rav4-1', { price: 18_500 });
    await sources.carsChanged(site, [1]);
    expect((await sources.vehicle(site, 'rav4-1', at))?.car.price).toBe(18_500);
    expect(asked.bySlug).toBe(2);
  });

  it('asks again for a slug the site does not show, and once a kept car shows differently by time', async () => {
    const cars = [carOf(1, 'rav4-1', { createdAt: new Date(NOW - 1000) })];
    const { sources, asked } = sourcesOver(cars);
    expect(await sources.vehicle(site, 'gone-9', new Date(NOW))).toBeNull();
    expect(await sources.vehicle(site, 'gone-9', new Date(NOW))).toBeNull();
    expect(asked.bySlug).toBe(2);
    // a just-arrived car: kept until its 'just arrived' days are over
    await sources.vehicle(site, 'rav4-1', new Date(NOW));
    await sources.vehicle(site, 'rav4-1', new Date(NOW + DAY - 1));
    expect(asked.bySlug).toBe(3);
    await sources.vehicle(site, 'rav4-1', new Date(NOW + site.content.justArrivedDays * DAY));
    expect(asked.bySlug).toBe(4);
  });

  it('keeps VEHICLES_KEPT cars at most, the least recently asked for making room', async () => {
    const cars = Array.from({ length: VEHICLES_KEPT + 1 }, (_, i) => carOf(i + 1, `car-${i + 1}`));
    const { sources, asked } = sourcesOver(cars);
    const at = new Date(NOW);
    for (const car of cars.slice(0, VEHICLES_KEPT)) await sources.vehicle(site, car.slug, at);
    await sources.vehicle(site, 'car-1', at); // asked for again: now the most recent
    await sources.vehicle(site, `car-${VEHICLES_KEPT + 1}`, at); // car-2 makes room
    expect(asked.bySlug).toBe(VEHICLES_KEPT + 1);
    await sources.vehicle(site, 'car-1', at);
    expect(asked.bySlug).toBe(VEHICLES_KEPT + 1);
    await sources.vehicle(site, 'car-2', at);
    expect(asked.bySlug).toBe(VEHICLES_KEPT + 2);
  });

  it('keeps the time zone for TIME_ZONE_KEPT_MS', async () => {
    let now = NOW;
    const { store, asked } = fakeStore([]);
    const sources = createPolicySources(
      async () => store,
      () => now,
    );
    const zone = await sources.timeZone(site);
    expect(zone).toMatch(/^Australia\//);
    await sources.timeZone(site);
    now += TIME_ZONE_KEPT_MS - 1;
    await sources.timeZone(site);
    expect(asked.locations).toBe(1);
    now += 1;
    expect(await sources.timeZone(site)).toBe(zone);
    expect(asked.locations).toBe(2);
  });

  it('reads every car once for the stock clock, then moves it by the changed cars only', async () => {
    const cars = [carOf(1, 'rav4-1'), carOf(2, 'ranger-2')];
    const { sources, asked } = sourcesOver(cars);
    const at = new Date(NOW);
    expect(await sources.siteStockChangesAt(site, at)).toBe(Infinity); // nothing ahead
    expect(asked.paged).toBe(1);
    // a car arrived yesterday: its 'just arrived' days end, and the clock moves to then
    const arrived = new Date(NOW - DAY);
    cars.push(carOf(3, 'i30-3', { createdAt: arrived }));
    await sources.carsChanged(site, [3]);
    const moved = await sources.siteStockChangesAt(site, at);
    expect(moved).toBe(arrived.getTime() + site.content.justArrivedDays * DAY + 1);
    expect(asked).toMatchObject({ paged: 1, byIds: 1 });
    // past it, every car is read again
    await sources.siteStockChangesAt(site, new Date(moved));
    expect(asked.paged).toBe(2);
  });
});
