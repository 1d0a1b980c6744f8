import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { isCheckoutEnabled } from '../platform/src/domain/vehicle-sidebar';
import { readCsvFeed } from '../platform/src/services/stock-import/feed-reader';
import { importStock } from '../platform/src/services/stock-import/import-stock';
import { openDatabase, type DatabaseHandle } from '../platform/src/store/database';
import { createReservationRepository } from '../platform/src/store/reservation-repository';
import { createStockRepository } from '../platform/src/store/stock-repository';
import { type Car } from '../platform/src/domain/entities';
import {
  createPhoneCheck,
  PHONE_CHECK_COOKIE,
} from '../platform/src/services/reservations/phone-check';
import { request, type RunningApp, startApp, timeUntil } from './app-server';

// Fifty shoppers reserve one car at the same moment through two app processes on one PostgreSQL
// database, while the dealer's stock feed (the car with a new price, no reserved column, and 300
// more cars) is imported: exactly one hold, every other shopper told the car went (nothing
// charged with the pay-at-the-dealer default), the car reserved in both apps' search and on its
// page within 5 s, and the feed's new price kept with the hold. Each shopper has confirmed their
// own mobile at the checkout.

const url = process.env.TEST_DATABASE_URL;
const PORTS = [3243, 3244] as const;
const site = getSiteBySlug('southern-cross-motors') as Site;
const hostOf = (port: number) => `${site.slug}.localhost:${port}`;
// scripts/postgres.sh makes this database beside the store tests' ones
const raceUrl = url ? url.replace(/\/[^/]*$/, '/dealer_race') : '';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-race-'));

const limits = {
  LEAD_RATE_PER_IP: '100000',
  LEAD_RATE_PER_SITE: '100000',
  SEARCH_RATE_PER_CLIENT: '100000',
};
// a hold paid at the dealer needs a confirmed mobile: each shopper carries the cookie the
// checkout's texted code sets (made here with the apps' secret, as the phone check makes it)
const AUTH_SECRET = 'race-test-secret-of-the-two-apps-0123456789';
const phoneCheck = createPhoneCheck(AUTH_SECRET);
const mobileOf = (i: number) => `+6141234${String(5600 + i).padStart(4, '0')}`;

describe.runIf(url)('fifty shoppers, one car, two app processes, a feed import', () => {
  const apps: RunningApp[] = [];
  let handle: DatabaseHandle;
  let car: Car;

  beforeAll(async () => {
    // the first app loads the demo sites into the database; the second finds them there
    for (const [i, port] of PORTS.entries()) {
      apps.push(
        await startApp('generic', port, path.join(dir, `app-${i}`), hostOf(port), {
          ...limits,
          DATABASE_URL: raceUrl,
          LEAD_OUTBOX_DIR: path.join(dir, 'outbox'),
          AUTH_SECRET,
        }),
      );
    }
    handle = await openDatabase({ databaseUrl: raceUrl });
    const stock = createStockRepository(handle.db);
    car = (await stock.listVisibleCars(site, new Date())).find(
      (c) => isCheckoutEnabled(c, site) && !c.reserved,
    )!;
    expect(car).toBeDefined();
  }, 400_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const reserveThrough = (port: number, i: number) =>
    request(
      port,
      hostOf(port),
      'POST',
      '/api/reservations',
      JSON.stringify({
        form: 'reserve',
        car_id: car.id,
        values: {
          name: 'Shopper',
          last_name: `Number ${i}`,
          email: `shopper${i}@example.com.au`,
          phone: `0${mobileOf(i).slice(3)}`,
          postcode: '2000',
          terms: true,
        },
      }),
      {
        'content-type': 'application/json',
        origin: `http://${hostOf(port)}`,
        'idempotency-key': `race-shopper-${i}-attempt`,
        cookie: `${PHONE_CHECK_COOKIE}=${phoneCheck.cookieValue(site.slug, mobileOf(i), new Date())}`,
      },
    );

  const feed = () => {
    const header =
      'stocknum,make,model,year,price,km,car_type,body,simple_body,fuel,simple_fuel,trans,simple_transmission,colour';
    const line = (c: Pick<Car, 'stocknum' | 'make' | 'model' | 'year' | 'price' | 'km'>) =>
      [
        c.stocknum,
        c.make,
        c.model,
        c.year,
        c.price,
        c.km,
        car.carType,
        car.body,
        car.simpleBody,
        car.fuel,
        car.simpleFuel,
        car.transmission,
        car.simpleTransmission,
        car.colour,
      ].join(',');
    const others = Array.from({ length: 300 }, (_, i) =>
      line({ ...car, stocknum: `RACE-FEED-${i}`, price: 20_000 + i }),
    );
    return [
      header,
      ...others.slice(0, 150),
      line({ ...car, price: car.price - 750 }),
      ...others.slice(150),
    ].join('\n');
  };

  it('holds once, tells the other 49, and both apps show the car reserved within 5 s', async () => {
    // before: both apps offer the car for reservation
    for (const port of PORTS) {
      const page = await request(port, hostOf(port), 'GET', `/cars/${car.slug}`);
      expect(page.body).toContain('Reserve This Car');
    }
    const importing = importStock({
      stock: createStockRepository(handle.db),
      site,
      rows: readCsvFeed(feed()),
      mode: 'merge',
      batchSize: 50,
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => reserveThrough(PORTS[i % 2]!, i)),
    );
    const summary = await importing;
    const settledAt = Date.now();
    expect(summary).toMatchObject({ rejected: [] });
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const told = answers
      .filter((a) => a.status === 409)
      .map((a) => (a.json() as { code: string }).code);
    expect(new Set(told)).toEqual(new Set(['already_reserved']));
    const won = answers.find((a) => a.status === 201)!.json() as { reservation: { state: string } };
    expect(won.reservation.state).toBe('held');

    const holds = (await createReservationRepository(handle.db).list(site.slug)).filter(
      (r) => r.carId === car.id && (r.state === 'held' || r.state === 'confirmed'),
    );
    expect(holds).toHaveLength(1);
    const stored = (await createStockRepository(handle.db).getCarById(site, car.id))!;
    expect(stored).toMatchObject({ reserved: true, price: car.price - 750 });

    // each app's search and the car's page follow, whichever app took the hold
    const inSearch = async (port: number) => {
      const host = hostOf(port);
      const answer = await request(
        port,
        host,
        'POST',
        '/api/search/multi-search',
        JSON.stringify({
          queries: [
            { indexUid: 'stock', filter: `id = ${car.id}`, attributesToRetrieve: ['reserved'] },
          ],
        }),
        { 'content-type': 'application/json', origin: `http://${host}` },
      );
      const { results } = answer.json() as { results: { hits: { reserved: boolean }[] }[] };
      return results[0]!.hits[0]?.reserved === true;
    };
    const onPage = async (port: number) => {
      const page = await request(port, hostOf(port), 'GET', `/cars/${car.slug}`);
      return page.status === 200 && !page.body.includes('Reserve This Car');
    };
    const shown = await timeUntil(
      async () =>
        (await Promise.all(PORTS.flatMap((port) => [inSearch(port), onPage(port)]))).every(Boolean),
      5_000,
    );
    expect(shown).toBeLessThanOrEqual(5_000);
    expect(Date.now() - settledAt).toBeLessThanOrEqual(6_000);
  }, 240_000);
});
