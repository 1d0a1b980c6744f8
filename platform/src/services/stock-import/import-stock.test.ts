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
import { placeName } from '../../domain/locations';
import { EmptyReplaceFeedError, importStock, type ImportProgress } from './import-stock';

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

  it('lets the app’s other work run between its batches and their statements (a feed read at once never does)', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => row(`TURN-${i}`, 20_000 + i));
    // a timer a shopper's request stands for: it fires only when the import gives the event
    // loop back
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 0);
    const committedAt: number[] = [];
    try {
      await importStock({
        stock,
        site,
        rows: readCsvFeed(csv(...rows)),
        mode: 'merge',
        now,
        batchSize: 3,
        onCommitted: () => void committedAt.push(turns),
      });
    } finally {
      clearInterval(timer);
    }
    expect(committedAt).toHaveLength(4);
    // each batch after the first began on a later turn of the event loop than the one before
    for (let i = 1; i < committedAt.length; i += 1)
      expect(committedAt[i]!).toBeGreaterThan(committedAt[i - 1]!);
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
      held: [],
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
    const cursor = await stock.settledStockCursor();
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
    expect(await stock.stockChangesAfter(cursor)).toEqual([]);
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

  it('a merge changes only the columns the feed carries; an empty cell clears its field', async () => {
    const demo = (await stock.listCars(site)).find(
      (c) => c.standardEquipment.length > 0 && c.variant !== null && c.complianceDate !== null,
    )!;
    await stock.saveCars(
      [
        {
          ...demo,
          tag: 'One Owner',
          offerPrice: demo.price - 500,
          historyReportUrl: 'https://reports.example.com/a.pdf',
          dealerComments: 'Serviced on time',
        },
      ],
      now,
    );
    const stored = (await stock.findCarByStocknum(site, demo.stocknum))!;
    const feed = [
      'stocknum,make,model,year,price,km,car_type,body,simple_body,fuel,simple_fuel,trans,simple_transmission,colour,dealercomments',
      [
        demo.stocknum,
        demo.make,
        demo.model,
        demo.year,
        demo.price - 1000,
        demo.km,
        demo.carType,
        demo.body,
        demo.simpleBody,
        demo.fuel,
        demo.simpleFuel,
        demo.transmission,
        demo.simpleTransmission,
        demo.colour,
        '',
      ].join(','),
    ].join('\n');
    const summary = await importStock({
      stock,
      site,
      rows: readCsvFeed(feed),
      mode: 'merge',
      now: later,
    });
    expect(summary).toMatchObject({ updated: 1, rejected: [] });
    const after = (await stock.findCarByStocknum(site, demo.stocknum))!;
    expect(after.price).toBe(demo.price - 1000);
    expect(after).toMatchObject({
      standardEquipment: stored.standardEquipment,
      variant: stored.variant,
      specifications: stored.specifications,
      complianceDate: stored.complianceDate,
      buildDate: stored.buildDate,
      regoExpiry: stored.regoExpiry,
      tag: 'One Owner',
      historyReportUrl: 'https://reports.example.com/a.pdf',
      offerPrice: demo.price - 500,
      images: stored.images,
      status: stored.status,
      dealerReserved: stored.dealerReserved,
      showOnDealerWebsite: stored.showOnDealerWebsite,
    });
    // the feed carried dealercomments, empty: cleared
    expect(after.dealerComments).toBeNull();
  });

  it('takes a location by the name the site shows it under', async () => {
    const locations = await stock.listLocations(site);
    const sales = locations.find((l) => l.name.endsWith(' - Sales'))!;
    const named = [header + ',location', `${row('FEED-LOC', 24990)},${placeName(sales.name)}`].join(
      '\n',
    );
    const summary = await importStock({
      stock,
      site,
      rows: readCsvFeed(named),
      mode: 'merge',
      now,
    });
    expect(summary.rejected).toEqual([]);
    expect((await stock.findCarByStocknum(site, 'FEED-LOC'))!.locationId).toBe(sales.id);
  });

  it('never clears an online hold: the feed’s reserved flag is the dealer’s alone', async () => {
    const car = (await stock.findCarByStocknum(site, 'FEED-2'))!;
    // a shopper's reservation holds the car (what a hold writes)
    expect(await stock.setReservationHeld(car.id, true, now)).toBe(true);
    const reservedOf = async () => (await stock.findCarByStocknum(site, 'FEED-2'))!.reserved;
    expect(await reservedOf()).toBe(true);
    // a feed without a reserved column, and one that says not reserved
    await importStock({
      stock,
      site,
      rows: readCsvFeed(csv(row('FEED-2', 31000))),
      mode: 'merge',
      now: later,
    });
    expect(await reservedOf()).toBe(true);
    const saysNo = [header + ',reserved', `${row('FEED-2', 30500)},no`].join('\n');
    await importStock({ stock, site, rows: readCsvFeed(saysNo), mode: 'merge', now: later });
    const during = (await stock.findCarByStocknum(site, 'FEED-2'))!;
    expect(during).toMatchObject({ price: 30500, reserved: true, dealerReserved: false });
    // the hold ends: the dealer's word (not reserved) is what is left
    await stock.setReservationHeld(car.id, false, later);
    expect(await reservedOf()).toBe(false);
    // the dealer reserves it in the feed, a hold comes and goes: still the dealer's reserved
    const saysYes = [header + ',reserved', `${row('FEED-2', 30500)},yes`].join('\n');
    await importStock({ stock, site, rows: readCsvFeed(saysYes), mode: 'merge', now: later });
    await stock.setReservationHeld(car.id, true, later);
    await stock.setReservationHeld(car.id, false, later);
    expect(await reservedOf()).toBe(true);
    await importStock({ stock, site, rows: readCsvFeed(saysNo), mode: 'merge', now: later });
    expect(await reservedOf()).toBe(false);
  });

  it('a replace never marks a car held online sold: it names it to the dealer', async () => {
    const held = (await stock.findCarByStocknum(site, 'FEED-4'))!;
    await stock.setReservationHeld(held.id, true, later);
    const summary = await importStock({
      stock,
      site,
      rows: readCsvFeed(csv(row('FEED-1', 30990), row('FEED-2', 30500))),
      mode: 'replace',
      now: later,
    });
    expect(summary.held).toEqual(['FEED-4']);
    expect(await stock.findCarByStocknum(site, 'FEED-4')).toMatchObject({
      status: 'in_stock',
      reserved: true,
    });
    await stock.setReservationHeld(held.id, false, later);
  });

  it('refuses a replace feed with no rows (it would sell every car)', async () => {
    await expect(
      importStock({ stock, site, rows: readCsvFeed(header + '\n'), mode: 'replace', now }),
    ).rejects.toThrow(EmptyReplaceFeedError);
  });
});

describe.each(backends)('imports running at once on %s', (_name, open) => {
  const other = getSiteBySlug('southern-cross-motors') as Site;
  let handle: DatabaseHandle;
  let stock: StockRepository;
  beforeAll(async () => {
    handle = await open();
    await loadDemoSite(handle.db, site, now);
    await loadDemoSite(handle.db, other, now);
    stock = createStockRepository(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const feedOf = (prefix: string, count: number) =>
    csv(...Array.from({ length: count }, (_, i) => row(`${prefix}-${i + 1}`, 20_000 + i)));

  it('give every new car an id of its own, of one site or two, and lose none', async () => {
    const before = new Set([
      ...(await stock.listCars(site)).map((c) => c.id),
      ...(await stock.listCars(other)).map((c) => c.id),
    ]);
    const run = (into: Site, prefix: string) =>
      importStock({
        stock,
        site: into,
        rows: readCsvFeed(feedOf(prefix, 120)),
        mode: 'merge',
        now,
        batchSize: 20,
      });
    const summaries = await Promise.all([
      run(site, 'RACE-A'),
      run(site, 'RACE-B'),
      run(other, 'RACE-C'),
    ]);
    expect(summaries.map((s) => s.added)).toEqual([120, 120, 120]);
    const cars = [...(await stock.listCars(site)), ...(await stock.listCars(other))];
    const added = cars.filter((c) => c.stocknum.startsWith('RACE-'));
    expect(added).toHaveLength(360);
    expect(new Set(added.map((c) => c.id)).size).toBe(360);
    for (const car of added) expect(before.has(car.id)).toBe(false);
    // each car is its site's: A and B in the first, C in the other
    const siteIds = new Set(site.dealerships.map((d) => d.id));
    for (const car of added)
      expect(siteIds.has(car.dealershipId)).toBe(!car.stocknum.startsWith('RACE-C'));
  });

  it('of one car at once, keep one car', async () => {
    const twice = () =>
      importStock({ stock, site, rows: readCsvFeed(feedOf('SAME', 30)), mode: 'merge', now });
    const [first, second] = await Promise.all([twice(), twice()]);
    expect(first!.added + second!.added + first!.updated + second!.updated).toBeGreaterThanOrEqual(
      30,
    );
    const same = (await stock.listCars(site)).filter((c) => c.stocknum.startsWith('SAME-'));
    expect(same).toHaveLength(30);
  });
});
