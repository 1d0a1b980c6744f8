'use client';

import { useEffect, useMemo, useState } from 'react';
import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { Configure, InstantSearch, useInstantSearch } from 'react-instantsearch';
import { history } from 'instantsearch.js/es/lib/routers';
import type { UiState } from 'instantsearch.js';
import { SearchLayout } from '@dealer/design-system';
import { cardAttributes } from '../../search/search-config';
import {
  parseSearchParams,
  type SearchUiState,
  searchStateToParams,
} from '../../search/search-state';
import { RecentSearches } from './RecentSearches';
import { FiltersWithTotal, MobileFilters } from './SearchFilters';
import { Results } from './SearchResults';
import { SearchBox, Sort } from './SearchToolbar';
import { fromUiState, toUiState } from './search-ui-state';
import { StaticSearch } from './StaticSearch';
import { type StockSearchProps } from './stock-search-props';

export { type StockSearchProps } from './stock-search-props';

function ExtraFilters({ props }: { props: StockSearchProps }) {
  const { uiState, indexUiState } = useInstantSearch();
  void uiState;
  const sort = indexUiState.sortBy?.slice(props.indexUid.length + 1) ?? props.defaultSort;
  const filters = [
    props.baseFilter,
    props.priceAscendingExcludesZero && sort === 'price:asc' ? 'price > 0' : null,
  ]
    .filter(Boolean)
    .join(' AND ');
  return <Configure hitsPerPage={props.hitsPerPage} filters={filters || undefined} />;
}

/** The search page's interactive part: InstantSearch over the site's Meilisearch endpoint. */
export function StockSearch(props: StockSearchProps) {
  const indexId = `${props.indexUid}:${props.defaultSort}`;
  const searchClient = useMemo(() => {
    const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    const host = props.host.startsWith('/') ? `${origin}${props.host}` : props.host;
    return instantMeiliSearch(host, props.apiKey, {
      finitePagination: true,
      primaryKey: 'id',
      meiliSearchParams: { attributesToHighlight: [], attributesToRetrieve: cardAttributes },
    }).searchClient;
  }, [props.apiKey, props.host]);
  const hrefFor = (state: SearchUiState) => {
    const query = searchStateToParams(state, props.facets).toString();
    return `${props.basePath}${query ? `?${query}` : ''}`;
  };
  // the router reads the browser's location: on the server the URL's state comes in as props
  const routing = useMemo(
    () =>
      typeof window === 'undefined'
        ? undefined
        : {
            router: history<SearchUiState>({
              cleanUrlOnDispose: false,
              // a search that lands on the address it is already at adds no history entry: the
              // first write (the state the page opened with) would otherwise make the framework
              // re-render the page, and the back button would stay on the same results
              push: (url) => {
                const target = new URL(url, window.location.href);
                const here = window.location;
                if (target.pathname === here.pathname && target.search === here.search) return;
                window.history.pushState({}, '', target);
              },
              createURL: ({ routeState }) => hrefFor(routeState),
              parseURL: ({ location }) =>
                parseSearchParams(new URLSearchParams(location.search), props.facets, props.sorts),
            }),
            stateMapping: {
              stateToRoute: (uiState: UiState) =>
                fromUiState(uiState, indexId, props.facets, props.indexUid),
              routeToState: (route: SearchUiState) =>
                toUiState(route, indexId, props.facets, props.defaultSort, props.indexUid),
            },
          },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.basePath, indexId],
  );
  const [lastState] = useState(() => ({ page: props.initial.page }));
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const hrefForPage = (page: number) => {
    const current =
      typeof window === 'undefined'
        ? new URLSearchParams()
        : new URLSearchParams(window.location.search);
    const state = parseSearchParams(current, props.facets, props.sorts);
    return hrefFor({ ...state, page: page || lastState.page });
  };
  if (!mounted) return <StaticSearch props={props} hrefFor={hrefFor} />;
  return (
    <InstantSearch
      searchClient={searchClient}
      indexName={indexId}
      routing={routing}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <ExtraFilters props={props} />
      <SearchLayout
        filtersLabel={`Filter ${props.vehicleNoun.toLowerCase()}`}
        filters={<FiltersWithTotal props={props} />}
        filterButton={<MobileFilters props={props} />}
        toolbar={
          <>
            <SearchBox noun={props.vehicleNoun} />
            <Sort sorts={props.sorts} defaultSort={props.defaultSort} indexUid={props.indexUid} />
          </>
        }
      >
        <RecentSearches
          storageKey={`dealer:recent-searches:${props.siteSlug}`}
          heading={props.heading}
          currentSearch={(uiState) => {
            const state = fromUiState(uiState, indexId, props.facets, props.indexUid);
            return { state, href: hrefFor(state) };
          }}
        />
        <Results props={props} hrefForPage={hrefForPage} />
      </SearchLayout>
    </InstantSearch>
  );
}
