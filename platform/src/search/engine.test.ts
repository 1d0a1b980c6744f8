import { describe, expect, it } from 'vitest';
import { SearchError } from './errors';
import { SearchIndex, highlightText } from './engine';

const settings = {
  searchableAttributes: ['make', 'model', 'badge', 'stocknum'],
  filterableAttributes: [
    'make',
    'model',
    'price',
    'km',
    'tag',
    'dealership_id',
    'features',
    'certified',
  ],
  sortableAttributes: ['price', 'km', 'year', 'make'],
  faceting: { maxValuesPerFacet: 100 },
};

const cars = [
  {
    id: 1,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    stocknum: 'U1001',
    price: 24990,
    km: 45000,
    year: 2021,
    tag: null,
    dealership_id: 1,
    features: ['Apple CarPlay'],
    certified: true,
  },
  {
    id: 2,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    stocknum: 'U1002',
    price: 38990,
    km: 30000,
    year: 2022,
    tag: 'One Owner',
    dealership_id: 1,
    features: ['Apple CarPlay', 'Tow Bar'],
    certified: false,
  },
  {
    id: 3,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    stocknum: 'U1003',
    price: 31990,
    km: 52000,
    year: 2020,
    tag: null,
    dealership_id: 1,
    features: [],
    certified: false,
  },
  {
    id: 4,
    make: 'Ford',
    model: 'Ranger',
    badge: 'XLT',
    stocknum: 'U2001',
    price: 0,
    km: 80000,
    year: 2019,
    tag: 'Clearance',
    dealership_id: 2,
    features: ['Tow Bar'],
    certified: false,
  },
  {
    id: 5,
    make: 'toyota',
    model: 'HiLux',
    badge: 'SR5',
    stocknum: 'U2002',
    price: 52990,
    km: 20000,
    year: 2023,
    dealership_id: 2,
    features: ['Tow Bar'],
    certified: false,
  },
  {
    id: 6,
    make: 'Kia',
    model: 'Sportage',
    badge: 'SX',
    stocknum: 'U2003',
    price: 35990,
    km: null,
    year: 2022,
    tag: null,
    dealership_id: 2,
    features: [],
    certified: false,
  },
];

function index() {
  const i = new SearchIndex('stock', settings);
  i.replaceAll(cars);
  return i;
}
const ids = (r: { hits: { id?: unknown }[] }) => r.hits.map((h) => h.id);

describe('embedded search engine', () => {
  it('filters with Meilisearch semantics, case-insensitive for strings', () => {
    expect(ids(index().search({ filter: 'make = TOYOTA' }))).toEqual([1, 2, 5]);
    expect(ids(index().search({ filter: [['make = Mazda', 'make = Ford'], 'price > 0'] }))).toEqual(
      [3],
    );
    expect(ids(index().search({ filter: 'tag != Clearance' }))).toEqual([1, 2, 3, 5, 6]);
    expect(
      ids(index().search({ filter: 'features = "Tow Bar" AND price 30000 TO 60000' })),
    ).toEqual([2, 5]);
  });

  it('finds text by prefix and with typos, ranking make matches first', () => {
    expect(ids(index().search({ q: 'corola' }))).toEqual([1]);
    expect(ids(index().search({ q: 'rav' }))).toEqual([2]);
    expect(ids(index().search({ q: 'toyota hilux' }))).toEqual([5]);
    expect(ids(index().search({ q: 'U200' })).sort()).toEqual([4, 5, 6]);
    expect(ids(index().search({ q: 'zzzz' }))).toEqual([]);
  });

  it.each([
    ['tyoota', [1, 2, 5]],
    ['mzada', [3]],
    ['hilxu', [5]],
    ['corlola', [1]],
    ['rangre', [4]],
    ['toyota hilxu', [5]],
    ['tyoota corolla', [1]],
  ])('finds %s: two adjacent letters swapped are one typo', (q, expected) => {
    expect(ids(index().search({ q }))).toEqual(expected);
  });

  it.each([
    ['kai', 'below 5 letters, no typo'],
    ['fodr', 'below 5 letters, no typo'],
    ['otyota', 'the first letter counts two typos'],
    ['tyotoa', 'two swaps are two typos'],
  ])('does not find %s (%s)', (q) => {
    expect(ids(index().search({ q }))).toEqual([]);
  });

  it('ranks exact matches above typo matches', () => {
    const stock = new SearchIndex('stock', settings);
    stock.replaceAll([
      { id: 10, make: 'Land Rover', model: 'Range Rover' }, // 'range' is one typo from 'ranger'
      { id: 11, make: 'Ford', model: 'Ranger' },
      { id: 12, make: 'Ford', model: 'Rnager' },
    ]);
    expect(ids(stock.search({ q: 'ranger' }))).toEqual([11, 10, 12]);
    expect(ids(stock.search({ q: 'rnager' }))).toEqual([12, 11]);
  });

  it('sorts on several keys, numbers ascending or descending, missing values last', () => {
    expect(ids(index().search({ sort: ['price:desc'] }))).toEqual([5, 2, 6, 3, 1, 4]);
    expect(ids(index().search({ sort: ['km:asc'] }))).toEqual([5, 2, 1, 3, 4, 6]);
    expect(ids(index().search({ sort: ['km:desc'] }))).toEqual([4, 3, 1, 2, 5, 6]);
    expect(ids(index().search({ sort: ['make:asc', 'price:asc'] }))).toEqual([4, 6, 3, 1, 2, 5]);
  });

  it('keeps the top of a large result exact when only a page is needed', () => {
    const many = new SearchIndex('stock', settings);
    const docs = Array.from({ length: 500 }, (_, i) => ({
      id: i,
      make: 'X',
      price: (i * 7919) % 500,
    }));
    many.replaceAll(docs);
    const top = many.search({ sort: ['price:desc'], limit: 5 });
    expect(top.hits.map((h) => h.price)).toEqual([499, 498, 497, 496, 495]);
    const page3 = many.search({ sort: ['price:asc'], offset: 20, limit: 3 });
    expect(page3.hits.map((h) => h.price)).toEqual([20, 21, 22]);
  });

  it('counts facets alphabetically within the results, with numeric stats', () => {
    const r = index().search({
      facets: ['make', 'features', 'price'],
      filter: 'dealership_id = 2',
    });
    // one spelling per value, whatever the case of the matching documents
    expect(Object.keys(r.facetDistribution!.make!)).toEqual(['Ford', 'Kia', 'Toyota']);
    expect(r.facetDistribution!.features).toEqual({ 'Tow Bar': 2 });
    expect(r.facetStats!.price).toEqual({ min: 0, max: 52990 });
  });

  it('answers both pagination shapes and honours the limit exactly', () => {
    const offset = index().search({ limit: 2, offset: 1 });
    expect(offset).toMatchObject({ limit: 2, offset: 1, estimatedTotalHits: 6 });
    expect(ids(offset)).toEqual([2, 3]);
    const pages = index().search({ hitsPerPage: 4, page: 2 });
    expect(pages).toMatchObject({ hitsPerPage: 4, page: 2, totalPages: 2, totalHits: 6 });
    expect(ids(pages)).toEqual([5, 6]);
    expect(index().search({ limit: 0, facets: ['make'] }).hits).toEqual([]);
  });

  it('retrieves only the asked attributes and highlights matches in _formatted', () => {
    const r = index().search({
      q: 'rav',
      attributesToRetrieve: ['id', 'model'],
      attributesToHighlight: ['model'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(r.hits[0]).toEqual({
      id: 2,
      model: 'RAV4',
      _formatted: { id: 2, model: '<mark>RAV</mark>4' },
    });
  });

  it('holds every search to the server rules: a client filter narrows, never widens', () => {
    const rules = ['dealership_id = 1'];
    expect(ids(index().search({}, rules))).toEqual([1, 2, 3]);
    expect(ids(index().search({ filter: 'dealership_id = 2' }, rules))).toEqual([]);
    expect(
      ids(index().search({ filter: 'dealership_id = 2 OR dealership_id = 1' }, rules)),
    ).toEqual([1, 2, 3]);
    expect(ids(index().search({ filter: 'NOT make = Mazda' }, rules))).toEqual([1, 2]);
    const facets = index().search({ facets: ['make'] }, rules).facetDistribution!.make!;
    expect(facets).toEqual({ Mazda: 1, Toyota: 2 });
  });

  it.each([
    [{ filter: 'colour = Red' }, 'invalid_search_filter', /Attribute `colour` is not filterable/],
    [{ filter: 'make = ' }, 'invalid_search_filter', /./],
    [{ sort: ['colour:asc'] }, 'invalid_search_sort', /not sortable/],
    [{ sort: ['price'] }, 'invalid_search_sort', /:asc/],
    [{ facets: ['colour'] }, 'invalid_search_facets', /not filterable/],
  ])('rejects %j with %s', (request, code, message) => {
    try {
      index().search(request);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SearchError);
      expect((error as SearchError).code).toBe(code);
      expect((error as SearchError).message).toMatch(message);
    }
  });

  it('answers a filter too deep or nested too far as invalid_search_filter', () => {
    for (const filter of [`${'('.repeat(20_000)}make = Ford`, [['make = Ford', ['make = Kia']]]]) {
      try {
        index().search({ filter: filter as never });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(SearchError);
        expect((error as SearchError).code).toBe('invalid_search_filter');
      }
    }
  });

  it('searches facet values within the results', () => {
    const r = index().facetSearch({ facetName: 'make', facetQuery: 'to' });
    expect(r.facetHits).toEqual([{ value: 'Toyota', count: 3 }]);
    const scoped = index().facetSearch({ facetName: 'make', facetQuery: 'to' }, [
      'dealership_id = 2',
    ]);
    expect(scoped.facetHits).toEqual([{ value: 'Toyota', count: 1 }]);
  });
});

describe('highlightText', () => {
  it.each([
    ['Toyota RAV4 GX', ['gx'], ['rav'], '<em>RAV</em>4 <em>GX</em>'],
    ['Corolla', ['corolla'], ['corola'], '<em>Corolla</em>'],
    ['Ascent Sport', [], [], 'Ascent Sport'],
  ])('highlights %s', (text, matched, prefixes, expected) => {
    expect(highlightText(text, new Set(matched), prefixes, '<em>', '</em>')).toContain(expected);
  });
});
