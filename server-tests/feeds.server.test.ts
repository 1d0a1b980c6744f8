import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { demoReferenceDate, generateDemoData } from '../platform/src/demo';
import { type Car } from '../platform/src/domain/entities';
import { type StockFeed } from '../platform/src/domain/stock-json-feed';
import {
  googleProblems,
  metaProblems,
  readGoogleFeed,
  readMetaFeed,
} from '../platform/src/domain/vehicle-feeds.fixtures';
import { isCarVisibleOnSite } from '../platform/src/domain/site-visibility';
import { stockImportTokenName } from '../platform/src/domain/stock-import-token';
import { type HttpAnswer, request, type RunningApp, startApp, timeUntil } from './app-server';

// The listings feeds of a demo site on the built generic app: the Google Merchant Center feed,
// the Meta catalogue and the JSON stock feed hold the cars the site shows (the sitemap's cars),
// with their required fields, absolute addresses on the site's domain and proper content types;
// they are kept in the render cache, and a price written through the stock import is in all
// three within seconds while the other site's feeds stay kept.

const PORT = 3231;
const TOKEN = 'feeds-test-token';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-feeds-'));
const site = getSiteBySlug('southern-cross-motors') as Site;
const other = getSiteBySlug('harbour-city-cars') as Site;
const host = `${site.slug}.localhost:${PORT}`;
const otherHost = `${other.slug}.localhost:${PORT}`;
const origin = new URL(site.url).origin;
let app: RunningApp | null = null;

const GOOGLE = '/feeds/google-merchant.xml';
const META = '/feeds/meta-catalogue.csv';
const STOCK = '/feeds/stock.json';

/** An in-stock car with a plain price, a VIN and photos: in every feed at its price. */
function advertisedCar(of: Site): Car {
  const data = generateDemoData(of, { now: demoReferenceDate() });
  const locationOf = new Map(data.locations.map((l) => [l.id, l]));
  const found = data.cars.find(
    (car) =>
      car.status === 'in_stock' &&
      car.price > 10 &&
      car.offerPrice === null &&
      car.subscriptionPrice === null &&
      car.images.length > 0 &&
      car.vin !== null &&
      isCarVisibleOnSite(of, car, locationOf.get(car.locationId) ?? null, new Date()),
  );
  if (!found) throw new Error(`no advertised car on ${of.slug}`);
  return found;
}
const car = advertisedCar(site);

const get = (pathname: string, on = host) => request(PORT, on, 'GET', pathname);
const aud = (n: number) => `$${n.toLocaleString('en-AU')}`;

const googleItems = (answer: HttpAnswer) => readGoogleFeed(answer.body) as Record<string, string>[];
const metaRows = (answer: HttpAnswer) => readMetaFeed(answer.body);

beforeAll(async () => {
  app = await startApp('generic', PORT, path.join(dataDir, 'generic'), host, {
    [stockImportTokenName(site.slug)]: TOKEN,
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a site's listings feeds", () => {
  it('are served with their content types, and kept in the render cache', async () => {
    for (const [feed, type] of [
      [GOOGLE, 'application/xml; charset=utf-8'],
      [META, 'text/csv; charset=utf-8'],
      [STOCK, 'application/json; charset=utf-8'],
    ]) {
      const began = Date.now();
      const first = await get(feed!);
      const rendered = Date.now() - began;
      expect(first.status, feed).toBe(200);
      expect(first.headers['content-type'], feed).toBe(type);
      const kept = Date.now();
      const again = await get(feed!);
      console.log(
        `${feed}: ${first.body.length} bytes, rendered in ${rendered} ms, from memory in ${Date.now() - kept} ms`,
      );
      expect(again.headers['x-render-cache'], feed).toBe('hit');
      expect(again.body, feed).toBe(first.body);
    }
  });

  it("hold the cars the site shows (the sitemap's), on the site's domain, with the required fields", async () => {
    const sitemap = await get('/sitemap.xml');
    const shown = new Set(
      [...sitemap.body.matchAll(/<loc>([^<]*\/cars\/[^<]*)<\/loc>/g)].map((m) => m[1]!),
    );
    expect(shown.size).toBeGreaterThan(10);
    const stock = (await get(STOCK)).json() as StockFeed;
    expect(stock.site).toEqual({ slug: site.slug, name: site.name, url: `${origin}/` });
    expect(stock.count).toBe(stock.vehicles.length);
    expect(new Set(stock.vehicles.map((v) => v.url))).toEqual(shown);
    for (const vehicle of stock.vehicles)
      for (const image of vehicle.images) expect(new URL(image).origin).toBe(origin);

    const google = googleItems(await get(GOOGLE));
    const meta = metaRows(await get(META));
    expect(google.length).toBeGreaterThan(stock.count / 2);
    for (const item of google) {
      expect(shown.has(item.link!), item.link).toBe(true);
      expect(item.image_link!.startsWith(`${origin}/`)).toBe(true);
    }
    // every item has each field its provider requires, in the form it allows
    expect(google.flatMap(googleProblems)).toEqual([]);
    expect(meta.flatMap(metaProblems)).toEqual([]);
    // the same cars in both ads feeds; sold cars in neither
    expect(meta.map((row) => row.vehicle_id).sort()).toEqual(google.map((item) => item.id).sort());
    const sold = stock.vehicles.filter((v) => v.status === 'sold').map((v) => v.stocknum);
    expect(google.filter((item) => sold.includes(item.id!))).toEqual([]);
    for (const row of meta) expect(new URL(row.url!).origin).toBe(origin);
    const mine = google.find((item) => item.id === car.stocknum);
    expect(mine).toMatchObject({ price: `${car.price.toFixed(2)} AUD` });
  });

  it('show a price written through the stock import as soon as its page does, and keep the other site’s feeds', async () => {
    const newPrice = car.price - 777;
    const page = `/cars/${car.slug}`;
    for (const path of [page, GOOGLE, META, STOCK]) {
      await get(path);
      expect((await get(path)).headers['x-render-cache'], path).toBe('hit');
    }
    for (const feed of [GOOGLE, META, STOCK]) await get(feed, otherHost);
    const start = Date.now();
    const written = await request(
      PORT,
      host,
      'POST',
      '/api/stock/import',
      JSON.stringify({ mode: 'merge', cars: [{ stocknum: car.stocknum, price: newPrice }] }),
      { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    );
    expect(written.status).toBe(200);
    // the page was kept with the old price: once it shows the new one, the site's stock tag
    // has been dropped, and the feeds kept under that tag with it
    const onPage = await timeUntil(
      async () => (await get(page)).body.includes(aud(newPrice)),
      15_000,
    );
    expect(onPage).toBeLessThan(15_000);
    const price = `${newPrice.toFixed(2)} AUD`;
    const google = await get(GOOGLE);
    const meta = await get(META);
    const stock = await get(STOCK);
    const inFeeds = Date.now() - start;
    console.log(
      `price change on the page after ${onPage} ms, in the three feeds after ${inFeeds} ms`,
    );
    for (const answer of [google, meta, stock])
      expect(answer.headers['x-render-cache']).toBe('miss');
    expect(googleItems(google).find((i) => i.id === car.stocknum)?.price).toBe(price);
    expect(metaRows(meta).find((r) => r.vehicle_id === car.stocknum)?.price).toBe(price);
    expect(
      (stock.json() as StockFeed).vehicles.find((v) => v.stocknum === car.stocknum)?.price?.amount,
    ).toBe(newPrice);
    for (const feed of [GOOGLE, META, STOCK])
      expect((await get(feed, otherHost)).headers['x-render-cache'], feed).toBe('hit');
  });
});
