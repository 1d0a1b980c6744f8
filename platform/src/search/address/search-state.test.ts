import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  type FacetDefinition,
  parseSearchParams,
  searchStateFilter,
  searchStateToParams,
  searchStateToRequest,
  type SearchUiState,
  sortRules,
} from './search-state';

const facets: FacetDefinition[] = [
  { attribute: 'make', label: 'Make', kind: 'list' },
  { attribute: 'model', label: 'Model', kind: 'list' },
  { attribute: 'price', label: 'Price', kind: 'range' },
  { attribute: 'km', label: 'Kilometres', kind: 'range' },
  { attribute: 'certified', label: 'Certified', kind: 'toggle' },
];
const sorts = [
  { value: 'price:asc', label: 'Price: Low to High' },
  { value: 'price:desc', label: 'Price: High to Low' },
];
const params = (text: string) => new URLSearchParams(text);

describe('search URL state', () => {
  it('reads query, page, sort, lists, ranges and toggles', () => {
    expect(
      parseSearchParams(
        params(
          'query=rav4&make=Toyota,Mazda&price=5000:30000&km=:100000&certified=true&sortBy=price:asc&page=3',
        ),
        facets,
        sorts,
      ),
    ).toEqual({
      query: 'rav4',
      page: 3,
      sortBy: 'price:asc',
      refinements: { make: ['Toyota', 'Mazda'] },
      ranges: { price: { min: 5000, max: 30000 }, km: { min: undefined, max: 100000 } },
      toggles: { certified: true },
    });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['sortBy=vin:asc', { sortBy: null }],
    ['price=abc:def', { ranges: {} }],
    ['colour=Red', { refinements: {} }],
  ])('ignores the bad value in %s', (text, expected) => {
    expect(parseSearchParams(params(text), facets, sorts)).toMatchObject(expected);
  });

  it('writes the page only when it is not 1, and leaves defaults out', () => {
    const state: SearchUiState = {
      query: '',
      page: 1,
      sortBy: null,
      refinements: { make: ['Toyota'] },
      ranges: {},
      toggles: {},
    };
    expect(searchStateToParams(state, facets).toString()).toBe('make=Toyota');
    expect(searchStateToParams({ ...state, page: 2 }, facets).toString()).toBe(
      'make=Toyota&page=2',
    );
  });

  it('round-trips any state through the URL', () => {
    const value = fc
      .stringMatching(/^[A-Za-z0-9 -]{1,12}$/)
      .filter((v) => v.trim() === v && v.length > 0);
    const state = fc.record({
      query: fc.stringMatching(/^[a-z0-9]{0,10}$/),
      page: fc.integer({ min: 1, max: 50 }),
      sortBy: fc.constantFrom(null, 'price:asc', 'price:desc'),
      refinements: fc.record(
        { make: fc.uniqueArray(value, { minLength: 1, maxLength: 3 }) },
        { requiredKeys: [] },
      ),
      ranges: fc.record(
        {
          price: fc.record({
            min: fc.integer({ min: 0, max: 100000 }),
            max: fc.integer({ min: 0, max: 300000 }),
          }),
        },
        { requiredKeys: [] },
      ),
      toggles: fc.record({ certified: fc.constant(true) }, { requiredKeys: [] }),
    });
    fc.assert(
      fc.property(state, (s) => {
        expect(parseSearchParams(searchStateToParams(s, facets), facets, sorts)).toEqual(s);
      }),
    );
  });
});

describe('search request of a state', () => {
  const options = {
    baseFilter: 'car_type IN ["used"]',
    facets,
    hitsPerPage: 21,
    defaultSort: 'created_at_timestamp:desc',
    priceAscendingExcludesZero: true,
  };
  const state = parseSearchParams(
    params('make=Toyota,Mazda&price=5000:&certified=true&page=2'),
    facets,
    sorts,
  );

  it('ANDs the base filter with each refinement, OR within a facet', () => {
    expect(searchStateToRequest(state, options)).toEqual({
      q: '',
      filter: [
        'car_type IN ["used"]',
        ['"make"="Toyota"', '"make"="Mazda"'],
        '"price">=5000',
        '"certified"=true',
      ],
      facets: ['make', 'model', 'price', 'km', 'certified'],
      sort: ['created_at_timestamp:desc'],
      hitsPerPage: 21,
      page: 2,
    });
  });

  it('leaves price 0 out of price ascending where the site says so', () => {
    expect(searchStateFilter({ ...state, sortBy: 'price:asc' }, options)).toContain('price > 0');
    expect(
      searchStateFilter(
        { ...state, sortBy: 'price:asc' },
        { ...options, priceAscendingExcludesZero: false },
      ),
    ).not.toContain('price > 0');
  });

  it('leaves a facet’s own refinement out for its disjunctive counts', () => {
    expect(searchStateFilter(state, options, 'make')).not.toContainEqual([
      '"make"="Toyota"',
      '"make"="Mazda"',
    ]);
  });
});

describe('activeFilterCount', () => {
  it.each([
    [{ refinements: {}, ranges: {}, toggles: {} }, 0],
    [{ refinements: { make: ['Toyota', 'Mazda'] }, ranges: {}, toggles: {} }, 2],
    [{ refinements: { make: [] }, ranges: { price: {} }, toggles: { certified: false } }, 0],
    [
      {
        refinements: {},
        ranges: { price: { max: 30000 }, km: { min: 0, max: 50000 } },
        toggles: {},
      },
      2,
    ],
    [
      {
        refinements: { body: ['SUV'] },
        ranges: { year: { min: 2020 } },
        toggles: { certified: true },
      },
      3,
    ],
  ])('%o -> %s', (state, count) => {
    expect(activeFilterCount(state)).toBe(count);
  });
});

describe('sortRules', () => {
  it.each([
    ['price:asc', ['price:asc']],
    [
      'certified_rank:desc,created_at_timestamp:desc',
      ['certified_rank:desc', 'created_at_timestamp:desc'],
    ],
    ['a:asc,b:desc,c:asc', ['a:asc', 'b:desc', 'c:asc']],
    ['_geoPoint(-33.8,151.2):asc', ['_geoPoint(-33.8,151.2):asc']],
  ])('%s is %j', (sort, rules) => {
    expect(sortRules(sort)).toEqual(rules);
  });
});
