import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { openDatabase, type DatabaseHandle } from './database';
import { loadDemoSite } from './demo-load';
import { createFavouriteRepository, type FavouriteRepository } from './favourite-repository';
import { shopperUsers } from './schema';
import { createStockRepository } from './stock-repository';

const now = new Date('2026-11-27T01:00:00Z');
const later = new Date('2026-11-27T02:00:00Z');
const site = getSiteBySlug('southern-cross-motors') as Site;
const otherSite = getSiteBySlug('sunshine-coast-caravans') as Site;

let handle: DatabaseHandle;
let favourites: FavouriteRepository;
let ownCars: number[];
let otherCars: number[];

const user = (id: string, siteSlug: string, phoneNumber: string) => ({
  id,
  siteSlug,
  name: '',
  email: `${id}@${siteSlug}.invalid`,
  phoneNumber,
  phoneNumberVerified: true,
  createdAt: now,
  updatedAt: now,
});

beforeAll(async () => {
  handle = await openDatabase({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-favourites-')),
  });
  await loadDemoSite(handle.db, site, now);
  await loadDemoSite(handle.db, otherSite, now);
  await handle.db
    .insert(shopperUsers)
    .values([
      user('jack', site.slug, '+61412345678'),
      user('jill', site.slug, '+61498765432'),
      user('jack-elsewhere', otherSite.slug, '+61412345678'),
    ]);
  const stock = createStockRepository(handle.db);
  ownCars = (await stock.listCars(site)).slice(0, 4).map((car) => car.id);
  otherCars = (await stock.listCars(otherSite)).slice(0, 2).map((car) => car.id);
  favourites = createFavouriteRepository(handle.db);
  // a new embedded store runs every migration first: slow on a busy machine
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

describe('favourites kept in the account (spec §4 favourites)', () => {
  it('adds each car once, lists the latest first, and says which were new', async () => {
    const [a, b, c] = ownCars as [number, number, number];
    expect(await favourites.add(site.slug, 'jack', [a, b, a], now)).toEqual([a, b]);
    expect(await favourites.add(site.slug, 'jack', [b, c], later)).toEqual([c]);
    // c the latest; a and b saved together, the later of the two first
    expect(await favourites.list(site.slug, 'jack')).toEqual([c, b, a]);
  });

  it('keeps each user’s and each site’s favourites apart', async () => {
    const [a, , , d] = ownCars as [number, number, number, number];
    await favourites.add(site.slug, 'jill', [d], now);
    await favourites.add(otherSite.slug, 'jack-elsewhere', [otherCars[0]!], now);
    expect(await favourites.list(site.slug, 'jill')).toEqual([d]);
    expect(await favourites.list(otherSite.slug, 'jack-elsewhere')).toEqual([otherCars[0]]);
    expect(await favourites.list(site.slug, 'jack')).not.toContain(d);
    // a removal names its site and user: Jill's list is untouched by Jack's
    expect(await favourites.remove(site.slug, 'jill', [a])).toEqual([]);
    expect(await favourites.list(site.slug, 'jill')).toEqual([d]);
  });

  it('removes the cars held and ignores the rest', async () => {
    const [a, b, c, d] = ownCars as [number, number, number, number];
    expect((await favourites.remove(site.slug, 'jack', [a, d, 2_000_000_000])).sort()).toEqual(
      [a].sort(),
    );
    expect(await favourites.list(site.slug, 'jack')).toEqual([c, b]);
    expect(await favourites.remove(site.slug, 'jack', [])).toEqual([]);
    expect(await favourites.add(site.slug, 'jack', [0, -1, 1.5, 3_000_000_000], now)).toEqual([]);
  });

  it('tells the site’s own cars from another site’s and unknown ids', async () => {
    const [a, b] = ownCars as [number, number];
    expect(
      await favourites.carsOfSite(site, [otherCars[0]!, b, 1_999_999_999, a, b, otherCars[1]!]),
    ).toEqual([b, a]);
    expect(await favourites.carsOfSite(otherSite, [a, otherCars[1]!])).toEqual([otherCars[1]]);
    expect(await favourites.carsOfSite(site, [])).toEqual([]);
  });

  it('goes with the account', async () => {
    await handle.db.delete(shopperUsers).where(eq(shopperUsers.id, 'jill'));
    expect(await favourites.list(site.slug, 'jill')).toEqual([]);
  });
});
