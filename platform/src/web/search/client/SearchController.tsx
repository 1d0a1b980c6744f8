'use client';

import { useEffect, useMemo, useRef } from 'react';
import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import {
  Configure,
  InstantSearch,
  useInstantSearch,
  usePagination,
  useRange,
  useRefinementList,
  useSearchBox,
  useSortBy,
  useToggleRefinement,
} from 'react-instantsearch';
import { history } from 'instantsearch.js/es/lib/routers';
import type { UiState } from 'instantsearch.js';
import { cardAttributes } from '../../../search/address/search-config';
import {
  type FacetDefinition,
  parseSearchParams,
  type SearchUiState,
  searchStateToParams,
} from '../../../search/address/search-state';
import { type InstantSearchResults, type SearchView, searchViewOfResults } from '../search-view';
import { type SearchActions } from './search-actions';
import { fromUiState, toUiState } from './search-ui-state';
import { type StockSearchProps } from './stock-search-props';
import { withRecentResults } from './recent-results';

// The browser's search, loaded on the shopper's first change (see StockSearch): InstantSearch
// over the site's Meilisearch endpoint with the URL routing, and no widgets of its own. Each
// facet is a hook that tells InstantSearch what to ask for; the answers go back to the page as
// a SearchView, and the page's changes come here as changes of the search's state.

export interface SearchControllerProps {
  props: StockSearchProps;
  onView: (view: SearchView) => void;
  onStatus: (status: { busy: boolean; failed: boolean }) => void;
  /** hands the page the actions that change this search */
  register: (actions: SearchActions) => void;
}

const facetListLimit = 100;

function ListFacetQuery({ attribute }: { attribute: string }) {
  useRefinementList({ attribute, limit: facetListLimit });
  return null;
}

function RangeFacetQuery({ attribute }: { attribute: string }) {
  useRange({ attribute });
  return null;
}

function ToggleFacetQuery({ attribute }: { attribute: string }) {
  useToggleRefinement({ attribute, on: true });
  return null;
}

function FacetQueries({ facets }: { facets: readonly FacetDefinition[] }) {
  return facets.map((facet) =>
    facet.kind === 'list' ? (
      <ListFacetQuery key={facet.attribute} attribute={facet.attribute} />
    ) : facet.kind === 'range' ? (
      <RangeFacetQuery key={facet.attribute} attribute={facet.attribute} />
    ) : (
      <ToggleFacetQuery key={facet.attribute} attribute={facet.attribute} />
    ),
  );
}

/** The path's filter and, where the site says so, no price-0 cars in price order (spec §5). */
function Filters({ props }: { props: StockSearchProps }) {
  const { indexUiState } = useInstantSearch();
  const sort = indexUiState.sortBy?.slice(props.indexUid.length + 1) ?? props.defaultSort;
  const filters = [
    props.baseFilter,
    props.priceAscendingExcludesZero && sort === 'price:asc' ? 'price > 0' : null,
  ]
    .filter(Boolean)
    .join(' AND ');
  return <Configure hitsPerPage={props.hitsPerPage} filters={filters || undefined} />;
}

const sameSearch = (a: SearchUiState, b: SearchUiState, facets: readonly FacetDefinition[]) =>
  searchStateToParams(a, facets).toString() === searchStateToParams(b, facets).toString();

function Bridge({ props, onView, onStatus, register }: SearchControllerProps) {
  const indexId = `${props.indexUid}:${props.defaultSort}`;
  useSearchBox();
  usePagination();
  useSortBy({
    items: props.sorts.map((s) => ({ value: `${props.indexUid}:${s.value}`, label: s.label })),
  });
  const { results, uiState, indexUiState, status, error, setIndexUiState } = useInstantSearch();
  // the search's state as last set: changes made before the next render build on each other
  const latest = useRef(indexUiState);
  latest.current = indexUiState;
  useEffect(() => {
    register({
      change(change) {
        const state = fromUiState(
          { [indexId]: latest.current },
          indexId,
          props.facets,
          props.indexUid,
        );
        const next = change(state);
        // a change to what the search already is asks nothing
        if (sameSearch(state, next, props.facets)) return;
        latest.current =
          toUiState(next, indexId, props.facets, props.defaultSort, props.indexUid)[indexId] ?? {};
        setIndexUiState(latest.current);
      },
    });
  }, [register, setIndexUiState, indexId, props]);
  useEffect(() => {
    // only the answer to the search as it is now: an earlier answer arriving while a later
    // change is asked would show that change undone for a moment
    if (!results || results.__isArtificial || status !== 'idle') return;
    const state = fromUiState(uiState, indexId, props.facets, props.indexUid);
    onView(searchViewOfResults(results as unknown as InstantSearchResults, state, props.facets));
  }, [results, status]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    onStatus({
      busy: status === 'loading' || status === 'stalled',
      failed: status === 'error' || Boolean(error),
    });
  }, [status, error]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

export function SearchController(controller: SearchControllerProps) {
  const { props } = controller;
  const indexId = `${props.indexUid}:${props.defaultSort}`;
  const searchClient = useMemo(() => {
    const host = props.host.startsWith('/') ? `${window.location.origin}${props.host}` : props.host;
    // spec §7: the answers of the last ten searches kept, the oldest evicted
    return withRecentResults(
      instantMeiliSearch(host, props.apiKey, {
        finitePagination: true,
        primaryKey: 'id',
        meiliSearchParams: { attributesToHighlight: [], attributesToRetrieve: cardAttributes },
      }).searchClient,
    );
  }, [props.apiKey, props.host]);
  const hrefFor = (state: SearchUiState) => {
    const query = searchStateToParams(state, props.facets).toString();
    return `${props.basePath}${query ? `?${query}` : ''}`;
  };
  const routing = useMemo(
    () => ({
      router: history<SearchUiState>({
        cleanUrlOnDispose: false,
        // a search that lands on the address it is already at adds no history entry (the page
        // put the shopper's first change in the address before this search started)
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
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.basePath, indexId],
  );
  return (
    <InstantSearch
      searchClient={searchClient}
      indexName={indexId}
      routing={routing}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Filters props={props} />
      <FacetQueries facets={props.facets} />
      <Bridge {...controller} />
    </InstantSearch>
  );
}
