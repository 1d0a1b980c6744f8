import { describe, expect, it } from 'vitest';
import { type FacetDefinition } from '@dealer/template-profiles';
import { searchPageHead, searchPageTitle } from './search-metadata';
import { emptySearchState, type SearchUiState } from './search-state';

const facets: FacetDefinition[] = [
  { attribute: 'make', label: 'Make', kind: 'list' },
  { attribute: 'body', label: 'Body Type', kind: 'list' },
  { attribute: 'price', label: 'Price', kind: 'range' },
  { attribute: 'certified', label: 'Certified', kind: 'toggle' },
] as FacetDefinition[];

const state = (change: Partial<SearchUiState> = {}): SearchUiState => ({
  ...emptySearchState,
  refinements: {},
  ranges: {},
  toggles: {},
  ...change,
});

const site = { name: 'Southern Cross Motor Group', vehicleNoun: 'Cars' };

describe('searchPageTitle: each kind of search path has its own title', () => {
  it.each([
    ['Search Cars', 'Cars', 'Cars for sale'],
    ['Search Caravans', 'Caravans', 'Caravans for sale'],
    ['Used Cars', 'Cars', 'Used Cars for sale'],
    ['New and Demo Caravans', 'Caravans', 'New and Demo Caravans for sale'],
    ['Toyota Cars', 'Cars', 'Toyota Cars for sale'],
    ['Toyota RAV4 Cars', 'Cars', 'Toyota RAV4 Cars for sale'],
    ['Cars at Parramatta', 'Cars', 'Cars for sale at Parramatta'],
    [
      'Caravans at Sunshine Coast Caravans',
      'Caravans',
      'Caravans for sale at Sunshine Coast Caravans',
    ],
  ])('%s (%s): %s', (heading, noun, title) => expect(searchPageTitle(heading, noun)).toBe(title));

  it('never carries the site name (the site title pattern adds it once)', () => {
    const head = searchPageHead(
      site,
      { heading: 'Used Cars', path: '/search/used-cars' },
      state(),
      facets,
    );
    expect(head.title).not.toContain(site.name);
    expect(head.description).toBe(
      'Used Cars for sale at Southern Cross Motor Group: browse, filter and sort our cars, with prices in AUD.',
    );
  });
});

describe('searchPageHead: canonical address and indexing', () => {
  const used = { heading: 'Used Cars', path: '/search/used-cars' };

  it('a path alone is its own canonical and is indexed', () => {
    expect(searchPageHead(site, used, state(), facets)).toMatchObject({
      canonical: '/search/used-cars',
      index: true,
    });
  });

  it('sorting and paging make no page of their own', () => {
    expect(
      searchPageHead(site, used, state({ sortBy: 'price:asc', page: 4 }), facets),
    ).toMatchObject({ canonical: '/search/used-cars', index: true });
  });

  it('refinements in the query: one canonical whatever their order, not indexed', () => {
    const a = searchPageHead(
      site,
      used,
      state({ refinements: { body: ['Ute', 'SUV'], make: ['Toyota'] }, page: 2 }),
      facets,
    );
    const b = searchPageHead(
      site,
      used,
      state({ refinements: { make: ['Toyota'], body: ['SUV', 'Ute'] } }),
      facets,
    );
    expect(a.canonical).toBe('/search/used-cars?make=Toyota&body=SUV%2CUte');
    expect(b.canonical).toBe(a.canonical);
    expect(a.index).toBe(false);
  });

  it.each([
    ['a text search', state({ query: 'towbar' })],
    ['a price range', state({ ranges: { price: { min: 10000 } } })],
    ['a switch', state({ toggles: { certified: true } })],
  ])('%s is a combination: not indexed', (_, refined) =>
    expect(searchPageHead(site, used, refined, facets).index).toBe(false),
  );
});
