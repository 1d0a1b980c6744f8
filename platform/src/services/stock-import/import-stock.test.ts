import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { createStockRepository, type StockRepository } from '../../store/stock-repository';
import { vehicleSlugOf } from '../../domain/vehicle-page';
import { readCsvFeed, readJsonFeed } from './feed-reader';
import {
  carIdAllocator,
  EmptyReplaceFeedError,
  importStock,
  type ImportProgress,
} from './import-stock';

// The import against a real store (the embedded one, and PostgreSQL when TEST_DATABASE_URL is
// set): what a feed adds and changes, what a replace sells, what a bad row leaves alone.

const now = new Date('2026-11-20T00:00:00Z');
const later = new Date('2026-11-21T09:00:00Z');
const site = getSiteBySlug('harbour-city-cars') as Site;
const dealershipId = site.dealerships[0]!.id;

const header = 'stocknum,make,model,badge,year,price,km,car_type,body,fuel,trans,colour,images';
const row = (stocknum: string, price: number | string, extra = '') =>
  `${stocknum},Mazda,CX-5,Maxx Sport,2022,${price},23000,used,Wagon,Unleaded Petrol,6 Speed Sports Automatic,Soul Red,https://img.example.com/${stocknum}/1.jpg|https://img.example.com/${stocknum}/2.jpg${extra}`;
const csv = (...rows: string[]) => [header, ...rows].join('\n') + '\n';

const backends: [string, () => Promise<DatabaseHandle>][] = [
  [
    'PGlite',
    () => openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-import-')) }),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  backends.push(['PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })]);
}

describe.each(backends)('importStock on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let stock: StockRepository;
  beforeAll(async () => {
    handle = await open();
    await loadDemoSite(handle.db, site, now);
    stock = createStockRepository(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('adds a feed’s cars in batches, each committed and reported, with ids and slugs of the site', async () => {
    const committed: number[][] = [];
    const progress: ImportProgress[] = [];
    const feed = csv(row('FEED-1', 31990), row('FEED-2', '"$32,490"'), row('FEED-3', 29990));
    const summary = await importStock({
      stock,
      site,
      rows: readCsvFeed(feed),
      mode: 'merge',
      now,
      batchSize: 2,
      total: 3,
      onProgress: (p) => progress.push(p),
      onCommitted: (ids) => void committed.push(ids),
    });
    expect(summary).toEqual({
      rows: 3,
      added: 3,
      updated: 0,
      unchanged: 0,
      sold: 0,
      rejected: [],
    });
    expect(committed.map((ids) => ids.length)).toEqual([2, 1]);
    expect(progress.at(-1)).toEqual({ done: 3, total: 3 });
    const car = (await stock.findCarByStocknum(site, 'FEED-2'))!;
    expect(car).toMatchObject({
      price: 32490,
      dealershipId,
      name: '2022 Mazda CX-5 Maxx Sport',
      slug: vehicleSlugOf({ name: '2022 Mazda CX-5 Maxx Sport', stocknum: 'FEED-2' }),
      simpleBody: 'wagon',
    });
    expect(Math.floor(car.id / 100_000)).toBe(dealershipId);
    expect(committed.flat()).toContain(car.id);
    expect(car.images.map((i) => i.url)).toEqual([
      'https://img.example.com/FEED-2/1.jpg',
      'https://img.example.com/FEED-2/2.jpg',
    ]);
    // its page and search find it: the site shows it
    expect(await stock.getCarBySlug(site, car.slug, now)).not.toBeNull();
  });

  it('changes nothing when the same feed comes again', async () => {
    const feed = csv(row('FEED-1', 31990), row('FEED-2', '"$32,490"'), row('FEED-3', 29990));
    const cursor = await stock.lastStockChange();
    const committed: number[][] = [];
    const summary = await importStock({
      stock,
      site,
      rows: readCsvFeed(feed),
      mode: 'merge',
      now: later,
      onCommitted: (ids) => void committed.push(ids),
    });
    expect(summary).toMatchObject({ added: 0, updated: 0, unchanged: 3, sold: 0 });
    expect(committed).toEqual([]);
    expect(await stock.lastStockChange()).toBe(cursor);
  });

  it('writes the good rows and nothing of a bad one, reporting each by row and field', async () => {
    const before = (await stock.listCars(site)).length;
    const feed = csv(
      row('FEED-1', 30990), // a price change
      row('BAD-1', 'POA'),
      row('BAD-2', 25000).replace('used', 'second-hand'),
      row('FEED-1', 1),
      row('FEED-4', 18990),
    );
    const summary = await importStock({
      stock,
      site,
      rows: readCsvFeed(feed),
      mode: 'merge',
      now: later,
    });
    expect(summary.rejected).toEqual([
      { row: 3, field: 'price', reason: 'Expected a number' },
      { row: 4, field: 'car_type', reason: 'Expected one of new, demo, used' },
      { row: 5, field: 'stocknum', reason: 'The same stock number as row 2' },
    ]);
    expect(summary).toMatchObject({ rows: 5, added: 1, updated: 1 });
    expect(await stock.findCarByStocknum(site, 'BAD-1')).toBeNull();
    expect(await stock.findCarByStocknum(site, 'BAD-2')).toBeNull();
    expect((await stock.findCarByStocknum(site, 'FEED-1'))!.price).toBe(30990);
    expect((await stock.listCars(site)).length).toBe(before + 1);
  });

  it('matches a stored car by stock number and keeps its id, address and views', async () => {
    const demo = (await stock.listCars(site)).find((c) => c.status === 'in_stock' && c.views > 0)!;
    const feed = [
      {
        stocknum: demo.stocknum,
        make: demo.make,
        model: demo.model,
        year: demo.year,
        price: demo.price + 1000,
        km: demo.km,
        car_type: demo.carType,
        body: demo.body,
        simple_body: demo.simpleBody,
        fuel: demo.fuel,
        simple_fuel: demo.simpleFuel,
        trans: demo.transmission,
        simple_transmission: demo.simpleTransmission,
        colour: demo.colour,
      },
    ];
    const summary = await importStock({
      stock,
      site,
      rows: readJsonFeed(JSON.stringify(feed)),
      mode: 'merge',
      now: later,
    });
    expect(summary).toMatchObject({ added: 0, updated: 1, rejected: [] });
    const after = (await stock.findCarByStocknum(site, demo.stocknum))!;
    expect(after).toMatchObject({
      id: demo.id,
      slug: demo.slug,
      views: demo.views,
      price: demo.price + 1000,
      locationId: demo.locationId,
    });
  });

  it('replace marks the site’s cars missing from the feed sold today, and deletes none', async () => {
    const before = await stock.listCars(site);
    const unsold = before.filter((c) => c.status !== 'sold' && !c.stocknum.startsWith('FEED-'));
    const feed = csv(
      row('FEED-1', 30990),
      row('FEED-2', 32490),
      row('FEED-3', 'bad price'), // rejected, yet the dealer still has it: not sold
      row('FEED-4', 18990),
    );
    const summary = await importStock({
      stock,
      site,
      rows: readCsvFeed(feed),
      mode: 'replace',
      now: later,
    });
    expect(summary.sold).toBe(unsold.length);
    expect(summary.rejected).toEqual([{ row: 4, field: 'price', reason: 'Expected a number' }]);
    const after = await stock.listCars(site);
    expect(after.length).toBe(before.length);
    const gone = after.find((c) => c.id === unsold[0]!.id)!;
    expect(gone).toMatchObject({ status: 'sold', soldAt: later });
    expect((await stock.findCarByStocknum(site, 'FEED-3'))!.status).toBe('in_stock');
    // again: the sold cars stay sold from the first time
    const again = await importStock({
      stock,
      site,
      rows: readCsvFeed(feed),
      mode: 'replace',
      now: new Date(later.getTime() + 86_400_000),
    });
    expect(again).toMatchObject({ added: 0, updated: 0, sold: 0 });
    expect((await stock.findCarByStocknum(site, gone.stocknum))!.soldAt).toEqual(later);
  });

  it('refuses a replace feed with no rows (it would sell every car)', async () => {
    await expect(
      importStock({ stock, site, rows: readCsvFeed(header + '\n'), mode: 'replace', now }),
    ).rejects.toThrow(EmptyReplaceFeedError);
  });
});

describe('carIdAllocator', () => {
  // a store holding `ids`, as maxCarIdBetween reads it
  const storeOf = (ids: number[]) => ({
    maxCarIdBetween: async (from: number, to: number) => {
      const within = ids.filter((id) => id >= from && id <= to);
      return within.length > 0 ? Math.max(...within) : null;
    },
  });

  it('gives a dealership the ids after its highest, within its range', async () => {
    const newId = carIdAllocator(storeOf([3001, 3002, 4005]), 1000);
    expect([await newId(3), await newId(3), await newId(4), await newId(5)]).toEqual([
      3003, 3004, 4006, 5001,
    ]);
  });

  it('goes on after every id there is once a range is full, never reusing one it gave out', async () => {
    // range 3000..3009 holds 3000..3005; the import then gives out 3006..3009 (not stored yet)
    const newId = carIdAllocator(storeOf([3000, 3001, 3002, 3003, 3004, 3005]), 10);
    const given = [];
    for (let i = 0; i < 8; i++) given.push(await newId(300));
    expect(given).toEqual([3006, 3007, 3008, 3009, 3010, 3011, 3012, 3013]);
    expect(new Set(given).size).toBe(given.length);
  });

  it('starts after the highest stored id of any dealership when that is higher', async () => {
    const newId = carIdAllocator(storeOf([3000, 9050]), 2);
    expect([await newId(1500), await newId(1500), await newId(1500)]).toEqual([3001, 9051, 9052]);
  });
});
