import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { MAX_FAVOURITES_PER_CALL } from '../../domain/favourites';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import {
  createFavouriteRepository,
  type FavouriteRepository,
} from '../../store/favourite-repository';
import { shopperUsers } from '../../store/schema';
import { createStockRepository } from '../../store/stock-repository';
import { type ShopperSession } from '../accounts/session';
import { type SessionResolver } from '../watchlist/watchlist-session';
import {
  type FavouriteRouteDeps,
  type FavouritesChangeKind,
  favouritesMessages,
  handleFavouritesChange,
  handleFavouritesList,
} from './favourite-routes';

const now = new Date('2026-11-27T02:00:00Z');
const demo = getSiteBySlug('southern-cross-motors') as Site;
const withFeatures = (favourites: boolean, watchlist: boolean, authentication: boolean): Site => ({
  ...demo,
  features: { ...demo.features, favourites, watchlist, authentication },
});
// favourites are the heart, and shoppers sign in
const site = withFeatures(true, false, true);
const caravans = getSiteBySlug('sunshine-coast-caravans') as Site;

const host = `${site.slug}.localhost:3000`;
const shopper: ShopperSession = {
  userId: 'user-jack',
  phoneNumber: '+61412345678',
  siteSlug: site.slug,
};
const signedIn: SessionResolver = async () => shopper;
const anonymous: SessionResolver = async () => null;

let handle: DatabaseHandle;
let favourites: FavouriteRepository;
let ownCars: number[];
let caravanId: number;

function deps(resolveSession: SessionResolver = signedIn): FavouriteRouteDeps {
  return { resolveSession, store: async () => ({ favourites }), now: () => now };
}

function post(kind: FavouritesChangeKind, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://${host}/api/favourites/${kind}`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function change(
  kind: FavouritesChangeKind,
  body: unknown,
  options: { on?: Site; resolve?: SessionResolver; headers?: Record<string, string> } = {},
) {
  const response = await handleFavouritesChange(
    options.on ?? site,
    post(kind, body, options.headers),
    kind,
    deps(options.resolve),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function list(resolve: SessionResolver = signedIn, on = site) {
  const request = new Request(`http://${host}/api/favourites`, { headers: { host } });
  const response = await handleFavouritesList(on, request, deps(resolve));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  handle = await openDatabase({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-favourite-routes-')),
  });
  await loadDemoSite(handle.db, demo, now);
  await loadDemoSite(handle.db, caravans, now);
  await handle.db.insert(shopperUsers).values({
    id: shopper.userId,
    siteSlug: site.slug,
    name: '',
    email: `${shopper.userId}@${site.slug}.invalid`,
    phoneNumber: shopper.phoneNumber,
    phoneNumberVerified: true,
    createdAt: now,
    updatedAt: now,
  });
  const stock = createStockRepository(handle.db);
  ownCars = (await stock.listCars(site)).slice(0, 3).map((car) => car.id);
  caravanId = (await stock.listCars(caravans))[0]!.id;
  favourites = createFavouriteRepository(handle.db);
  // a new embedded store runs every migration first: slow on a busy machine
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

describe('favourites in the account (GET /api/favourites, POST merge and remove)', () => {
  it('merges the browser’s cars in, lists them, and removes one', async () => {
    const [a, b, c] = ownCars as [number, number, number];
    expect(await change('merge', { car_ids: [a, String(b)] })).toEqual({
      status: 200,
      body: { success: true, added: [a, b], car_ids: [b, a] },
    });
    // merged again with one more: only the new one is added
    const again = await change('merge', { car_ids: [a, b, c] });
    expect(again.body.added).toEqual([c]);
    expect((await list()).body).toEqual({ success: true, signed_in: true, car_ids: [c, b, a] });
    expect(await change('remove', { car_ids: [b] })).toEqual({
      status: 200,
      body: { success: true, removed: [b], car_ids: [c, a] },
    });
    await favourites.remove(site.slug, shopper.userId, ownCars);
  });

  it('leaves another site’s cars and unknown ids out of a merge', async () => {
    const [a] = ownCars as [number];
    const merged = await change('merge', { car_ids: [caravanId, a, 2_000_000_000] });
    expect(merged).toEqual({ status: 200, body: { success: true, added: [a], car_ids: [a] } });
    expect(await favourites.list(site.slug, shopper.userId)).toEqual([a]);
    await favourites.remove(site.slug, shopper.userId, ownCars);
  });

  it('answers 401 to a visitor or a shopper signed in on another site, and tells GET so', async () => {
    const elsewhere: SessionResolver = async () => ({ ...shopper, siteSlug: 'harbour-city-cars' });
    for (const resolve of [anonymous, elsewhere]) {
      for (const kind of ['merge', 'remove'] as const) {
        expect(await change(kind, { car_ids: [ownCars[0]] }, { resolve })).toEqual({
          status: 401,
          body: { success: false, message: favouritesMessages.signIn },
        });
      }
      expect(await list(resolve)).toEqual({
        status: 200,
        body: { success: true, signed_in: false, car_ids: [] },
      });
    }
    expect(await favourites.list(site.slug, shopper.userId)).toEqual([]);
  });

  it('answers 404 where the heart is not favourites or shoppers do not sign in', async () => {
    for (const on of [
      withFeatures(true, false, false),
      withFeatures(false, false, true),
      // the heart saves to the watchlist there
      withFeatures(true, true, true),
    ]) {
      for (const kind of ['merge', 'remove'] as const) {
        expect((await change(kind, { car_ids: [ownCars[0]] }, { on })).status).toBe(404);
      }
      expect((await list(signedIn, on)).status).toBe(404);
    }
    expect(await favourites.list(site.slug, shopper.userId)).toEqual([]);
  });

  it('refuses other methods, other origins, other media types, large bodies and too many cars', async () => {
    const body = { car_ids: [ownCars[0]] };
    const asGet = new Request(`http://${host}/api/favourites/merge`, { headers: { host } });
    expect((await handleFavouritesChange(site, asGet, 'merge', deps())).status).toBe(405);
    expect(
      (await change('merge', body, { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect(
      (await change('merge', body, { headers: { 'content-type': 'text/plain' } })).status,
    ).toBe(415);
    expect((await change('merge', { ...body, padding: 'x'.repeat(5000) })).status).toBe(413);
    const tooMany = Array.from({ length: MAX_FAVOURITES_PER_CALL + 1 }, (_, i) => i + 1);
    expect(await change('merge', { car_ids: tooMany })).toEqual({
      status: 400,
      body: { success: false, message: 'Up to 50 cars can be changed at once.' },
    });
    expect((await change('merge', { car_ids: [] })).status).toBe(400);
    expect(await favourites.list(site.slug, shopper.userId)).toEqual([]);
  });

  it('answers 1,000 malformed bodies to each call with a 4xx and a message, and keeps nothing', async () => {
    const badId = fc.oneof(
      fc.integer({ max: 0 }),
      fc.double({ noInteger: true }),
      fc.double({ min: 2_147_483_648, max: 1e15, noNaN: true }).map(Math.floor),
      fc.string().filter((s) => !/^\s*[1-9]\d{0,9}\s*$/.test(s)),
      fc.constant(null),
      fc.array(fc.nat()),
      fc.boolean(),
    );
    const junk = fc.oneof(
      fc.string(),
      fc.json().filter((text) => !/"car_ids"/.test(text)),
      fc.anything().map((v) => {
        try {
          return JSON.stringify(v) ?? 'null';
        } catch {
          return '{}';
        }
      }),
      fc
        .record({ car_ids: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) })
        .map((v) => JSON.stringify(v)),
      // a list with at least one id that is no car id
      fc
        .tuple(fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 5 }), badId)
        .map(([good, bad]) => JSON.stringify({ car_ids: [...good, bad] })),
      fc.constant(JSON.stringify({ car_ids: [] })),
      fc.constant(JSON.stringify({ carIds: [ownCars[0]] })),
    );
    for (const kind of ['merge', 'remove'] as const) {
      const samples = fc.sample(junk, { numRuns: 1000, seed: kind === 'merge' ? 20261127 : 11 });
      for (const text of samples) {
        const response = await handleFavouritesChange(site, post(kind, text), kind, deps());
        expect(response.status, text.slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(response.status, text.slice(0, 200)).toBeLessThan(500);
        const answer = (await response.json()) as { success: boolean; message: string };
        expect(answer.success).toBe(false);
        expect(answer.message.length).toBeGreaterThan(0);
      }
    }
    expect(await favourites.list(site.slug, shopper.userId)).toEqual([]);
  });
});
