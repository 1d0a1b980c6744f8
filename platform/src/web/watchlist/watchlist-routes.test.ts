import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type Car } from '../../domain/entities';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { createStockRepository, type StockRepository } from '../../store/stock-repository';
import {
  createWatchlistRepository,
  type WatchlistRepository,
} from '../../store/watchlist-repository';
import { type ShopperSession } from '../accounts/session';
import {
  handleWatchlistChange,
  handleWatchlistList,
  type SessionResolver,
  type WatchlistChangeKind,
  watchlistMessages,
  type WatchlistRouteDeps,
} from './watchlist-routes';

const now = new Date('2026-11-20T02:00:00Z');
const demo = getSiteBySlug('swan-valley-toyota') as Site;
const withFeatures = (watchlist: boolean, authentication: boolean): Site => ({
  ...demo,
  features: { ...demo.features, watchlist, authentication },
});
const site = withFeatures(true, true);
const caravans = getSiteBySlug('sunshine-coast-caravans') as Site;

const host = `${site.slug}.localhost:3000`;
const shopper: ShopperSession = {
  userId: 'user-jack',
  phoneNumber: '+61412345678',
  siteSlug: site.slug,
};
const signedIn: SessionResolver = async () => shopper;
const anonymous: SessionResolver = async () => null;

function post(kind: WatchlistChangeKind, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://${host}/api/watchlist/${kind}-car`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const get = () => new Request(`http://${host}/api/watchlist`, { headers: { host } });

let handle: DatabaseHandle;
let stock: StockRepository;
let watchlist: WatchlistRepository;
let inStock: Car;
let otherInStock: Car;
let sold: Car;
let caravanId: number;

function deps(resolveSession: SessionResolver = signedIn): WatchlistRouteDeps {
  return { resolveSession, store: async () => ({ stock, watchlist }), now: () => now };
}

async function change(
  kind: WatchlistChangeKind,
  body: unknown,
  options: { on?: Site; resolve?: SessionResolver; headers?: Record<string, string> } = {},
) {
  const response = await handleWatchlistChange(
    options.on ?? site,
    post(kind, body, options.headers),
    kind,
    deps(options.resolve),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function savedIds(resolve: SessionResolver = signedIn, on = site) {
  const response = await handleWatchlistList(on, get(), deps(resolve));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  handle = await openDatabase({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-watchlist-routes-')),
  });
  await loadDemoSite(handle.db, demo, now);
  await loadDemoSite(handle.db, caravans, now);
  stock = createStockRepository(handle.db);
  watchlist = createWatchlistRepository(handle.db);
  const shown = await stock.listVisibleCars(site, now);
  const available = shown.filter((car) => car.status === 'in_stock');
  [inStock, otherInStock] = available as [Car, Car];
  // a car sold an hour ago: still shown (spec §4 sold within the window), but not saveable
  const [toSell] = available.slice(2) as [Car];
  await stock.saveCars(
    [{ ...toSell, status: 'sold', soldAt: new Date(now.getTime() - 3600_000) }],
    now,
  );
  sold = (await stock.getCarById(site, toSell.id, now))!;
  caravanId = (await stock.listCars(caravans))[0]!.id;
  // a new embedded store runs every migration first: slow on a busy machine
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

describe('watchlist calls (spec §7 save-car, remove-car)', () => {
  it('saves a car for the signed-in shopper, lists it, and removes it', async () => {
    const body = { phone_number: '0412 345 678', car_id: inStock.id };
    expect(await change('save', body)).toEqual({ status: 200, body: { success: true } });
    // saving it again changes nothing and still succeeds
    expect(await change('save', { ...body, car_id: String(inStock.id) })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await savedIds()).body).toEqual({
      success: true,
      signed_in: true,
      phone_number: shopper.phoneNumber,
      car_ids: [inStock.id],
    });
    expect(await change('remove', body)).toEqual({ status: 200, body: { success: true } });
    expect((await savedIds()).body.car_ids).toEqual([]);
  });

  it('refuses another user’s phone number (403) and saves nothing', async () => {
    const response = await change('save', { phone_number: '0498 765 432', car_id: inStock.id });
    expect(response).toEqual({
      status: 403,
      body: { success: false, message: watchlistMessages.notYourNumber },
    });
    expect(await watchlist.has(site.slug, shopper.userId, inStock.id)).toBe(false);

    await watchlist.save(site.slug, shopper.userId, otherInStock.id, now);
    const removal = await change('remove', {
      phone_number: '0498 765 432',
      car_id: otherInStock.id,
    });
    expect(removal.status).toBe(403);
    expect(await watchlist.has(site.slug, shopper.userId, otherInStock.id)).toBe(true);
    await watchlist.remove(site.slug, shopper.userId, otherInStock.id);
  });

  it('answers 401 with a message to a shopper who is not signed in, or signed in elsewhere', async () => {
    const body = { phone_number: '0412 345 678', car_id: inStock.id };
    const elsewhere: SessionResolver = async () => ({ ...shopper, siteSlug: 'harbour-city-cars' });
    for (const resolve of [anonymous, elsewhere]) {
      for (const kind of ['save', 'remove'] as const) {
        expect(await change(kind, body, { resolve })).toEqual({
          status: 401,
          body: { success: false, message: watchlistMessages.signIn },
        });
      }
      expect((await savedIds(resolve)).body).toEqual({
        success: true,
        signed_in: false,
        car_ids: [],
      });
    }
    expect(await watchlist.has(site.slug, shopper.userId, inStock.id)).toBe(false);
  });

  it('answers 404 on a site with the watchlist or authentication off', async () => {
    const body = { phone_number: '0412 345 678', car_id: inStock.id };
    for (const on of [withFeatures(false, true), withFeatures(true, false)]) {
      for (const kind of ['save', 'remove'] as const) {
        expect((await change(kind, body, { on })).status).toBe(404);
      }
      expect((await savedIds(signedIn, on)).status).toBe(404);
    }
    expect(await watchlist.has(site.slug, shopper.userId, inStock.id)).toBe(false);
  });

  it('refuses a sold car not already saved (409), and lets a saved sold car be removed', async () => {
    const body = { phone_number: '0412 345 678', car_id: sold.id };
    expect(sold.status).toBe('sold');
    expect(await change('save', body)).toEqual({
      status: 409,
      body: { success: false, message: watchlistMessages.sold },
    });
    expect(await watchlist.has(site.slug, shopper.userId, sold.id)).toBe(false);

    // saved while it was in stock: saving again is no change, removing works
    await watchlist.save(site.slug, shopper.userId, sold.id, now);
    expect((await change('save', body)).status).toBe(200);
    expect((await change('remove', body)).status).toBe(200);
    expect(await watchlist.has(site.slug, shopper.userId, sold.id)).toBe(false);
  });

  it('answers 404 for a car that is not this site’s', async () => {
    for (const carId of [caravanId, 2_000_000_000]) {
      for (const kind of ['save', 'remove'] as const) {
        expect(await change(kind, { phone_number: '0412 345 678', car_id: carId })).toEqual({
          status: 404,
          body: { success: false, message: watchlistMessages.noCar },
        });
      }
    }
  });

  it('refuses other methods, other origins, other media types and large bodies', async () => {
    const body = { phone_number: '0412 345 678', car_id: inStock.id };
    const asGet = new Request(`http://${host}/api/watchlist/save-car`, { headers: { host } });
    expect((await handleWatchlistChange(site, asGet, 'save', deps())).status).toBe(405);
    expect(
      (await change('save', body, { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect((await change('save', body, { headers: { 'content-type': 'text/plain' } })).status).toBe(
      415,
    );
    expect((await change('save', { ...body, padding: 'x'.repeat(5000) })).status).toBe(413);
    expect(await watchlist.has(site.slug, shopper.userId, inStock.id)).toBe(false);
  });

  it('answers 1,000 malformed bodies to each call with a 4xx, and saves nothing', async () => {
    const junk = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((v) => {
        try {
          return JSON.stringify(v) ?? 'null';
        } catch {
          return '{}';
        }
      }),
      fc
        .record({
          phone_number: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
          car_id: fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null)),
        })
        .map((v) => JSON.stringify(v)),
      fc
        .record({
          phone_number: fc.constantFrom('0412 345 678', '+61412345678'),
          car_id: fc.oneof(
            fc.integer({ max: 0 }),
            fc.double({ noInteger: true }),
            fc.string().filter((s) => !/^\s*[1-9]\d{0,9}\s*$/.test(s)),
            fc.array(fc.nat()),
          ),
        })
        .map((v) => JSON.stringify(v)),
    );
    for (const kind of ['save', 'remove'] as const) {
      const samples = fc.sample(junk, { numRuns: 1000, seed: kind === 'save' ? 20261127 : 7 });
      for (const text of samples) {
        const response = await handleWatchlistChange(site, post(kind, text), kind, deps());
        expect(response.status, text.slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(response.status, text.slice(0, 200)).toBeLessThan(500);
        const answer = (await response.json()) as { success: boolean; message: string };
        expect(answer.success).toBe(false);
        expect(answer.message.length).toBeGreaterThan(0);
      }
    }
    expect(await watchlist.list(site.slug, shopper.userId)).toEqual([]);
  });
});
