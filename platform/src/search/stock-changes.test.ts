import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { generateDemoData } from '../demo';
import { type Car, type Location } from '../domain/entities';
import { EmbeddedSearch } from './embedded';
import { STOCK_INDEX_UID } from './settings';
import {
  changedCarsOfSite,
  INDEX_REBUILD_SHARE,
  shouldRebuildIndex,
  siteStockChanges,
} from './stock-changes';

const now = new Date('2026-11-22T00:00:00Z');
const site = getSiteBySlug('harbour-city-cars') as Site;
const demo = generateDemoData(site, { now });

/** The store's stock in memory; each read can be held back to order reads and writes. */
function memoryStock(cars: Car[], locations: Location[] = demo.locations) {
  const stock = {
    cars: cars.map((car) => ({ ...car })),
    reads: { all: 0, byIds: 0 },
    /** reads wait for this before answering, with the stock as it was when asked */
    gate: null as Promise<void> | null,
    async listCars(_site: Site) {
      stock.reads.all += 1;
      const read = stock.cars.map((car) => ({ ...car }));
      await stock.gate;
      return read;
    },
    async listCarsByIds(_site: Site, ids: readonly number[]) {
      stock.reads.byIds += 1;
      const read = stock.cars.filter((car) => ids.includes(car.id)).map((car) => ({ ...car }));
      await stock.gate;
      return read;
    },
    async listLocations(_site: Site) {
      return locations;
    },
    set(id: number, change: Partial<Car>) {
      stock.cars = stock.cars.map((car) => (car.id === id ? { ...car, ...change } : car));
    },
  };
  return stock;
}

/** The car as search has it (none when it has none). */
const stockOf = async (search: EmbeddedSearch, car: Pick<Car, 'id'>) =>
  (await search.search(site, STOCK_INDEX_UID, { filter: `id = ${car.id}` }, [])).hits.map(
    (hit) => ({ id: hit.id, price: hit.list_price }),
  );

describe('siteStockChanges', () => {
  it('gives the documents of the cars the site has and the ids of those it no longer has', async () => {
    const [a, b, c] = demo.cars;
    const elsewhere = { ...c!, id: 77_001, locationId: 999_999 }; // a location the site lacks
    const stock = memoryStock([a!, b!, elsewhere]);
    const changes = await siteStockChanges(stock, site, [
      b!.id,
      a!.id,
      88_888,
      elsewhere.id,
      a!.id,
    ]);
    expect(changes.documents.map((d) => d.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(changes.documents[0]!.created_at_timestamp).toBeGreaterThanOrEqual(
      changes.documents[1]!.created_at_timestamp,
    );
    expect(changes.removedIds).toEqual([77_001, 88_888]);
  });

  it('asks the store in batches for a bulk change', async () => {
    const stock = memoryStock(demo.cars.slice(0, 5));
    const ids = Array.from({ length: 2500 }, (_, i) => i + 1);
    const changes = await siteStockChanges(stock, site, ids);
    expect(stock.reads.byIds).toBe(3);
    expect(changes.documents.length + changes.removedIds.length).toBe(
      new Set([...ids, ...changes.documents.map((d) => d.id)]).size,
    );
  });
});

describe('shouldRebuildIndex', () => {
  it.each([
    [1, 10_000, false],
    [100, 10_000, false],
    [8_000, 10_000, false],
    [10_000, 10_000, false],
    [10_001, 10_000, true],
    [1, 0, true], // an empty index: the first import rebuilds
    [3, 2, true],
  ])('%i changed cars of %i: rebuild %s', (changed, indexed, rebuild) => {
    expect(shouldRebuildIndex(changed, indexed)).toBe(rebuild);
  });

  it('rebuilds above the share of the index the benchmark set', () => {
    expect(INDEX_REBUILD_SHARE).toBeGreaterThan(0);
    expect(shouldRebuildIndex(50, 100, 0.5)).toBe(false);
    expect(shouldRebuildIndex(51, 100, 0.5)).toBe(true);
  });
});

describe('changedCarsOfSite', () => {
  it("keeps the site's dealerships' cars, each once", () => {
    const own = site.dealerships[0]!.id;
    const changes = [
      { dealershipId: own, carId: 3 },
      { dealershipId: 424_242, carId: 4 },
      { dealershipId: own, carId: 3 },
      { dealershipId: own, carId: 5 },
    ];
    expect(changedCarsOfSite(site, changes)).toEqual([3, 5]);
  });
});

describe('EmbeddedSearch.update', () => {
  it('puts a changed car in and takes a removed one out, reading only those cars', async () => {
    const stock = memoryStock(demo.cars);
    const search = new EmbeddedSearch(stock);
    const [car, gone] = demo.cars;
    await search.indexFor(site);
    stock.set(car!.id, { price: 12_345 });
    stock.cars = stock.cars.filter((c) => c.id !== gone!.id);
    await search.update(site, [car!.id, gone!.id]);
    expect(await stockOf(search, car!)).toEqual([{ id: car!.id, price: 12_345 }]);
    expect(await stockOf(search, gone!)).toEqual([]);
    expect(stock.reads).toEqual({ all: 1, byIds: 1 });
  });

  it('answers from the state before until the change is read and applied', async () => {
    const stock = memoryStock(demo.cars);
    const search = new EmbeddedSearch(stock);
    const car = demo.cars[0]!;
    await search.indexFor(site);
    let open!: () => void;
    stock.gate = new Promise((resolve) => (open = resolve));
    stock.set(car.id, { price: 54_321 });
    const updating = search.update(site, [car.id]);
    expect(await stockOf(search, car)).toEqual([{ id: car.id, price: car.price }]);
    open();
    await updating;
    expect(await stockOf(search, car)).toEqual([{ id: car.id, price: 54_321 }]);
  });

  it('never lets a slower rebuild that read earlier replace a later update', async () => {
    const stock = memoryStock(demo.cars);
    const search = new EmbeddedSearch(stock);
    const car = demo.cars[0]!;
    await search.indexFor(site);
    let open!: () => void;
    stock.gate = new Promise((resolve) => (open = resolve));
    stock.set(car.id, { price: 1_000 });
    const rebuilding = search.refresh(site);
    while (stock.reads.all < 2) await new Promise((resolve) => setImmediate(resolve));
    stock.set(car.id, { price: 2_000 }); // after the rebuild read the stock
    const updating = search.update(site, [car.id]);
    open();
    await Promise.all([rebuilding, updating]);
    expect(await stockOf(search, car)).toEqual([{ id: car.id, price: 2_000 }]);
  });

  it('rebuilds from the store for a change above the threshold', async () => {
    const stock = memoryStock(demo.cars);
    const search = new EmbeddedSearch(stock, 60_000, 2 / demo.cars.length);
    await search.indexFor(site);
    const [a, b, c] = demo.cars;
    for (const car of [a!, b!, c!]) stock.set(car.id, { price: 777 });
    await search.update(site, [a!.id, b!.id, c!.id]);
    expect(stock.reads).toEqual({ all: 2, byIds: 0 });
    expect(await stockOf(search, c!)).toEqual([{ id: c!.id, price: 777 }]);
  });

  it('reads nothing for a site never searched (its first search builds it)', async () => {
    const stock = memoryStock(demo.cars);
    const search = new EmbeddedSearch(stock);
    await search.update(site, [demo.cars[0]!.id]);
    expect(stock.reads).toEqual({ all: 0, byIds: 0 });
  });

  it('passes a failed read on, and the next update still applies', async () => {
    const stock = memoryStock(demo.cars);
    const search = new EmbeddedSearch(stock);
    const car = demo.cars[0]!;
    await search.indexFor(site);
    stock.gate = Promise.reject(new Error('the store is away'));
    stock.gate.catch(() => undefined);
    await expect(search.update(site, [car.id])).rejects.toThrow('the store is away');
    stock.gate = null;
    stock.set(car.id, { price: 3_000 });
    await search.update(site, [car.id]);
    expect(await stockOf(search, car)).toEqual([{ id: car.id, price: 3_000 }]);
  });
});
