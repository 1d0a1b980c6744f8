import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { generateDemoData } from '../../demo';
import { slugOf } from '../../domain/slug';
import { EmbeddedSearch, rulesAt } from '../../search';
import { savedSearchAddress, savedSearchMatches } from '../../search/address/saved-search-address';
import { loadSearchPathContext } from '../../search/address/search-path-context';
import { serverSearchView } from '../search/server-search-view';

const now = new Date('2026-11-22T00:00:00Z');
const site = getSiteBySlug('swan-valley-toyota') as Site;
const data = generateDemoData(site, { now });
const stock = {
  listCars: async () => data.cars,
  listLocations: async () => data.locations,
};
const backend = new EmbeddedSearch(stock);
const rules = rulesAt(site, now);
const context = () => loadSearchPathContext(backend, stock, site, now);

// the model with the most used cars in the demo stock
const usedCounts = new Map<string, number>();
for (const car of data.cars.filter((c) => c.carType === 'used' && c.status === 'in_stock')) {
  const key = `${car.make}|${car.model}`;
  usedCounts.set(key, (usedCounts.get(key) ?? 0) + 1);
}
const [make, model] = [...usedCounts.entries()].sort((a, b) => b[1] - a[1])[0]![0].split('|') as [
  string,
  string,
];
const modelPath = `/search/${slugOf(make)}/${slugOf(model)}`;

describe('savedSearchAddress: a search page’s address, normalised', () => {
  it('keeps the path and the refinements, in the site’s order, without sort, page or unknown names', async () => {
    const address = savedSearchAddress(
      site,
      await context(),
      `/search/${slugOf(make).toUpperCase()}/${slugOf(model)}?sortBy=price:asc&page=3&utm_source=x&car_type=used,demo&query=%20auto%20`,
    );
    expect(address).toMatchObject({
      path: modelPath,
      query: 'query=auto&car_type=demo%2Cused',
      heading: `${make} ${model} Cars`,
    });
    expect(address!.state).toMatchObject({ page: 1, sortBy: null, query: 'auto' });
  });

  it('names the search of everything with no refinements as /search', async () => {
    expect(savedSearchAddress(site, await context(), '/search')).toMatchObject({
      path: '/search',
      query: '',
      heading: 'Search Cars',
    });
  });

  it.each([
    ['another page', '/cars/some-car'],
    ['the home page', '/'],
    ['a make the site does not have', '/search/lamborghini'],
    ['another site', 'https://evil.example.com/search'],
    ['a protocol-relative address', '//evil.example.com/search'],
    ['a path too deep', '/search/toyota/rav4/extra'],
  ])('is no search for %s', async (_case, address) => {
    expect(savedSearchAddress(site, await context(), address)).toBeNull();
  });
});

describe('savedSearchMatches: every car a saved search matches', () => {
  it('is the cars of the search page, in its order, with the price a shopper sees', async () => {
    const address = savedSearchAddress(site, await context(), `${modelPath}?car_type=used`)!;
    const matches = await savedSearchMatches(backend, site, address, rules);
    const view = await serverSearchView(backend, site, address.state, address.options, rules);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBe(view.total);
    expect(matches.slice(0, view.hits.length).map((c) => c.id)).toEqual(view.hits.map((h) => h.id));
    for (const car of matches) {
      const stored = data.cars.find((c) => c.id === car.id)!;
      expect(stored).toMatchObject({
        make,
        model,
        carType: 'used',
        slug: car.slug,
        name: car.name,
      });
      const shown =
        stored.offerPrice !== null && stored.offerPrice > 10 && stored.offerPrice !== stored.price
          ? stored.offerPrice
          : stored.price;
      expect(car.price).toBe(shown);
    }
  });

  it('follows every car of a large search, page after page, each once', async () => {
    const address = savedSearchAddress(site, await context(), '/search')!;
    const matches = await savedSearchMatches(backend, site, address, rules);
    const view = await serverSearchView(backend, site, address.state, address.options, rules);
    expect(view.total).toBeGreaterThan(250);
    expect(matches.length).toBe(Math.min(view.total, 1000));
    expect(new Set(matches.map((c) => c.id)).size).toBe(matches.length);
  });
});
