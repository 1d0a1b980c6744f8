import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { demoReferenceDate, generateDemoData } from '../platform/src/demo';
import { type Car } from '../platform/src/domain/entities';
import { isCarVisibleOnSite } from '../platform/src/domain/site-visibility';
import { stockImportTokenName } from '../platform/src/domain/stock-import-token';
import {
  type HttpAnswer,
  request,
  type RunningApp,
  startApp,
  stockSearchHits,
  timeUntil,
} from './app-server';

// The render cache against the built generic app (two sites): pages are rendered once and
// served from memory with a fresh nonce each time; a stock write shows on the car's page and in
// search within seconds and drops nothing of the other site; a sold car leaves by its window,
// not by luck; and a cached page is the same for every shopper and site-true for every host.

const PORT = 3197;
const TOKEN = 'render-cache-test-token';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-render-cache-'));
const site = getSiteBySlug('southern-cross-motors') as Site;
const other = getSiteBySlug('harbour-city-cars') as Site;
const host = `${site.slug}.localhost:${PORT}`;
const otherHost = `${other.slug}.localhost:${PORT}`;
let app: RunningApp | null = null;

function shownStock(of: Site): Car[] {
  const data = generateDemoData(of, { now: demoReferenceDate() });
  const locationOf = new Map(data.locations.map((l) => [l.id, l]));
  return data.cars.filter(
    (car) =>
      car.status === 'in_stock' &&
      car.price > 10 &&
      car.offerPrice === null &&
      car.subscriptionPrice === null &&
      isCarVisibleOnSite(of, car, locationOf.get(car.locationId) ?? null, new Date()),
  );
}
const [car, soldSoon, spare] = shownStock(site);
const otherCar = shownStock(other)[0]!;

const get = (pathname: string, on = host, headers: Record<string, string> = {}) =>
  request(PORT, on, 'GET', pathname, undefined, headers);

const importCars = (cars: Record<string, unknown>[]) =>
  request(PORT, host, 'POST', '/api/stock/import', JSON.stringify({ mode: 'merge', cars }), {
    'content-type': 'application/json',
    authorization: `Bearer ${TOKEN}`,
  });

/** Every nonce of a page: the one in its policy and each script's, which must be one. */
function noncesOf(answer: HttpAnswer): { policy: string; scripts: string[] } {
  const policy = /'nonce-([^']+)'/.exec(answer.headers['content-security-policy'] ?? '')?.[1];
  const scripts = [...answer.body.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]!);
  return { policy: policy ?? '', scripts };
}

const searchHits = (stocknum: string) => stockSearchHits(PORT, host, stocknum);

const aud = (n: number) => `$${n.toLocaleString('en-AU')}`;

/** When the car sold at the start of the tests leaves the site: a whole minute, 8 s on at least. */
let soldCarLeavesAt = 0;

beforeAll(async () => {
  expect(car && soldSoon && spare).toBeTruthy();
  app = await startApp('generic', PORT, path.join(dataDir, 'generic'), host, {
    [stockImportTokenName(site.slug)]: TOKEN,
  });
  // a car sold so that its window ends a second before a whole minute soon: it must leave the
  // site at that minute by the cached pages' own lifetime, with no further write
  const windowMs = site.search.stockRule.soldWithinDays * 24 * 60 * 60 * 1000;
  soldCarLeavesAt = Math.ceil((Date.now() + 8_000) / 60_000) * 60_000;
  // its page kept first, so that the write is seen to have reached the cache (the kept page
  // dropped), not only the store: the tests below start with no stock change on its way
  const soldPage = `/cars/${soldSoon!.slug}`;
  await get(soldPage);
  expect((await get(soldPage)).headers['x-render-cache']).toBe('hit');
  const sold = await importCars([
    {
      stocknum: soldSoon!.stocknum,
      status: 'sold',
      sold_date_timestamp: Math.floor((soldCarLeavesAt - windowMs - 1000) / 1000),
    },
  ]);
  expect(sold.status).toBe(200);
  // (or gone already, on a machine so slow that its window ended first)
  const seen = async () => {
    const answer = await get(soldPage);
    return answer.status === 404 || answer.body.includes('SOLD');
  };
  expect(await timeUntil(seen, 30_000)).toBeLessThan(Infinity);
}, 120_000);

afterAll(async () => {
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the render cache', () => {
  it('renders a page once, then serves it from memory with a fresh nonce each time', async () => {
    const first = await get(`/cars/${car!.slug}`);
    const again = await get(`/cars/${car!.slug}`);
    const third = await get(`/cars/${car!.slug}`);
    expect([first.status, again.status, third.status]).toEqual([200, 200, 200]);
    expect(again.headers['x-render-cache']).toBe('hit');
    const nonces = [first, again, third].map(noncesOf);
    for (const { policy, scripts } of nonces) {
      expect(policy).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scripts.length).toBeGreaterThan(3);
      expect(new Set(scripts)).toEqual(new Set([policy]));
    }
    expect(new Set(nonces.map((n) => n.policy)).size).toBe(3);
    // the same page apart from its nonce
    const strip = (a: HttpAnswer, nonce: string) => a.body.split(nonce).join('');
    expect(strip(again, nonces[1]!.policy)).toBe(strip(third, nonces[2]!.policy));
  });

  it('keeps home, search landing pages, vehicle and print pages; not searches with a query', async () => {
    for (const page of ['/', '/search', '/search/used-cars', `/print?car_id=${car!.slug}`]) {
      await get(page);
      expect((await get(page)).headers['x-render-cache'], page).toBe('hit');
    }
    await get('/search?make=Toyota');
    expect((await get('/search?make=Toyota')).headers['x-render-cache']).toBeUndefined();
    expect((await get(`/cars/${car!.slug}?enquire=1`)).headers['x-render-cache']).toBeUndefined();
  });

  it('is the same page for every shopper: cookies and browsers do not change it', async () => {
    const plain = await get('/search');
    const shopper = await get('/search', host, {
      cookie: 'session=abc; dealer:favourites=1',
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      'accept-language': 'zh-CN',
    });
    const strip = (a: HttpAnswer) => a.body.split(noncesOf(a).policy).join('');
    expect(shopper.headers['x-render-cache']).toBe('hit');
    expect(strip(shopper)).toBe(strip(plain));
    expect(shopper.headers['set-cookie']).toBeUndefined();
  });

  it('answers each host with its own site: the same path is another page on another site', async () => {
    for (const page of ['/', '/search']) {
      const mine = await get(page);
      const theirs = await get(page, otherHost);
      expect(mine.body).toContain(site.name);
      expect(mine.body).not.toContain(other.name);
      expect(theirs.body).toContain(other.name);
      expect(theirs.body).not.toContain(site.name);
    }
    // a car of this site asked for on the other site's host is not found there, cached or not
    await get(`/cars/${car!.slug}`);
    expect((await get(`/cars/${car!.slug}`, otherHost)).status).toBe(404);
    expect((await get(`/cars/${otherCar.slug}`)).status).toBe(404);
  });

  it('shows a price change on the vehicle page and in search within 5 s, and keeps the other site’s pages', async () => {
    const newPrice = car!.price - 1234;
    await get(`/cars/${car!.slug}`);
    await get('/search/used-cars?query=');
    await get('/', otherHost);
    expect((await get('/', otherHost)).headers['x-render-cache']).toBe('hit');
    const written = await importCars([{ stocknum: car!.stocknum, price: newPrice }]);
    expect(written.status).toBe(200);
    expect(written.json()).toMatchObject({ updated: 1, rejected: [] });
    const onPage = await timeUntil(async () =>
      (await get(`/cars/${car!.slug}`)).body.includes(aud(newPrice)),
    );
    const inSearch = await timeUntil(async () =>
      (await searchHits(car!.stocknum)).some((hit) => hit.list_price === newPrice),
    );
    expect(onPage).toBeLessThan(5000);
    expect(inSearch).toBeLessThan(5000);
    // the search landing page is rendered again with the new price among its cars' data
    expect((await get('/search')).headers['x-render-cache']).toBe('miss');
    // the other site's pages were not dropped
    expect((await get('/', otherHost)).headers['x-render-cache']).toBe('hit');
  });

  it('drops a sold car from its page and from search when its window ends, with no write', async () => {
    const page = `/cars/${soldSoon!.slug}`;
    if (Date.now() < soldCarLeavesAt - 2000) {
      expect((await get(page)).body).toContain('SOLD');
      // kept: answered from memory ('stale' when the price change above made it render again
      // behind its answer, and that render has not ended yet)
      expect(['hit', 'stale']).toContain((await get(page)).headers['x-render-cache']);
    }
    await new Promise((r) => setTimeout(r, Math.max(0, soldCarLeavesAt - Date.now() + 200)));
    const after = await get(page);
    expect(after.status).toBe(404);
    expect(await searchHits(soldSoon!.stocknum)).toEqual([]);
  }, 120_000);

  it('refuses an import without the site’s token, and reports bad rows by number and field', async () => {
    const anonymous = await request(PORT, host, 'POST', '/api/stock/import', '{}', {
      'content-type': 'application/json',
    });
    expect(anonymous.status).toBe(401);
    const answer = await importCars([
      { stocknum: spare!.stocknum, price: spare!.price },
      { stocknum: 'NO-SUCH-STOCK', price: 1 },
      { stocknum: spare!.stocknum, colour: 'Red' },
      { price: 5 },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      added: 0,
      updated: 0,
      unchanged: 1,
      rejected: [
        { row: 2, field: 'stocknum', reason: 'No car with this stock number.' },
        { row: 3, field: 'colour', reason: expect.any(String) },
        { row: 4, field: 'stocknum', reason: expect.any(String) },
      ],
    });
  });
});
