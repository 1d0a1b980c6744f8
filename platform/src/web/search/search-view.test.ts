import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptySearchState,
  type FacetDefinition,
  type SearchUiState,
} from '../../search/address/search-state';
import {
  facetValuesOf,
  highestFirstButtonLabel,
  searchViewOf,
  searchViewOfResults,
  toggledValue,
  viewWithState,
  withoutFilters,
  withPage,
  withQuery,
  withRange,
  withRangeHighestFirst,
  withSort,
  withToggle,
} from './search-view';

const facets: FacetDefinition[] = [
  { attribute: 'make', label: 'Make', kind: 'list', control: 'makeCards' },
  { attribute: 'model', label: 'Model', kind: 'list', control: 'makeModels' },
  { attribute: 'body', label: 'Body Type', kind: 'list' },
  { attribute: 'price', label: 'Price', kind: 'range' },
  { attribute: 'certified', label: 'Certified', kind: 'toggle' },
];

const state = (patch: Partial<SearchUiState> = {}): SearchUiState => ({
  ...emptySearchState,
  refinements: {},
  ranges: {},
  toggles: {},
  ...patch,
});

describe('facetValuesOf', () => {
  it.each<{
    name: string;
    distribution: Record<string, number> | undefined;
    refined: string[];
    order: 'count' | 'refinedFirst';
    expected: string[];
  }>([
    {
      name: 'orders by count, then name',
      distribution: { Mazda: 3, Kia: 5, Audi: 3 },
      refined: [],
      order: 'refinedFirst' as const,
      expected: ['Kia:5', 'Audi:3', 'Mazda:3'],
    },
    {
      name: 'puts chosen values first where the list asks for it',
      distribution: { Mazda: 3, Kia: 5, Audi: 1 },
      refined: ['Audi'],
      order: 'refinedFirst' as const,
      expected: ['Audi:1*', 'Kia:5', 'Mazda:3'],
    },
    {
      name: 'keeps chosen makes in their place (the cards do not jump)',
      distribution: { Mazda: 3, Kia: 5, Audi: 1 },
      refined: ['Audi'],
      order: 'count' as const,
      expected: ['Kia:5', 'Mazda:3', 'Audi:1*'],
    },
    {
      name: 'keeps a chosen value the results no longer hold, with 0',
      distribution: { Kia: 5 },
      refined: ['Tesla'],
      order: 'refinedFirst' as const,
      expected: ['Tesla:0*', 'Kia:5'],
    },
    {
      name: 'has no values without a distribution',
      distribution: undefined,
      refined: [],
      order: 'count' as const,
      expected: [],
    },
  ])('$name', ({ distribution, refined, order, expected }) => {
    expect(
      facetValuesOf(distribution, refined, order).map(
        (v) => `${v.value}:${v.count}${v.isRefined ? '*' : ''}`,
      ),
    ).toEqual(expected);
  });

  it('lists every value once, with the distribution’s counts (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.nat()),
        fc.array(fc.string({ minLength: 1 })),
        (distribution, refined) => {
          const values = facetValuesOf(distribution, refined, 'refinedFirst');
          const names = values.map((v) => v.value);
          expect(new Set(names).size).toBe(names.length);
          for (const v of values)
            expect(v.count).toBe(Object.hasOwn(distribution, v.value) ? distribution[v.value] : 0);
          // chosen values first
          const firstUnchosen = values.findIndex((v) => !v.isRefined);
          if (firstUnchosen >= 0)
            expect(values.slice(firstUnchosen).some((v) => v.isRefined)).toBe(false);
        },
      ),
    );
  });
});

describe('searchViewOf', () => {
  const main = {
    hits: [],
    total: 12,
    page: 1,
    totalPages: 1,
    facetDistribution: {
      make: { Toyota: 12 },
      body: { SUV: 7, Ute: 5 },
      certified: { true: 2, false: 10 },
    },
    facetStats: { price: { min: 12_000, max: 48_000 } },
  };

  it('takes a refined facet’s counts from its own query, the others from the main one', () => {
    const s = state({ refinements: { make: ['Toyota'] }, ranges: { price: { max: 30_000 } } });
    const view = searchViewOf(s, facets, main, {
      make: { facetDistribution: { make: { Toyota: 12, Mazda: 9 } } },
      price: { facetStats: { price: { min: 5_000, max: 90_000 } } },
    });
    expect(view.facetValues.make).toEqual([
      { value: 'Toyota', label: 'Toyota', count: 12, isRefined: true },
      { value: 'Mazda', label: 'Mazda', count: 9, isRefined: false },
    ]);
    expect(view.facetValues.body?.map((v) => v.value)).toEqual(['SUV', 'Ute']);
    expect(view.rangeBounds.price).toEqual([5_000, 90_000]);
  });

  it.each([
    { stats: undefined, bounds: null },
    { stats: { min: 5, max: 5 }, bounds: null },
    { stats: { min: 5, max: 9 }, bounds: [5, 9] },
  ])('offers a range only when it has room: $stats', ({ stats, bounds }) => {
    const view = searchViewOf(
      state(),
      facets,
      { ...main, facetStats: stats && { price: stats } },
      {},
    );
    expect(view.rangeBounds.price).toEqual(bounds);
  });

  it.each([
    { on: false, trues: 2, available: true },
    { on: false, trues: 0, available: false },
    { on: true, trues: 0, available: true },
  ])('offers a switch when it can change the results: on $on, $trues true', (row) => {
    const s = state({ toggles: row.on ? { certified: true } : {} });
    const answer = { ...main, facetDistribution: { certified: { true: row.trues } } };
    const view = searchViewOf(s, facets, answer, row.on ? { certified: answer } : {});
    expect(view.toggleAvailable.certified).toBe(row.available);
  });
});

describe('the shopper’s changes', () => {
  const onPage3 = state({ page: 3 });
  it.each([
    ['choosing a value', toggledValue(onPage3, 'make', 'Kia'), { make: ['Kia'] }],
    [
      'unchoosing the last value',
      toggledValue(state({ page: 3, refinements: { make: ['Kia'] } }), 'make', 'Kia'),
      {},
    ],
  ])('%s goes back to page 1', (_name, next, refinements) => {
    expect(next.page).toBe(1);
    expect(next.refinements).toEqual(refinements);
  });

  it('sets and clears ranges and switches, back on page 1', () => {
    expect(withRange(onPage3, 'price', { max: 20_000 })).toMatchObject({
      page: 1,
      ranges: { price: { max: 20_000 } },
    });
    expect(withRange(state({ ranges: { price: { max: 1 } } }), 'price', null).ranges).toEqual({});
    expect(withRange(onPage3, 'price', {}).ranges).toEqual({});
    expect(withToggle(onPage3, 'certified', true)).toMatchObject({
      page: 1,
      toggles: { certified: true },
    });
    expect(withToggle(state({ toggles: { certified: true } }), 'certified', false).toggles).toEqual(
      {},
    );
  });

  it('keeps the default sort out of the state, trims the query, pages from 1', () => {
    expect(withSort(onPage3, 'price:asc', 'created_at:desc')).toMatchObject({
      sortBy: 'price:asc',
      page: 1,
    });
    expect(
      withSort(state({ sortBy: 'price:asc' }), 'created_at:desc', 'created_at:desc').sortBy,
    ).toBeNull();
    expect(withQuery(onPage3, '  hilux ')).toMatchObject({ query: 'hilux', page: 1 });
    expect(withPage(onPage3, 0).page).toBe(1);
    expect(withPage(onPage3, 4).page).toBe(4);
  });

  it('Clear all removes every filter and keeps the query and the sort', () => {
    const busy = state({
      query: 'hilux',
      sortBy: 'price:asc',
      page: 2,
      refinements: { make: ['Toyota'] },
      ranges: { price: { min: 1 } },
      toggles: { certified: true },
    });
    expect(withoutFilters(busy)).toEqual(state({ query: 'hilux', sortBy: 'price:asc' }));
  });
});

describe('the price slider’s highest-first search (spec §2)', () => {
  const bounds = [5_000, 250_000] as const;
  it.each<[string, [number, number], { min?: number; max?: number } | undefined]>([
    ['a range inside the bounds', [10_000, 40_000], { min: 10_000, max: 40_000 }],
    ['a range from the lower bound', [5_000, 40_000], { max: 40_000 }],
    ['a range to the upper bound', [10_000, 250_000], { min: 10_000 }],
    ['the whole range', [5_000, 250_000], undefined],
  ])('%s: sorted by price descending, back on page 1', (_name, range, refinement) => {
    const next = withRangeHighestFirst(
      state({ page: 3, sortBy: 'km:asc', refinements: { make: ['Kia'] } }),
      'price',
      range,
      bounds,
      'created_at_timestamp:desc',
    );
    expect(next).toMatchObject({ sortBy: 'price:desc', page: 1, refinements: { make: ['Kia'] } });
    expect(next.ranges.price).toEqual(refinement);
  });

  it('keeps no sort in the state when the site sorts by price descending already', () => {
    expect(
      withRangeHighestFirst(state(), 'price', [6_000, 9_000], bounds, 'price:desc').sortBy,
    ).toBeNull();
  });

  const sorts = [
    { value: 'price:asc', label: 'Price: Low to High' },
    { value: 'price:desc', label: 'Price: High to Low' },
  ];
  const price: FacetDefinition = {
    attribute: 'price',
    label: 'Price',
    kind: 'range',
    highestFirstLabel: 'Search Price: High to Low',
  };
  it.each<[string, FacetDefinition, typeof sorts, string | null]>([
    ['the price facet of a site sorting by price', price, sorts, 'Search Price: High to Low'],
    ['a site without the descending sort', price, sorts.slice(0, 1), null],
    ['a range facet without a label', { ...price, highestFirstLabel: undefined }, sorts, null],
    ['a facet of another attribute', { ...price, attribute: 'km' }, sorts, null],
  ])('button label: %s', (_name, facet, offered, label) => {
    expect(highestFirstButtonLabel(facet, offered)).toBe(label);
  });
});

describe('viewWithState', () => {
  it('shows a change before the search answers: chosen values marked, counts kept', () => {
    const view = searchViewOf(
      state(),
      facets,
      {
        hits: [],
        total: 3,
        page: 1,
        totalPages: 1,
        facetDistribution: { make: { Kia: 2, Audi: 1 } },
      },
      {},
    );
    const next = viewWithState(view, toggledValue(view.state, 'make', 'Audi'), facets);
    expect(next.facetValues.make).toEqual([
      { value: 'Kia', label: 'Kia', count: 2, isRefined: false },
      { value: 'Audi', label: 'Audi', count: 1, isRefined: true },
    ]);
    expect(next.total).toBe(3);
  });
});

describe('searchViewOfResults', () => {
  it('reads InstantSearch’s facets (disjunctive already) and pages from 1', () => {
    const s = state({ refinements: { make: ['Kia'] } });
    const view = searchViewOfResults(
      {
        hits: [{ id: 1 }],
        nbHits: 40,
        page: 1,
        nbPages: 2,
        facets: [],
        disjunctiveFacets: [
          { name: 'make', data: { Kia: 40, Audi: 3 } },
          { name: 'price', data: { '10': 1 }, stats: { min: 10, max: 20 } },
        ],
      },
      s,
      facets,
    );
    expect(view.page).toBe(2);
    expect(view.total).toBe(40);
    expect(view.facetValues.make?.map((v) => `${v.value}:${v.count}`)).toEqual([
      'Kia:40',
      'Audi:3',
    ]);
    expect(view.rangeBounds.price).toEqual([10, 20]);
  });
});
