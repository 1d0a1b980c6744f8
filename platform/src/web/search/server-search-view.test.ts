import { describe, expect, it } from 'vitest';
import instantsearch from 'instantsearch.js/es';
import {
  connectPagination,
  connectRange,
  connectRefinementList,
  connectSearchBox,
  connectSortBy,
  connectToggleRefinement,
} from 'instantsearch.js/es/connectors';
import { configure } from 'instantsearch.js/es/widgets';
import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { generateDemoData } from '../../demo';
import { EmbeddedSearch, handleSearchProtocol, rulesAt, STOCK_INDEX_UID } from '../../search';
import { fromUiState, toUiState } from './client/search-ui-state';
import {
  cardAttributes,
  pathDefaultSort,
  searchFacets,
  searchSorts,
} from '../../search/address/search-config';
import { type SearchUiState, emptySearchState } from '../../search/address/search-state';
import { searchViewOfResults, type InstantSearchResults, type SearchView } from './search-view';
import { serverSearchView } from './server-search-view';

// The server's first page and the browser's search must show the same page for the same state,
// value for value: the server answers the queries InstantSearch would send. This runs
// InstantSearch (without a browser) over instant-meilisearch against the platform's own search
// protocol and compares its view with the server's.

const now = new Date('2026-11-22T00:00:00Z');
const generic = getSiteBySlug('southern-cross-motors')!;
const toyota = getSiteBySlug('swan-valley-toyota')!;
const data = new Map([generic, toyota].map((s) => [s.slug, generateDemoData(s, { now })] as const));
const backend = new EmbeddedSearch({
  listCars: async (s: Site) => data.get(s.slug)!.cars,
  listLocations: async (s: Site) => data.get(s.slug)!.locations,
});

/** The options of /search, or of /search/used-cars (used cars only: certified first on Toyota). */
function optionsOf(site: Site, usedOnly = false) {
  return {
    baseFilter: usedOnly ? 'car_type = "used"' : null,
    facets: searchFacets(site),
    hitsPerPage: site.search.hitsPerPage,
    defaultSort: pathDefaultSort(site, usedOnly ? ['used'] : null),
    priceAscendingExcludesZero: site.search.priceAscendingExcludesZero,
  };
}

/** The view InstantSearch shows for a state, as the browser's search makes it. */
async function browserView(
  site: Site,
  state: SearchUiState,
  usedOnly = false,
): Promise<SearchView> {
  const options = optionsOf(site, usedOnly);
  const indexId = `${STOCK_INDEX_UID}:${options.defaultSort}`;
  const { searchClient } = instantMeiliSearch('http://site.test/api/search', 'key', {
    finitePagination: true,
    primaryKey: 'id',
    meiliSearchParams: { attributesToHighlight: [], attributesToRetrieve: cardAttributes },
    httpClient: async (url, init) => {
      const path = new URL(String(url)).pathname.replace(/^\/api\/search\//, '').split('/');
      const answer = await handleSearchProtocol(
        backend,
        site,
        'POST',
        path,
        String(init?.body ?? ''),
        now,
      );
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      return answer.body;
    },
  });
  const search = instantsearch({
    indexName: indexId,
    searchClient,
    initialUiState: toUiState(state, indexId, options.facets, options.defaultSort, STOCK_INDEX_UID),
  });
  const noop = () => {};
  search.addWidgets([
    configure({ hitsPerPage: options.hitsPerPage, filters: options.baseFilter ?? undefined }),
    connectSearchBox(noop)({}),
    connectPagination(noop)({}),
    connectSortBy(noop)({
      items: searchSorts(site, options.defaultSort).map((s) => ({
        value: `${STOCK_INDEX_UID}:${s.value}`,
        label: s.label,
      })),
    }),
    ...options.facets.map((facet) =>
      facet.kind === 'list'
        ? connectRefinementList(noop)({ attribute: facet.attribute, limit: 100 })
        : facet.kind === 'range'
          ? connectRange(noop)({ attribute: facet.attribute })
          : connectToggleRefinement(noop)({ attribute: facet.attribute, on: true }),
    ),
  ]);
  const rendered = new Promise<void>((resolve) =>
    search.on('render', () => {
      if (search.mainIndex.getResults()) resolve();
    }),
  );
  search.start();
  await rendered;
  const results = search.mainIndex.getResults() as unknown as InstantSearchResults;
  const uiState = fromUiState(search.getUiState(), indexId, options.facets, STOCK_INDEX_UID);
  search.dispose();
  return searchViewOfResults(results, uiState, options.facets);
}

const state = (patch: Partial<SearchUiState>): SearchUiState => ({
  ...emptySearchState,
  refinements: {},
  ranges: {},
  toggles: {},
  ...patch,
});

describe('the server’s search page and the browser’s search', () => {
  it.each([
    { site: generic, name: 'no filter', state: state({}) },
    { site: generic, name: 'a make', state: state({ refinements: { make: ['Toyota'] } }) },
    {
      site: generic,
      name: 'a make and a model, sorted by price',
      state: state({ refinements: { make: ['Toyota'], model: ['RAV4'] }, sortBy: 'price:asc' }),
    },
    {
      site: generic,
      name: 'two bodies, a price range, page 2',
      state: state({
        refinements: { body: ['SUV', 'Wagon'] },
        ranges: { price: { min: 15_000, max: 45_000 } },
        page: 2,
      }),
    },
    {
      site: generic,
      name: 'a text query and kilometres',
      state: state({ query: 'hilux', ranges: { km: { max: 100_000 } } }),
    },
    { site: toyota, name: 'the certified switch', state: state({ toggles: { certified: true } }) },
    { site: toyota, name: 'used cars, certified first', state: state({}), usedOnly: true },
    {
      site: toyota,
      name: 'used cars by price',
      state: state({ sortBy: 'price:asc' }),
      usedOnly: true,
    },
    {
      site: generic,
      name: 'a chosen value the results no longer hold',
      state: state({ refinements: { make: ['Toyota'], model: ['Cerato'] } }),
    },
  ])('show the same page for $name', async ({ site, state: s, usedOnly = false }) => {
    const options = optionsOf(site, usedOnly);
    const server = await serverSearchView(backend, site, s, options, rulesAt(site, now));
    const browser = await browserView(site, s, usedOnly);
    expect(browser).toEqual(server);
    expect(server.total).toBeGreaterThanOrEqual(0);
  });
});

describe('a used-car search on a site that marks certified cars (spec §2 /pre-owned)', () => {
  it('lists the certified cars first, each group newest first', async () => {
    const options = { ...optionsOf(toyota, true), hitsPerPage: 500 };
    const view = await serverSearchView(backend, toyota, state({}), options, rulesAt(toyota, now));
    const certified = view.hits.map((hit) => hit.certified);
    expect(certified).toContain(true);
    expect(certified).toContain(false);
    expect(certified.indexOf(false)).toBe(certified.lastIndexOf(true) + 1);
    for (const group of [true, false]) {
      const created = view.hits
        .filter((h) => h.certified === group)
        .map((h) => h.created_at_timestamp);
      expect(created).toEqual([...created].sort((a, b) => b - a));
    }
  });

  it('keeps the site’s own order on a search of every car type, and on the generic site', () => {
    expect(pathDefaultSort(toyota, null)).toBe('created_at_timestamp:desc');
    expect(pathDefaultSort(toyota, ['new', 'demo'])).toBe('created_at_timestamp:desc');
    expect(pathDefaultSort(toyota, ['used'])).toBe('certified_rank:desc,created_at_timestamp:desc');
    expect(pathDefaultSort(generic, ['used'])).toBe('created_at_timestamp:desc');
  });
});
