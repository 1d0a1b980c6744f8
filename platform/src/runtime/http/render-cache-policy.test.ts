import { describe, expect, it, vi } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type Car, type Location } from '../../domain/entities';
import { carChangesAt } from '../../domain/page-freshness';
import { testCar, testLocation, testNow } from '../../domain/vehicle-page.fixtures';
import {
  cachedPageKind,
  type PolicySources,
  RENDER_CACHE_MAX_AGE_MS,
  renderCacheKey,
  renderCachePolicy,
  tagsOfStockChanges,
} from './render-cache-policy';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function demoSite(slug: string): Site {
  const site = getSiteBySlug(slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  return site;
}

const swanValley = demoSite('swan-valley-toyota');
const southernCross = demoSite('southern-cross-motors');
const harbourCity = demoSite('harbour-city-cars');

/** `/path?query` as the parts the policy takes. */
function address(path: string): [string, URLSearchParams] {
  const at = path.indexOf('?');
  return at === -1
    ? [path, new URLSearchParams()]
    : [path.slice(0, at), new URLSearchParams(path.slice(at + 1))];
}

describe('cachedPageKind: which pages of a site are kept', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/?x=1', null],
    ['/?utm_source=facebook', null],
    ['/search', { kind: 'search' }],
    ['/search/used-cars', { kind: 'search' }],
    ['/search/toyota/rav4', { kind: 'search' }],
    ['/search/ute%20%26%20van', { kind: 'search' }],
    ['/search/', null],
    ['/search/used-cars/', null],
    ['/search?make=Toyota', null],
    ['/search/used-cars?page=2', null],
    ['/search/%E0%A4%A', null],
    ['/search/toyota/%00', null],
    ['/searching', null],
    ['/cars/some-slug', { kind: 'vehicle', slug: 'some-slug' }],
    ['/cars/a%20b', { kind: 'vehicle', slug: 'a b' }],
    ['/cars/m%C3%A9gane-2019', { kind: 'vehicle', slug: 'mégane-2019' }],
    ['/cars/%E0%A4%A', null],
    ['/cars/%00', null],
    ['/cars/', null],
    ['/cars', null],
    ['/cars/x/y', null],
    ['/cars/x?enquire=1', null],
    ['/print?car_id=slug', { kind: 'print', slug: 'slug' }],
    ['/print?car_id=a%20b', { kind: 'print', slug: 'a b' }],
    ['/print', null],
    ['/print?car_id=', null],
    ['/print?car_id=a&x=1', null],
    ['/print?car_id=a&car_id=b', null],
    ['/print?stock=slug', null],
    ['/finance', null],
    ['/sitemap.xml', null],
    ['/api/stock', null],
    ['/feeds/google-merchant.xml', { kind: 'feed' }],
    ['/feeds/meta-catalogue.csv', { kind: 'feed' }],
    ['/feeds/stock.json', { kind: 'feed' }],
    ['/feeds/stock.json?x=1', null],
    ['/feeds/other.xml', null],
    ['/feeds', null],
  ] as const)('%s -> %j', (path, expected) => {
    expect(cachedPageKind(...address(path))).toEqual(expected);
  });
});

type Shown = { car: Car; location: Location };

/** The stock and locations the policy reads, in memory; every call is recorded. */
function sources({
  stockChangesAt = Infinity,
  timeZone = 'Australia/Perth',
  shown = { car: testCar(), location: testLocation() },
}: {
  stockChangesAt?: number;
  timeZone?: string;
  shown?: Shown | null;
} = {}) {
  return {
    siteStockChangesAt: vi.fn<PolicySources['siteStockChangesAt']>(async () => stockChangesAt),
    timeZone: vi.fn<PolicySources['timeZone']>(async () => timeZone),
    vehicle: vi.fn<PolicySources['vehicle']>(async (_site, slug) =>
      shown && slug === shown.car.slug ? shown : null,
    ),
  } satisfies PolicySources;
}

const RAV4 = '/cars/2022-toyota-rav4-gx-u3010042';
const RAV4_PRINT = '/print?car_id=2022-toyota-rav4-gx-u3010042';
const at = (iso: string) => new Date(iso);

describe('renderCachePolicy: tags', () => {
  const stock = 'stock:swan-valley-toyota';
  const car = 'car:swan-valley-toyota:4321';
  // a vehicle page is dropped by a write to its car, made stale by a write to other cars
  it.each<{ path: string; tags: string[]; softTags?: string[] }>([
    { path: '/', tags: [stock] },
    { path: '/search', tags: [stock] },
    { path: '/search/used-cars', tags: [stock] },
    { path: RAV4, tags: [car], softTags: [stock] },
    { path: RAV4_PRINT, tags: [car], softTags: [stock] },
    { path: '/feeds/google-merchant.xml', tags: [stock] },
    { path: '/feeds/meta-catalogue.csv', tags: [stock] },
    { path: '/feeds/stock.json', tags: [stock] },
  ])('$path is tagged $tags (soft: $softTags)', async ({ path, tags, softTags }) => {
    const policy = await renderCachePolicy(sources(), swanValley, ...address(path), testNow);
    expect(policy).not.toBeNull();
    expect(policy!.tags).toEqual(tags);
    expect(policy!.softTags).toEqual(softTags);
    expect(policy!.key).toBe(renderCacheKey('swan-valley-toyota', ...address(path)));
  });

  it('looks the car up by its decoded slug, on the site asked for', async () => {
    const src = sources();
    await renderCachePolicy(src, southernCross, ...address('/cars/a%20b'), testNow);
    await renderCachePolicy(src, southernCross, ...address('/print?car_id=c%20d'), testNow);
    expect(src.vehicle.mock.calls).toEqual([
      [southernCross, 'a b', testNow],
      [southernCross, 'c d', testNow],
    ]);
  });

  it.each([
    { name: 'a car the site does not show', path: '/cars/1999-holden-commodore-u0000001' },
    { name: 'the print page of a car the site does not show', path: '/print?car_id=nope' },
  ])('$name is rendered each time (its 404 is not kept)', async ({ path }) => {
    const policy = await renderCachePolicy(sources(), swanValley, ...address(path), testNow);
    expect(policy).toBeNull();
  });

  it.each(['/finance', '/search?make=Toyota', '/cars/x/y', '/?x=1'])(
    '%s is not kept and reads no stock',
    async (path) => {
      const src = sources();
      expect(await renderCachePolicy(src, swanValley, ...address(path), testNow)).toBeNull();
      expect(src.siteStockChangesAt).not.toHaveBeenCalled();
      expect(src.vehicle).not.toHaveBeenCalled();
      expect(src.timeZone).not.toHaveBeenCalled();
    },
  );

  it('two sites keep the same address under different keys', async () => {
    for (const path of ['/', '/search/used-cars', RAV4, RAV4_PRINT]) {
      const a = await renderCachePolicy(sources(), swanValley, ...address(path), testNow);
      const b = await renderCachePolicy(sources(), southernCross, ...address(path), testNow);
      expect(a!.key).not.toBe(b!.key);
      expect(b!.tags.every((tag) => tag.includes(':southern-cross-motors'))).toBe(true);
    }
  });

  it('different pages of a site have different keys', async () => {
    const keys = await Promise.all(
      ['/', '/search', '/search/used-cars', RAV4, RAV4_PRINT].map(async (path) => {
        const policy = await renderCachePolicy(sources(), swanValley, ...address(path), testNow);
        return policy!.key;
      }),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('renderCachePolicy: how long a page is kept', () => {
  // Swan Valley Toyota (Perth) follows opening hours on its vehicle pages (mobile sticky bar
  // hidden when closed); its location is open Mon-Fri 8:30-17:30, Sat 8:30-16:00, closed Sunday.
  const fri10am = testNow; // Friday 10:00 in Perth
  const fri525pm = at('2026-11-20T09:25:00Z'); // Friday 17:25 in Perth: closes at 17:30
  const sat825am = at('2026-11-21T00:25:00Z'); // Saturday 8:25 in Perth: opens at 8:30
  const sun10am = at('2026-11-22T02:00:00Z'); // Sunday 10:00 in Perth: closed all day
  const fri1155pm = at('2026-11-20T15:55:00Z'); // Friday 23:55 in Perth

  // a car listed 8 days ago less 3 minutes (its New tag ends in about 3 minutes), and a car sold
  // 3 days ago less 2 minutes (it leaves the site in about 2 minutes)
  const newTagEndsSoon = testCar({ createdAt: new Date(fri10am.getTime() - 8 * DAY + 3 * MINUTE) });
  const soldLeavesSoon = testCar({
    status: 'sold',
    soldAt: new Date(fri10am.getTime() - 3 * DAY + 2 * MINUTE),
  });

  it('the cars of these cases change by time within minutes', () => {
    for (const car of [newTagEndsSoon, soldLeavesSoon]) {
      const changesAt = carChangesAt(car, southernCross, fri10am);
      expect(changesAt).toBeGreaterThan(fri10am.getTime() + 2 * MINUTE);
      expect(changesAt).toBeLessThanOrEqual(fri10am.getTime() + 5 * MINUTE);
    }
  });

  it.each([
    {
      name: 'a home page with nothing sooner is kept for the longest time',
      site: swanValley,
      path: '/',
      now: fri10am,
      expected: fri10am.getTime() + RENDER_CACHE_MAX_AGE_MS,
    },
    {
      name: "a search page ends when the site's stock next changes by time",
      site: swanValley,
      path: '/search/used-cars',
      now: fri10am,
      sources: { stockChangesAt: fri10am.getTime() + 5 * MINUTE },
      expected: fri10am.getTime() + 5 * MINUTE,
    },
    {
      name: 'a home page ends at midnight in Perth',
      site: swanValley,
      path: '/',
      now: fri1155pm,
      expected: at('2026-11-20T16:00:00Z').getTime(),
    },
    {
      name: 'a home page ends at midnight in Melbourne (daylight time) for a Melbourne site',
      site: southernCross,
      path: '/',
      now: at('2026-11-20T12:50:00Z'), // 23:50 in Melbourne
      sources: { timeZone: 'Australia/Melbourne' },
      expected: at('2026-11-20T13:00:00Z').getTime(),
    },
    {
      name: "a Perth midnight is not a Melbourne site's",
      site: southernCross,
      path: '/',
      now: fri1155pm,
      sources: { timeZone: 'Australia/Melbourne' },
      expected: fri1155pm.getTime() + RENDER_CACHE_MAX_AGE_MS,
    },
    {
      name: 'a vehicle page ends when its car loses the New tag',
      site: southernCross,
      path: RAV4,
      now: fri10am,
      sources: { shown: { car: newTagEndsSoon, location: testLocation() } },
      expected: carChangesAt(newTagEndsSoon, southernCross, fri10am),
    },
    {
      name: 'a print page ends when its sold car leaves the site',
      site: southernCross,
      path: RAV4_PRINT,
      now: fri10am,
      sources: { shown: { car: soldLeavesSoon, location: testLocation() } },
      expected: carChangesAt(soldLeavesSoon, southernCross, fri10am),
    },
    {
      name: "a vehicle page ends with the site's stock when that is sooner than its car",
      site: southernCross,
      path: RAV4,
      now: fri10am,
      sources: {
        stockChangesAt: fri10am.getTime() + 2 * MINUTE,
        shown: { car: newTagEndsSoon, location: testLocation() },
      },
      expected: fri10am.getTime() + 2 * MINUTE,
    },
    {
      name: 'a vehicle page ends when the dealership closes (sticky bar hidden when closed)',
      site: swanValley,
      path: RAV4,
      now: fri525pm,
      expected: at('2026-11-20T09:30:00Z').getTime(),
    },
    {
      name: 'a vehicle page ends when the dealership opens (sticky bar hidden when closed)',
      site: swanValley,
      path: RAV4,
      now: sat825am,
      expected: at('2026-11-21T00:30:00Z').getTime(),
    },
    {
      name: 'a vehicle page on a closed Sunday is kept the longest time',
      site: swanValley,
      path: RAV4,
      now: sun10am,
      expected: sun10am.getTime() + RENDER_CACHE_MAX_AGE_MS,
    },
    {
      name: 'a print page does not follow the opening hours',
      site: swanValley,
      path: RAV4_PRINT,
      now: fri525pm,
      expected: fri525pm.getTime() + RENDER_CACHE_MAX_AGE_MS,
    },
    {
      name: 'a home page does not follow the opening hours',
      site: swanValley,
      path: '/',
      now: fri525pm,
      expected: fri525pm.getTime() + RENDER_CACHE_MAX_AGE_MS,
    },
    {
      name: 'a site whose sticky bar stays when closed does not follow the opening hours',
      site: southernCross,
      path: RAV4,
      now: fri525pm,
      expected: fri525pm.getTime() + RENDER_CACHE_MAX_AGE_MS,
    },
    {
      name: 'a site with the sticky bar off does not follow the opening hours',
      site: {
        ...swanValley,
        features: {
          ...swanValley.features,
          mobileStickyBar: { enabled: false, hideWhenClosed: true },
        },
      },
      path: RAV4,
      now: fri525pm,
      expected: fri525pm.getTime() + RENDER_CACHE_MAX_AGE_MS,
    },
    {
      name: 'any site whose sticky bar hides when closed follows the opening hours',
      site: {
        ...southernCross,
        features: {
          ...southernCross.features,
          mobileStickyBar: { enabled: true, hideWhenClosed: true },
        },
      },
      path: RAV4,
      now: fri525pm,
      expected: at('2026-11-20T09:30:00Z').getTime(),
    },
    {
      name: 'the closing time is read on the location clock (Melbourne location, Perth site zone)',
      site: swanValley,
      path: RAV4,
      now: at('2026-11-20T06:25:00Z'), // 17:25 in Melbourne, 14:25 in Perth
      sources: {
        shown: { car: testCar(), location: testLocation({ timezone: 'Australia/Melbourne' }) },
      },
      expected: at('2026-11-20T06:30:00Z').getTime(),
    },
    {
      name: 'the earliest of all: midnight before the car, the stock and the closing',
      site: swanValley,
      path: RAV4,
      now: fri1155pm,
      sources: {
        stockChangesAt: at('2026-11-20T16:03:00Z').getTime(),
        shown: {
          car: testCar({ createdAt: new Date(fri1155pm.getTime() - 8 * DAY + 9 * MINUTE) }),
          location: testLocation(),
        },
      },
      expected: at('2026-11-20T16:00:00Z').getTime(),
    },
  ])('$name', async ({ site, path, now, sources: over, expected }) => {
    const policy = await renderCachePolicy(sources(over), site, ...address(path), now);
    expect(policy).not.toBeNull();
    expect(new Date(policy!.validUntil).toISOString()).toBe(new Date(expected).toISOString());
  });

  it('a demo site that hides its sticky bar when closed exists (Swan Valley Toyota)', () => {
    expect(swanValley.features.mobileStickyBar).toEqual({ enabled: true, hideWhenClosed: true });
    expect(southernCross.features.mobileStickyBar.hideWhenClosed).toBe(false);
  });

  it('a page is never good past the longest time, nor before now', async () => {
    const starts = [fri10am, fri525pm, sat825am, sun10am, fri1155pm];
    for (const now of starts) {
      for (const path of ['/', '/search', RAV4, RAV4_PRINT]) {
        const policy = await renderCachePolicy(sources(), swanValley, ...address(path), now);
        expect(policy!.validUntil).toBeGreaterThan(now.getTime());
        expect(policy!.validUntil).toBeLessThanOrEqual(now.getTime() + RENDER_CACHE_MAX_AGE_MS);
      }
    }
  });
});

describe('tagsOfStockChanges: a stock write drops the pages of the sites showing the car', () => {
  // Harbour City also lists Southern Cross Dandenong (101) in this app
  const sharing = {
    ...harbourCity,
    dealerships: [...harbourCity.dealerships, southernCross.dealerships[0]!],
  };
  const sites = [southernCross, swanValley, sharing];

  it.each([
    {
      name: 'a car of a dealership only Swan Valley lists',
      changes: [{ dealershipId: 302, carId: 7 }],
      sites: ['swan-valley-toyota'],
      tags: ['stock:swan-valley-toyota', 'car:swan-valley-toyota:7'],
    },
    {
      name: 'a car of a dealership two sites share',
      changes: [{ dealershipId: 101, carId: 8 }],
      sites: ['southern-cross-motors', 'harbour-city-cars'],
      tags: [
        'stock:southern-cross-motors',
        'car:southern-cross-motors:8',
        'stock:harbour-city-cars',
        'car:harbour-city-cars:8',
      ],
    },
    {
      name: 'a car of a dealership of another app',
      changes: [{ dealershipId: 999, carId: 9 }],
      sites: [],
      tags: [],
    },
    { name: 'no changes', changes: [], sites: [], tags: [] },
    {
      name: 'several cars of one site: its stock tag once, a tag per car',
      changes: [
        { dealershipId: 301, carId: 1 },
        { dealershipId: 302, carId: 2 },
        { dealershipId: 301, carId: 1 },
      ],
      sites: ['swan-valley-toyota'],
      tags: ['stock:swan-valley-toyota', 'car:swan-valley-toyota:1', 'car:swan-valley-toyota:2'],
    },
    {
      name: 'cars of two sites, and one of nobody',
      changes: [
        { dealershipId: 103, carId: 3 },
        { dealershipId: 999, carId: 4 },
        { dealershipId: 201, carId: 5 },
      ],
      sites: ['southern-cross-motors', 'harbour-city-cars'],
      tags: [
        'stock:southern-cross-motors',
        'car:southern-cross-motors:3',
        'stock:harbour-city-cars',
        'car:harbour-city-cars:5',
      ],
    },
  ])('$name', ({ changes, sites: touched, tags }) => {
    const result = tagsOfStockChanges(sites, changes);
    expect([...result.sites].sort()).toEqual([...touched].sort());
    expect([...result.tags].sort()).toEqual([...tags].sort());
    expect(new Set(result.tags).size).toBe(result.tags.length);
  });
});
