import { type Site } from '@dealer/site-config';
import { type MatchedCar } from '../../domain/search-alerts';
import { type SearchBackend, STOCK_INDEX_UID } from '..';
import { pathDefaultSort, searchFacets, searchSorts } from './search-config';
import { searchPageHead } from './search-metadata';
import { movedSearchPath, resolveSearchPath } from './search-path';
import { type SiteSearchContext } from './search-path-context';
import {
  parseSearchParams,
  type SearchRequestOptions,
  searchStateFilter,
  type SearchUiState,
  sortRules,
} from './search-state';

// A saved search is the address of a search page: its path and refinements, normalised as the
// search page reads them (the path's canonical form, the refinements in the site's facet order,
// values sorted, no sort and no page: they change the order, not which cars match). Checking it
// asks the site's search backend what the search page would, every matching car at once.

export interface SavedSearchAddress {
  /** the canonical path, e.g. /search/toyota/rav4 */
  path: string;
  /** the refinements as a query without '?' ('' for none) */
  query: string;
  /** the search page's heading, e.g. 'Toyota RAV4 Cars' */
  heading: string;
  state: SearchUiState;
  options: SearchRequestOptions;
}

/** The most cars one saved search follows (Meilisearch answers 1,000 hits by default). */
export const MAX_FOLLOWED_CARS = 1000;
const PAGE = 250;

/**
 * The search an address of the site names (a /search/... path and its query), normalised; null
 * for an address that is no search page of the site (another page, a make it does not have).
 */
export function savedSearchAddress(
  site: Site,
  context: SiteSearchContext,
  address: string,
): SavedSearchAddress | null {
  let url: URL;
  try {
    url = new URL(address, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
  const [first, ...segments] = url.pathname.split('/').filter(Boolean);
  if (first !== 'search') return null;
  let resolved = resolveSearchPath(segments, context);
  if (!resolved) {
    const moved = movedSearchPath(segments, context);
    if (moved) resolved = resolveSearchPath(moved.split('/').filter(Boolean).slice(1), context);
  }
  if (!resolved) return null;
  const facets = searchFacets(site, context.valueCounts);
  const defaultSort = pathDefaultSort(site, resolved.carTypes);
  const state = parseSearchParams(url.searchParams, facets, searchSorts(site, defaultSort));
  const head = searchPageHead(
    { name: site.name, vehicleNoun: site.content.vehicleNoun },
    resolved,
    state,
    facets,
  );
  const queryAt = head.canonical.indexOf('?');
  return {
    path: resolved.path,
    query: queryAt >= 0 ? head.canonical.slice(queryAt + 1) : '',
    heading: resolved.heading,
    state: { ...state, query: state.query.trim(), sortBy: null, page: 1 },
    options: {
      baseFilter: resolved.filter,
      facets,
      hitsPerPage: site.search.hitsPerPage,
      defaultSort,
      priceAscendingExcludesZero: site.search.priceAscendingExcludesZero,
    },
  };
}

interface MatchDocument {
  id: number;
  slug: string;
  name: string;
  price: number;
}

/**
 * Every car a saved search matches now (up to MAX_FOLLOWED_CARS), in the search page's order,
 * with the price a shopper sees; under the site's rules, as the search page asks.
 */
export async function savedSearchMatches(
  backend: SearchBackend,
  site: Site,
  address: Pick<SavedSearchAddress, 'state' | 'options'>,
  rules: readonly string[],
): Promise<MatchedCar[]> {
  const request = {
    q: address.state.query,
    filter: searchStateFilter(address.state, address.options),
    sort: sortRules(address.options.defaultSort),
    attributesToRetrieve: ['id', 'slug', 'name', 'price'],
  };
  const cars: MatchedCar[] = [];
  for (let offset = 0; offset < MAX_FOLLOWED_CARS; offset += PAGE) {
    const response = await backend.search(
      site,
      STOCK_INDEX_UID,
      { ...request, offset, limit: Math.min(PAGE, MAX_FOLLOWED_CARS - offset) },
      rules,
    );
    const hits = response.hits as unknown as MatchDocument[];
    for (const hit of hits) {
      cars.push({ id: hit.id, slug: hit.slug, name: hit.name, price: hit.price });
    }
    if (hits.length < PAGE) break;
  }
  return cars;
}
