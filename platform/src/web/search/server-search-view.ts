import { type Site } from '@dealer/site-config';
import { uncappedTotal } from '../../search/search-count';
import { createSearchMemo, type SearchBackend, STOCK_INDEX_UID } from '../../search';
import { type CardDocument, cardAttributes } from '../../search/address/search-config';
import {
  searchStateFilter,
  searchStateToRequest,
  type SearchRequestOptions,
} from '../../search/address/search-state';
import { type SearchUiState } from '../../search/address/search-state';
import { type FacetAnswer, isFacetRefined, type SearchView, searchViewOf } from './search-view';

// The search page's first paint, on the server: the queries InstantSearch would send for the
// same state (the page of hits with every facet, and one query per refined facet without its
// own refinement), answered by the site's search backend under the site's rules.

export async function serverSearchView(
  backend: SearchBackend,
  site: Site,
  state: SearchUiState,
  options: SearchRequestOptions,
  rules: readonly string[],
): Promise<SearchView> {
  const memo = createSearchMemo();
  const mainRequest = {
    ...searchStateToRequest(state, options),
    attributesToRetrieve: cardAttributes,
  };
  const refined = options.facets.filter((facet) => isFacetRefined(state, facet));
  const [main, ...own] = await Promise.all([
    backend.search(site, STOCK_INDEX_UID, mainRequest, rules, memo),
    ...refined.map((facet) =>
      backend.search(
        site,
        STOCK_INDEX_UID,
        {
          q: state.query,
          filter: searchStateFilter(state, options, facet.attribute),
          facets: [facet.attribute],
          limit: 0,
        },
        rules,
        memo,
      ),
    ),
  ]);
  const ownQueries: Record<string, FacetAnswer> = {};
  refined.forEach((facet, i) => (ownQueries[facet.attribute] = own[i]!));
  return searchViewOf(
    state,
    options.facets,
    {
      hits: main.hits as unknown as CardDocument[],
      total: uncappedTotal(main.totalHits ?? 0, main.facetDistribution),
      page: main.page ?? 1,
      totalPages: main.totalPages ?? 0,
      facetDistribution: main.facetDistribution,
      facetStats: main.facetStats,
    },
    ownQueries,
  );
}
