import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { generateDemoData } from '../demo';
import { EmbeddedSearch } from './embedded';
import { handleSearchProtocol } from './protocol';

const now = new Date('2026-11-22T00:00:00Z');
const site = getSiteBySlug('harbour-city-cars')!;
const other = getSiteBySlug('southern-cross-motors')!;
const data = new Map([site, other].map((s) => [s.slug, generateDemoData(s, { now })] as const));
const backend = new EmbeddedSearch({
  listCars: async (s: Site) => data.get(s.slug)!.cars,
  listLocations: async (s: Site) => data.get(s.slug)!.locations,
});

const post = (path: string, body: unknown, s: Site = site) =>
  handleSearchProtocol(
    backend,
    s,
    'POST',
    path.split('/'),
    typeof body === 'string' ? body : JSON.stringify(body),
    now,
  );

describe('search protocol', () => {
  it('answers a multi-search as instant-meilisearch sends it', async () => {
    const response = await post('multi-search', {
      queries: [
        {
          indexUid: 'stock',
          q: '',
          facets: ['make', 'price'],
          filter: [['car_type="used"']],
          attributesToHighlight: ['*'],
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
          limit: 21,
          offset: 0,
          sort: ['price:asc'],
        },
        { indexUid: 'stock', q: '', facets: ['make'], limit: 0, offset: 0 },
      ],
    });
    expect(response.status).toBe(200);
    const { results } = response.body as { results: Record<string, unknown>[] };
    expect(results).toHaveLength(2);
    const [main] = results as [
      {
        hits: { price: number; dealership_id: number }[];
        estimatedTotalHits: number;
        facetStats: unknown;
      },
    ];
    expect(main.hits).toHaveLength(21);
    expect(main.hits.every((h) => h.dealership_id === 201)).toBe(true);
    const prices = main.hits.map((h) => h.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(main.estimatedTotalHits).toBeGreaterThan(100);
    expect(main.facetStats).toHaveProperty('price');
  });

  it('serves search and facet-search on the index', async () => {
    const search = await post('indexes/stock/search', { q: 'toyota', hitsPerPage: 5, page: 1 });
    expect(search.status).toBe(200);
    expect(search.body).toMatchObject({ hitsPerPage: 5, page: 1 });
    const facets = await post('indexes/stock/facet-search', {
      facetName: 'make',
      facetQuery: 'toy',
    });
    expect(facets.status).toBe(200);
    expect((facets.body as { facetHits: { value: string }[] }).facetHits[0]?.value).toBe('Toyota');
  });

  it('never shows another site’s stock', async () => {
    const response = await post('indexes/stock/search', {
      filter: 'dealership_id = 101',
      limit: 50,
    });
    expect((response.body as { hits: unknown[] }).hits).toEqual([]);
  });

  it.each([
    ['malformed JSON', 'indexes/stock/search', '{"q": ', 400, 'malformed_payload'],
    ['an unknown field', 'indexes/stock/search', { q: 'x', colour: 'red' }, 400, 'bad_request'],
    [
      'a broken filter',
      'indexes/stock/search',
      { filter: 'make = "Toyota' },
      400,
      'invalid_search_filter',
    ],
    [
      'a filter on an unknown attribute',
      'indexes/stock/search',
      { filter: 'secret = 1' },
      400,
      'invalid_search_filter',
    ],
    [
      'an unknown facet',
      'indexes/stock/search',
      { facets: ['secret'] },
      400,
      'invalid_search_facets',
    ],
    [
      'an unknown sort attribute',
      'indexes/stock/search',
      { sort: ['vin:asc'] },
      400,
      'invalid_search_sort',
    ],
    ['a huge limit', 'indexes/stock/search', { limit: 1_000_000 }, 400, 'invalid_search_limit'],
    ['a negative offset', 'indexes/stock/search', { offset: -1 }, 400, 'invalid_search_offset'],
    ['a string limit', 'indexes/stock/search', { limit: '10' }, 400, 'invalid_search_limit'],
    ['an array body', 'indexes/stock/search', [], 400, 'bad_request'],
    ['an unknown index', 'indexes/leads/search', {}, 404, 'index_not_found'],
    ['a bad multi-search', 'multi-search', { queries: [{ q: 'x' }] }, 400, 'bad_request'],
    [
      'a multi-search with a bad query',
      'multi-search',
      { queries: [{ indexUid: 'stock', offset: -5 }] },
      400,
      'invalid_search_offset',
    ],
    ['a huge body', 'indexes/stock/search', { q: 'x'.repeat(70_000) }, 413, 'payload_too_large'],
    ['an unknown route', 'keys', {}, 404, 'bad_request'],
  ])(
    'answers %s with %i %s and a Meilisearch error body',
    async (_name, path, body, status, code) => {
      const response = await post(path, body);
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({
        code,
        type: 'invalid_request',
        link: `https://docs.meilisearch.com/errors#${code}`,
      });
      expect((response.body as { message: string }).message.length).toBeGreaterThan(10);
    },
  );
});

describe('price ascending without price 0 (spec §5)', () => {
  it('leaves cars without a price out of a price ascending search on sites that say so', async () => {
    const group = other; // southern-cross-motors: priceAscendingExcludesZero
    const asc = await post('indexes/stock/search', { sort: ['price:asc'], limit: 5 }, group);
    expect((asc.body as { hits: { price: number }[] }).hits.every((h) => h.price > 0)).toBe(true);
    const desc = await post('indexes/stock/search', { sort: ['price:asc'], limit: 5 }, site);
    expect((desc.body as { hits: { price: number }[] }).hits.some((h) => h.price === 0)).toBe(true);
  });
});
