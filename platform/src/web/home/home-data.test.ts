import { describe, expect, it, vi } from 'vitest';
import {
  getSiteBySlug,
  parseSite,
  demoSites,
  type Site,
  type SiteInput,
} from '@dealer/site-config';
import { generateDemoData } from '../../demo';
import { type Location } from '../../domain/entities';
import { EmbeddedSearch, handleSearchProtocol, rulesAt, STOCK_INDEX_UID } from '../../search';
import { searchFacets, searchSorts } from '../../search/address/search-config';
import { parseSearchParams } from '../../search/address/search-state';
import { serverSearchView } from '../search/server-search-view';
import {
  bodyTypeTiles,
  FEATURED_LIMIT,
  featuredStock,
  homeCallsToAction,
  homeStockFacets,
  loadHomeData,
  reviewsSummary,
} from './home-data';
import { homeLocationCards } from './home-locations';
import {
  type QuickSearchChoice,
  quickSearchHref,
  quickSearchQueries,
  readQuickSearch,
} from './quick-search';

const now = new Date('2026-11-22T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const slugs = ['southern-cross-motors', 'swan-valley-toyota', 'sunshine-coast-caravans'];
const data = new Map(
  slugs.map((slug) => [slug, generateDemoData(getSiteBySlug(slug)!, { now })] as const),
);
const backend = new EmbeddedSearch({
  listCars: async (s: Site) => data.get(s.slug)!.cars,
  listLocations: async (s: Site) => data.get(s.slug)!.locations,
});
const input = (slug: string) => demoSites.find((s) => s.slug === slug)!;
const siteWith = (slug: string, changes: Partial<SiteInput>) =>
  parseSite({ ...input(slug), ...changes });
const generic = getSiteBySlug('southern-cross-motors')!;
const caravan = getSiteBySlug('sunshine-coast-caravans')!;

describe('featuredStock', () => {
  it.each(slugs)('%s: the cars that arrived within the window, newest first', async (slug) => {
    const site = getSiteBySlug(slug)!;
    const featured = await featuredStock(backend, site, rulesAt(site, now), now);
    expect(featured.heading).toBe('Just Arrived');
    expect(featured.viewAllHref).toBe('/search?sortBy=created_at_timestamp%3Adesc');
    expect(featured.cars.length).toBeGreaterThan(0);
    expect(featured.cars.length).toBeLessThanOrEqual(FEATURED_LIMIT);
    const since = now.getTime() - site.content.justArrivedDays * DAY;
    for (const car of featured.cars) {
      expect(car.created_at_timestamp * 1000).toBeGreaterThanOrEqual(since - 1000);
      expect(['in_stock', 'coming_soon']).toContain(car.status);
    }
    const times = featured.cars.map((car) => car.created_at_timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('the cars with the site’s featured tag', async () => {
    const site = siteWith('southern-cross-motors', { home: { featuredTag: 'Low Kms' } });
    const featured = await featuredStock(backend, site, rulesAt(site, now), now);
    expect(featured.heading).toBe('Low Kms Cars');
    expect(featured.viewAllHref).toBe('/search?tag=Low+Kms');
    expect(featured.cars.length).toBeGreaterThan(0);
    expect(featured.cars.every((car) => car.tag === 'Low Kms')).toBe(true);
  });

  it('nothing arrived within the window: the newest stock', async () => {
    const site = siteWith('sunshine-coast-caravans', {
      content: { ...input('sunshine-coast-caravans').content, justArrivedDays: 0 },
    });
    const featured = await featuredStock(backend, site, rulesAt(site, now), now);
    expect(featured.heading).toBe('Latest Caravans');
    expect(featured.cars).toHaveLength(FEATURED_LIMIT);
  });
});

describe('the quick search counts what the search page finds', () => {
  const choices: QuickSearchChoice[] = [
    {},
    { make: 'Toyota' },
    { make: 'Toyota', model: 'RAV4' },
    { maxPrice: 20_000 },
    { make: 'Toyota', body: 'Wagon', maxPrice: 40_000 },
  ];
  it.each(choices)('%j', async (choice) => {
    const site = generic;
    const queries = quickSearchQueries(choice, STOCK_INDEX_UID);
    const answer = await handleSearchProtocol(
      backend,
      site,
      'POST',
      ['multi-search'],
      JSON.stringify({ queries }),
      now,
    );
    const { total, models } = readQuickSearch(
      choice,
      (answer.body as { results: Parameters<typeof readQuickSearch>[1] }).results,
    );
    const url = new URL(quickSearchHref(choice), 'http://site.test');
    const facets = searchFacets(site);
    const state = parseSearchParams(url.searchParams, facets, searchSorts(site));
    const view = await serverSearchView(
      backend,
      site,
      state,
      {
        baseFilter: null,
        facets,
        hitsPerPage: site.search.hitsPerPage,
        defaultSort: site.search.defaultSort,
        priceAscendingExcludesZero: site.search.priceAscendingExcludesZero,
      },
      rulesAt(site, now),
    );
    expect(total).toBe(view.total);
    if (choice.make) {
      expect(Object.keys(models!).length).toBeGreaterThan(0);
      const all = await homeStockFacets(backend, site, rulesAt(site, now));
      if (!choice.model && !choice.body && !choice.maxPrice) {
        expect(Object.values(models!).reduce((a, b) => a + b, 0)).toBe(all.makes[choice.make]);
      }
    }
  });

  it('the whole stock’s counts: makes, bodies and the price range', async () => {
    const facets = await homeStockFacets(backend, generic, rulesAt(generic, now));
    expect(facets.total).toBeGreaterThan(1000);
    expect(Object.values(facets.makes).reduce((a, b) => a + b, 0)).toBe(facets.total);
    expect(Object.values(facets.bodies).reduce((a, b) => a + b, 0)).toBe(facets.total);
    expect(facets.price!.max).toBeGreaterThan(facets.price!.min);
  });
});

describe('bodyTypeTiles', () => {
  it('most stock first, each to the search of its body', () => {
    expect(bodyTypeTiles({ Sedan: 21, Wagon: 252, Van: 0, 'Double Cab Pick Up': 62 })).toEqual([
      {
        value: 'Wagon',
        label: 'Wagon',
        count: 252,
        href: '/search?body=Wagon',
        image: { src: '/media/body/Wagon.svg', width: 800, height: 600 },
      },
      {
        value: 'Double Cab Pick Up',
        label: 'Double Cab Pick Up',
        count: 62,
        href: '/search?body=Double+Cab+Pick+Up',
        image: { src: '/media/body/Double%20Cab%20Pick%20Up.svg', width: 800, height: 600 },
      },
      {
        value: 'Sedan',
        label: 'Sedan',
        count: 21,
        href: '/search?body=Sedan',
        image: { src: '/media/body/Sedan.svg', width: 800, height: 600 },
      },
    ]);
  });
});

const rated = (averageRating: number | null, reviewCount: number, visible = true) =>
  ({ averageRating, reviewCount, visible }) as Pick<
    Location,
    'averageRating' | 'reviewCount' | 'visible'
  >;

describe('reviewsSummary', () => {
  it.each<[string, ReturnType<typeof rated>[], { average: number; count: number } | null]>([
    ['weighted by review count', [rated(5, 300), rated(4, 100)], { average: 4.75, count: 400 }],
    [
      'hidden and unrated locations left out',
      [rated(4, 10), rated(1, 500, false), rated(null, 9)],
      {
        average: 4,
        count: 10,
      },
    ],
    ['no reviews', [rated(4.5, 0)], null],
    ['no locations', [], null],
  ])('%s', (_, locations, summary) => {
    expect(reviewsSummary(locations)).toEqual(summary);
  });
});

describe('homeLocationCards', () => {
  it('a card for each place, to its page, its sales location speaking for it', () => {
    const locations = data.get('swan-valley-toyota')!.locations;
    const cards = homeLocationCards(getSiteBySlug('swan-valley-toyota')!, locations, now);
    const places = new Set(locations.map((l) => l.name.replace(/ - (Sales|Service|Parts)$/, '')));
    expect(cards.map((card) => card.name).sort()).toEqual([...places].sort());
    for (const card of cards) {
      expect(card.href).toBe(`/locations/${card.id}`);
      const sales = locations.find(
        (l) => l.locationType === 'sales' && l.name.startsWith(`${card.name} - `),
      );
      expect(card.phone).toBe(sales!.phone);
      expect(card.rating?.count).toBeGreaterThan(0);
    }
  });

  it('takes the site’s order and slug list (spec §2)', () => {
    const site = getSiteBySlug('southern-cross-motors')!;
    const locations = data.get('southern-cross-motors')!.locations;
    const byName = homeLocationCards(site, locations, now).map((card) => card.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en-AU')));
    const last = locations.find((l) => l.name.startsWith(`${byName.at(-1)} - `))!;
    const ordered = {
      ...site,
      home: { ...site.home, locationsCarousel: { order: [last.slug], slugs: [] } },
    };
    expect(homeLocationCards(ordered, locations, now)[0]!.name).toBe(byName.at(-1));
    const first = locations.find((l) => l.name.startsWith(`${byName[0]} - `))!;
    const listed = {
      ...site,
      home: { ...site.home, locationsCarousel: { order: [], slugs: [first.slug, last.slug] } },
    };
    expect(homeLocationCards(listed, locations, now).map((card) => card.name)).toEqual([
      byName[0],
      byName.at(-1),
    ]);
  });

  it('leaves out hidden locations', () => {
    const locations = data.get('sunshine-coast-caravans')!.locations;
    const hidden = locations.map((l) => ({ ...l, visible: false }));
    expect(homeLocationCards(caravan, hidden, now)).toEqual([]);
  });
});

describe('homeCallsToAction', () => {
  const ids = (site: Site) => homeCallsToAction(site).map((call) => `${call.id} ${call.href}`);

  it('finance, trade-in and service on pages the site offers', () => {
    expect(ids(generic)).toEqual(['finance /finance', 'trade-in /trade-in', 'service /service']);
    const [finance, tradeIn, service] = homeCallsToAction(generic);
    expect(finance!.label).toBe('Finance');
    expect(tradeIn!.label).toBe('Trade-In');
    expect(service!.label).toBe('Book a Service');
  });

  it.each<[string, Partial<SiteInput>, string[]]>([
    [
      'a site with only the finance enquiry and sell-my-car',
      {
        finance: { pages: ['finance-enquiry'] },
        tradeIn: { pages: ['sell-my-car'] },
      },
      ['finance /finance-enquiry', 'trade-in /sell-my-car', 'service /service'],
    ],
    [
      'a site with no finance page',
      { finance: { pages: [] } },
      ['trade-in /trade-in', 'service /service'],
    ],
    [
      'a site with trade-in switched off',
      {
        features: { ...input('southern-cross-motors').features, tradeIn: false },
      },
      ['finance /finance', 'service /service'],
    ],
    [
      'a site with no trade-in page',
      { tradeIn: { pages: [] } },
      ['finance /finance', 'service /service'],
    ],
  ])('%s', (_, changes, calls) => {
    expect(ids(siteWith('southern-cross-motors', changes))).toEqual(calls);
  });

  it('adds Spin to Win where the site has a promotion for its signed-in shoppers', () => {
    const toyota = siteWith('swan-valley-toyota', {});
    expect(ids(toyota).at(-1)).toBe('spin-to-win /spin-to-win');
    const spin = homeCallsToAction(toyota).at(-1)!;
    expect(spin).toMatchObject({ title: 'Spin to Win this Summer', label: 'Spin to Win' });
    // a promotion whose page is not gated (and so has no one-spin-each rule) is not offered
    const ungated = siteWith('swan-valley-toyota', {
      features: { ...input('swan-valley-toyota').features, gatedRoutes: ['checkout'] },
    });
    expect(ids(ungated)).not.toContain('spin-to-win /spin-to-win');
  });

  it('says the page’s own name: Finance Enquiry, Sell My Car', () => {
    const site = siteWith('southern-cross-motors', {
      finance: { pages: ['finance-enquiry'] },
      tradeIn: { pages: ['sell-my-car'] },
    });
    expect(homeCallsToAction(site).map((call) => call.label)).toEqual([
      'Finance Enquiry',
      'Sell My Car',
      'Book a Service',
    ]);
  });
});

describe('loadHomeData', () => {
  const sources = () => ({
    backend: vi.fn(async () => backend),
    countVisibleStock: vi.fn(async () => 42),
    listLocations: vi.fn(async (s: Site) => data.get(s.slug)!.locations),
  });

  it('asks only the stock count when no block needs more', async () => {
    const s = sources();
    const home = await loadHomeData(s, caravan, ['guarantees', 'callsToAction'], [], now);
    expect(home).toEqual({ stockCount: 42, facets: null, featured: null, locations: null });
    expect(s.backend).not.toHaveBeenCalled();
    expect(s.listLocations).not.toHaveBeenCalled();
  });

  it('asks for each block’s data', async () => {
    const s = sources();
    const home = await loadHomeData(
      s,
      caravan,
      ['hero', 'featured', 'reviews'],
      rulesAt(caravan, now),
      now,
    );
    expect(home.facets?.total).toBeGreaterThan(0);
    expect(home.featured?.cars.length).toBeGreaterThan(0);
    expect(home.locations).toHaveLength(data.get(caravan.slug)!.locations.length);
  });
});
