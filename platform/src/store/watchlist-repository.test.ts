import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { openDatabase, type DatabaseHandle } from './database';
import { loadDemoSite } from './demo-load';
import { createStockRepository } from './stock-repository';
import { createWatchlistRepository } from './watchlist-repository';

const now = new Date('2026-11-20T00:00:00Z');
const later = new Date('2026-11-21T00:00:00Z');
const cars = getSiteBySlug('harbour-city-cars') as Site;
const caravans = getSiteBySlug('sunshine-coast-caravans') as Site;

// The same tests run on the embedded store and, when TEST_DATABASE_URL is set, on PostgreSQL.
const backends: [string, () => Promise<DatabaseHandle>][] = [
  [
    'PGlite',
    () => openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-watchlist-')) }),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  backends.push(['PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })]);
}

describe.each(backends)('watchlist store on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let carIds: number[];
  let caravanId: number;
  // a user id of this run, so a shared PostgreSQL holds no earlier run's entries for it
  const user = `user-${Date.now()}`;
  const other = `${user}-other`;

  beforeAll(async () => {
    handle = await open();
    await loadDemoSite(handle.db, cars, now);
    await loadDemoSite(handle.db, caravans, now);
    const stock = createStockRepository(handle.db);
    carIds = (await stock.listCars(cars)).slice(0, 3).map((car) => car.id);
    caravanId = (await stock.listCars(caravans))[0]!.id;
    // a new embedded store runs every migration first: slow on a busy machine
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('saves a car once, lists it, and removes it once', async () => {
    const watchlist = createWatchlistRepository(handle.db);
    const [first] = carIds as [number];
    expect(await watchlist.save(cars.slug, user, first, now)).toEqual({ added: true });
    expect(await watchlist.save(cars.slug, user, first, later)).toEqual({ added: false });
    expect(await watchlist.has(cars.slug, user, first)).toBe(true);
    const entries = await watchlist.list(cars.slug, user);
    expect(entries.map((e) => e.carId)).toEqual([first]);
    // saving again keeps the first save's time
    expect(entries[0]!.createdAt.getTime()).toBe(now.getTime());

    expect(await watchlist.remove(cars.slug, user, first)).toEqual({ removed: true });
    expect(await watchlist.remove(cars.slug, user, first)).toEqual({ removed: false });
    expect(await watchlist.has(cars.slug, user, first)).toBe(false);
    expect(await watchlist.list(cars.slug, user)).toEqual([]);
  });

  it('keeps each user’s list, and each site’s, apart, the latest saved first', async () => {
    const watchlist = createWatchlistRepository(handle.db);
    const [a, b, c] = carIds as [number, number, number];
    await watchlist.save(cars.slug, user, a, now);
    await watchlist.save(cars.slug, user, b, later);
    await watchlist.save(cars.slug, other, c, now);
    // the same user id on another site is another account
    await watchlist.save(caravans.slug, user, caravanId, now);

    expect((await watchlist.list(cars.slug, user)).map((e) => e.carId)).toEqual([b, a]);
    expect((await watchlist.list(cars.slug, other)).map((e) => e.carId)).toEqual([c]);
    expect((await watchlist.list(caravans.slug, user)).map((e) => e.carId)).toEqual([caravanId]);
    expect(await watchlist.has(cars.slug, other, a)).toBe(false);

    // removing one user's car leaves the other user's
    await watchlist.remove(cars.slug, other, a);
    expect((await watchlist.list(cars.slug, user)).map((e) => e.carId)).toEqual([b, a]);
  });

  it('lists the saved cars of the site’s own stock only, with the cars themselves', async () => {
    const watchlist = createWatchlistRepository(handle.db);
    const mixed = `${user}-mixed`;
    const [a] = carIds as [number];
    await watchlist.save(cars.slug, mixed, a, now);
    // an entry naming another site's car (never made by the API) is not listed
    await watchlist.save(cars.slug, mixed, caravanId, later);
    const saved = await watchlist.savedCars(cars, mixed);
    expect(saved.map((s) => s.car.id)).toEqual([a]);
    expect(saved[0]!.entry.carId).toBe(a);
    expect(saved[0]!.car.dealershipId).toSatisfy((id: number) =>
      cars.dealerships.some((d) => d.id === id),
    );
  });

  it('finds a car of the site’s dealerships, shown or not, and never another site’s', async () => {
    const watchlist = createWatchlistRepository(handle.db);
    const stock = createStockRepository(handle.db);
    const sold = (await stock.listCars(cars)).find((car) => car.status === 'sold');
    expect(sold).toBeDefined();
    expect((await watchlist.carOfSite(cars, sold!.id))?.id).toBe(sold!.id);
    expect(await watchlist.carOfSite(cars, caravanId)).toBeNull();
    for (const id of [0, -1, 1.5, 2_147_483_648, Number.NaN]) {
      expect(await watchlist.carOfSite(cars, id)).toBeNull();
      expect(await watchlist.has(cars.slug, user, id)).toBe(false);
    }
  });
});
