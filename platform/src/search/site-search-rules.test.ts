import { describe, expect, it } from 'vitest';
import { demoSites, getSiteBySlug, siteSchema, type Site } from '@dealer/site-config';
import { isStockVisible } from '../domain/stock-visibility';
import { generateDemoData } from '../demo';
import { stockDocument } from '../domain/stock-document';
import { SearchIndex } from './engine';
import { stockIndexSettings } from './settings';
import { siteSearchRules } from '../domain/site-search-rules';

const now = new Date('2026-11-22T00:00:00Z');

function indexOf(site: Site) {
  const data = generateDemoData(site, { now });
  const index = new SearchIndex('stock', stockIndexSettings);
  index.replaceAll(
    data.cars.map(
      (car) =>
        stockDocument(car as never, {
          dealership: site.dealerships.find((d) => d.id === car.dealershipId)!,
          location: data.locations.find((l) => l.id === car.locationId)!,
        }) as never,
    ),
  );
  return { index, cars: data.cars };
}

describe('site search rules in the search engine', () => {
  it.each(demoSites.map((s) => s.slug))(
    'find exactly the cars the stock visibility rule shows on %s',
    (slug) => {
      const site = getSiteBySlug(slug)!;
      const { index, cars } = indexOf(site);
      const expected = cars
        .filter((car) => isStockVisible(car, site.search.stockRule, now))
        .map((c) => c.id)
        .sort((a, b) => a - b);
      const found = index
        .search({ limit: 5000, attributesToRetrieve: ['id'] }, siteSearchRules(site, now))
        .hits.map((h) => h.id as number)
        .sort((a, b) => a - b);
      expect(found).toEqual(expected);
      expect(found.length).toBeGreaterThan(0);
    },
  );

  it('applies every per-site override the same way as the domain rule', () => {
    const base = getSiteBySlug('swan-valley-toyota')!;
    const site = siteSchema.parse({
      ...demoSites.find((s) => s.slug === base.slug),
      search: {
        stockRule: {
          soldWithinDays: 10,
          inStockOnly: false,
          excludedStockNumbers: ['U3010002', 'N3010001'],
          excludeNewMakes: ['toyota'],
          requirePhotos: true,
          excludeTags: ['Clearance'],
        },
        searchFilters: ['year >= 2015'],
      },
    });
    const { index, cars } = indexOf(site);
    const expected = cars
      .filter((car) => isStockVisible(car, site.search.stockRule, now) && car.year >= 2015)
      .map((c) => c.id);
    const found = index
      .search({ limit: 5000, attributesToRetrieve: ['id'] }, siteSearchRules(site, now))
      .hits.map((h) => h.id);
    expect(new Set(found)).toEqual(new Set(expected));
    expect(found.some((id) => cars.find((c) => c.id === id)!.carType === 'new')).toBe(false);
  });

  it('scopes to the site’s dealerships whatever the client asks', () => {
    const site = getSiteBySlug('harbour-city-cars')!;
    const { index } = indexOf(getSiteBySlug('southern-cross-motors')!);
    const rules = siteSearchRules(site, now);
    expect(index.search({ filter: 'dealership_id = 101' }, rules).hits).toEqual([]);
    expect(index.search({ filter: 'dealership_id EXISTS OR price > 0' }, rules).hits).toEqual([]);
  });
});
