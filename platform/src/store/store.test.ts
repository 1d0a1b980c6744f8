import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { isStockVisible } from '../domain/stock-visibility';
import { isCarVisibleOnSite } from '../domain/site-visibility';
import { vehicleSlugOf } from '../domain/vehicle-page';
import { openDatabase, type DatabaseHandle } from './database';
import { loadDemoSite } from './demo-load';
import { carReserved, withDealerReserved } from '../domain/reservations';
import { createStockRepository } from './stock-repository';
import { demoLoads } from './schema';
import { eq } from 'drizzle-orm';
import { DataDirError, lockDataDir, prepareDataDir } from './data-dir';

const now = new Date('2026-11-20T00:00:00Z');
const caravans = getSiteBySlug('sunshine-coast-caravans') as Site;
const single = getSiteBySlug('harbour-city-cars') as Site;

// The same tests run on the embedded store and, when TEST_DATABASE_URL is set, on PostgreSQL.
const backends: [string, () => Promise<DatabaseHandle>][] = [
  [
    'PGlite',
    () => openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-store-')) }),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  backends.push(['PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })]);
}

/** A caravan the site shows (in stock and on the website): the repository answers only those. */
async function shownCaravan(stock: ReturnType<typeof createStockRepository>) {
  const cars = await stock.listCars(caravans);
  return cars.find((c) => c.status === 'in_stock' && c.showOnDealerWebsite);
}

/**
 * The stock changes after a cursor once at least `count` are handed out: on PostgreSQL the log
 * hands out only transactions older than every one still running in the server, and the other
 * test workers' databases share that server, so a change may take a moment to be handed out.
 */
async function committedChangesAfter<T>(
  stock: { stockChangesAfter(cursor: number): Promise<T[]> },
  cursor: number,
  count: number,
): Promise<T[]> {
  for (const deadline = Date.now() + 10_000; ;) {
    const changes = await stock.stockChangesAfter(cursor);
    if (changes.length >= count || Date.now() > deadline) return changes;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(backends)('store on %s', (_name, open) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('loads a demo site once, then leaves it as it is', async () => {
    const first = await loadDemoSite(handle.db, caravans, now);
    const again = await loadDemoSite(handle.db, caravans, now);
    const stock = createStockRepository(handle.db);
    expect(again.loaded).toBe(false);
    expect((await stock.listCars(caravans)).length).toBe(first.cars);
  });

  it('reads the site’s cars a page at a time: the same cars as one read, by id', async () => {
    await loadDemoSite(handle.db, caravans, now);
    await loadDemoSite(handle.db, single, now);
    const stock = createStockRepository(handle.db);
    const whole = (await stock.listCars(caravans)).map((car) => car.id).sort((a, b) => a - b);
    expect(whole.length).toBeGreaterThan(7 * 3);
    for (const pageSize of [7, whole.length, 500]) {
      const paged = await stock.listCarsPaged(caravans, pageSize);
      expect(paged.map((car) => car.id)).toEqual(whole);
    }
  });

  it('writes a changed car once, logs it, and writes nothing for the same car again', async () => {
    await loadDemoSite(handle.db, caravans, now);
    const stock = createStockRepository(handle.db);
    const car = (await shownCaravan(stock))!;
    const cursor = await stock.lastStockChange();
    const later = new Date(now.getTime() + 60_000);

    const cheaper = { ...car, price: car.price - 1000 };
    expect(await stock.saveCars([cheaper], later)).toEqual({
      added: [],
      updated: [car.id],
      unchanged: [],
      held: [],
    });
    const changes = await committedChangesAfter(stock, cursor, 1);
    expect(changes).toEqual([
      { id: expect.any(Number), dealershipId: car.dealershipId, carId: car.id },
    ]);
    const stored = await stock.getCarById(caravans, car.id, later);
    expect(stored?.price).toBe(car.price - 1000);
    expect(stored?.updatedAt.getTime()).toBe(later.getTime());

    // the same feed again: no write, nothing logged
    expect(await stock.saveCars([cheaper], new Date(later.getTime() + 1000))).toEqual({
      added: [],
      updated: [],
      unchanged: [car.id],
      held: [],
    });
    expect(await stock.stockChangesAfter(changes[0]!.id)).toEqual([]);

    // a new car is added and logged
    const added = { ...car, id: 99_000_001, slug: `${car.slug}-b`, stocknum: `${car.stocknum}B` };
    expect((await stock.saveCars([added], later)).added).toEqual([added.id]);
    expect((await stock.findCarByStocknum(caravans, added.stocknum))?.id).toBe(added.id);
    expect(await stock.findCarByStocknum(single, added.stocknum)).toBeNull();
    expect((await committedChangesAfter(stock, changes[0]!.id, 1)).map((c) => c.carId)).toEqual([
      added.id,
    ]);
  });

  it('reads a car as reserved exactly as carReserved says: the dealer’s flag or an online hold', async () => {
    const stock = createStockRepository(handle.db);
    const car = (await shownCaravan(stock))!;
    for (const dealerReserved of [false, true]) {
      for (const reservationHeld of [false, true]) {
        await stock.saveCars([withDealerReserved(car, dealerReserved)], now);
        await stock.setReservationHeld(car.id, reservationHeld, now);
        // a dealer's write of the car as it read it keeps the hold
        const read = (await stock.getCarById(caravans, car.id, now))!;
        await stock.saveCars([{ ...read, price: read.price + 1 }], now);
        expect(await stock.getCarById(caravans, car.id, now)).toMatchObject({
          dealerReserved,
          reservationHeld,
          reserved: carReserved({ dealerReserved, reservationHeld }),
        });
      }
    }
    await stock.setReservationHeld(car.id, false, now);
    await stock.saveCars([withDealerReserved(car, false)], now);
  });

  it('refuses a car that breaks the car schema, and writes none of the batch', async () => {
    const stock = createStockRepository(handle.db);
    const car = (await shownCaravan(stock))!;
    const cursor = await stock.settledStockCursor();
    const good = { ...car, price: car.price + 5 };
    const bad = { ...car, id: 99_000_002, slug: '', stocknum: 'X1' };
    await expect(stock.saveCars([good, bad], now)).rejects.toThrow();
    expect((await stock.getCarById(caravans, car.id, now))?.price).toBe(car.price);
    expect(await stock.stockChangesAfter(cursor)).toEqual([]);
  });

  it('counts the visible stock with the same rule as the domain function', async () => {
    await loadDemoSite(handle.db, single, now);
    const stock = createStockRepository(handle.db);
    for (const site of [caravans, single]) {
      const all = await stock.listCars(site);
      const expected = all.filter((car) => isStockVisible(car, site.search.stockRule, now)).length;
      expect(await stock.countVisibleStock(site, now)).toBe(expected);
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(all.length);
    }
  });

  it('lists and counts a sold car until the whole minute after its window ends, as search does', async () => {
    const stock = createStockRepository(handle.db);
    const car = (await shownCaravan(stock))!;
    const windowMs = caravans.search.stockRule.soldWithinDays * 24 * 60 * 60 * 1000;
    // its window ends 20 s into a minute: asked 30 s into that minute, the site still shows it
    const minute = Date.parse('2026-11-20T10:15:00Z');
    await stock.saveCars(
      [{ ...car, status: 'sold', soldAt: new Date(minute + 20_000 - windowMs) }],
      now,
    );
    const shownAt = async (at: Date) => ({
      listed: (await stock.listVisibleCars(caravans, at)).some((c) => c.id === car.id),
      count: await stock.countVisibleStock(caravans, at),
    });
    const during = await shownAt(new Date(minute + 30_000));
    const after = await shownAt(new Date(minute + 60_000));
    expect(during.listed).toBe(true);
    expect(
      isCarVisibleOnSite(
        caravans,
        car,
        (await stock.listLocations(caravans)).find((l) => l.id === car.locationId)!,
        new Date(minute + 30_000),
      ),
    ).toBe(true);
    expect(after.listed).toBe(false);
    expect(after.count).toBe(during.count - 1);
    await stock.saveCars([car], now);
  });

  it('never returns another site’s car', async () => {
    const stock = createStockRepository(handle.db);
    const caravan = await shownCaravan(stock);
    expect(caravan).toBeDefined();
    expect(await stock.getCarById(caravans, caravan!.id)).not.toBeNull();
    expect(await stock.getCarById(single, caravan!.id)).toBeNull();
    const locations = await stock.listLocations(single);
    expect(locations.every((l) => single.dealerships.some((d) => d.id === l.dealershipId))).toBe(
      true,
    );
  });

  it('lists the site’s cars among ids, shown or not, and no other site’s', async () => {
    const stock = createStockRepository(handle.db);
    const hidden = (await stock.listCars(caravans)).find((c) => !c.showOnDealerWebsite)!;
    const shown = (await shownCaravan(stock))!;
    const ids = [shown.id, hidden.id, 2_147_483_648, 987_654, shown.id];
    const found = await stock.listCarsByIds(caravans, ids);
    expect(found.map((car) => car.id).sort((a, b) => a - b)).toEqual(
      [shown.id, hidden.id].sort((a, b) => a - b),
    );
    expect(await stock.listCarsByIds(single, ids)).toEqual([]);
    expect(await stock.listCarsByIds(caravans, [])).toEqual([]);
  });

  it('finds no car for an id the id column cannot hold, rather than failing', async () => {
    const stock = createStockRepository(handle.db);
    for (const id of [0, -1, 1.5, 2_147_483_648, 1585253290022377, Number.NaN])
      expect(await stock.getCarById(single, id)).toBeNull();
  });

  it('never replaces stock the demo loader did not put there, unless told to', async () => {
    const stock = createStockRepository(handle.db);
    await loadDemoSite(handle.db, single, now);
    const before = (await stock.listCars(single)).length;
    // as if the cars came from a real feed: no record of a demo load
    await handle.db.delete(demoLoads).where(eq(demoLoads.siteSlug, single.slug));
    await expect(loadDemoSite(handle.db, single, now)).rejects.toThrow(
      /already holds \d+ vehicles of harbour-city-cars that are not demo stock/,
    );
    expect((await stock.listCars(single)).length).toBe(before);
    const replaced = await loadDemoSite(handle.db, single, now, { replaceStock: true });
    expect(replaced.loaded).toBe(true);
  });

  it('answers a car the site does not show as no car, by id, by slug and for a view', async () => {
    const stock = createStockRepository(handle.db);
    const hidden = (await stock.listCars(caravans)).find((c) => !c.showOnDealerWebsite);
    expect(hidden).toBeDefined();
    expect(await stock.getCarById(caravans, hidden!.id)).toBeNull();
    expect(await stock.getCarBySlug(caravans, hidden!.slug)).toBeNull();
    expect(await stock.recordView(caravans, hidden!.slug)).toBeNull();
  });

  it('finds a car by slug only on its own site, and counts its views', async () => {
    const stock = createStockRepository(handle.db);
    const caravan = await shownCaravan(stock);
    expect((await stock.getCarBySlug(caravans, caravan!.slug))?.id).toBe(caravan!.id);
    expect(await stock.getCarBySlug(single, caravan!.slug)).toBeNull();
    const first = await stock.recordView(caravans, caravan!.slug);
    const second = await stock.recordView(caravans, caravan!.slug);
    expect(second!.views).toBe(first!.views + 1);
    expect(await stock.recordView(single, caravan!.slug)).toBeNull();
    expect(await stock.recordView(caravans, 'no-such-car')).toBeNull();
  });

  it('finds a car by an old form of its slug (a redirect), only on its own site', async () => {
    const stock = createStockRepository(handle.db);
    const caravan = (await shownCaravan(stock))!;
    const name = `2024 Jaÿco Jöurney Outback ${caravan.id}`;
    const renamed = { ...caravan, name, slug: vehicleSlugOf({ name, stocknum: caravan.stocknum }) };
    await stock.saveCars([renamed], now);
    const [searchPathForm, demoDataForm] = [
      `2024-ja-co-j-urney-outback-${caravan.id}-${caravan.stocknum.toLowerCase()}`,
      `2024-jay-co-jo-urney-outback-${caravan.id}-${caravan.stocknum.toLowerCase()}`,
    ];
    expect(renamed.slug).toBe(
      `2024-jayco-journey-outback-${caravan.id}-${caravan.stocknum.toLowerCase()}`,
    );
    for (const old of [searchPathForm, demoDataForm]) {
      expect((await stock.getCarByLegacySlug(caravans, old, now))?.slug).toBe(renamed.slug);
      expect(await stock.getCarByLegacySlug(single, old, now)).toBeNull();
    }
    expect(await stock.getCarByLegacySlug(caravans, renamed.slug, now)).toBeNull();
    expect(await stock.getCarByLegacySlug(caravans, 'no-such-car', now)).toBeNull();
    expect(await stock.getCarByLegacySlug(caravans, '', now)).toBeNull();
    // a car the site does not show is no car, by its old slug too
    await stock.saveCars([{ ...renamed, showOnDealerWebsite: false }], now);
    expect(await stock.getCarByLegacySlug(caravans, demoDataForm, now)).toBeNull();
    await stock.saveCars([caravan], now);
  });

  it('stores a finance quote and a phone reveal only for the site’s own cars', async () => {
    const stock = createStockRepository(handle.db);
    const caravan = await shownCaravan(stock);
    const quote = { weeklyRepaymentAmount: 123, advertisedRate: 8.99, comparisonRate: 9.41 };
    expect(await stock.saveFinanceQuote(single, caravan!.id, quote)).toBe(false);
    expect(await stock.saveFinanceQuote(caravans, caravan!.id, quote)).toBe(true);
    expect((await stock.getCarById(caravans, caravan!.id))?.youxQuote).toEqual(quote);

    const reveal = { carId: caravan!.id, dealershipId: caravan!.dealershipId };
    const before = await stock.countPhoneReveals(caravans, caravan!.id);
    expect(await stock.recordPhoneReveal(caravans, reveal, now)).toBe(true);
    expect(await stock.recordPhoneReveal(single, reveal, now)).toBe(false);
    expect(
      await stock.recordPhoneReveal(
        caravans,
        { ...reveal, dealershipId: single.dealershipId },
        now,
      ),
    ).toBe(false);
    expect(await stock.countPhoneReveals(caravans, caravan!.id)).toBe(before + 1);
  });
});

describe('data directory', () => {
  it('refuses a directory another live process holds, and takes it over once that process died', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-lock-'));
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import(${JSON.stringify(path.join(import.meta.dirname, 'data-dir.ts'))})
          .then((m) => m.lockDataDir(${JSON.stringify(dir)}))
          .then(() => { console.log('locked'); setInterval(() => {}, 1000); });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('locked')) resolve();
        });
        holder.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
      });
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirError);
      await expect(lockDataDir(dir)).rejects.toThrow(/is in use by another process/);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // the holder died without cleaning up: its lock is taken over
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use/); // now this process holds it
    release();
    const again = await lockDataDir(dir);
    again();
  }, 30_000);

  it('makes the data directory and its lock the owner’s alone, whatever the umask', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-owner-')), 'data');
    const umask = process.umask(0);
    let release: (() => void) | null = null;
    try {
      prepareDataDir(dir);
      release = await lockDataDir(dir);
    } finally {
      process.umask(umask);
    }
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, '.dealer-platform.lock')).mode & 0o777).toBe(0o600);
    release!();
  });

  it('refuses a second open of the embedded store in one directory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-lock-open-'));
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another process/);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir: dir });
    await second.close();
  }, 60_000);

  it('explains a data directory that cannot be created', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-file-')), 'not-a-folder');
    fs.writeFileSync(file, 'x');
    await expect(openDatabase({ dataDir: path.join(file, 'pglite') })).rejects.toThrow(
      /Cannot create the data directory/,
    );
    await expect(openDatabase({ dataDir: file })).rejects.toThrow(/is a file, not a folder/);
  });
});
