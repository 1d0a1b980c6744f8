'use client';

import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SearchLayout } from '@dealer/design-system';
import { analyticsEvents } from '../../../domain/analytics-events';
import { pushAnalyticsEvent } from '../../frame/analytics';
import { searchStateToParams, type SearchUiState } from '../../../search/address/search-state';
import { recentSearchesKey } from './recent-searches';
import { type SearchView, viewWithState, withPage } from '../search-view';
import { SaveSearchButton } from '../../saved-searches/client/SaveSearchButton';
import { RecentSearches } from './RecentSearches';
import { type SearchActions, type SearchChange } from './search-actions';
import { type SearchControllerProps } from './SearchController';
import { FiltersColumn, MobileFilters } from './SearchFilters';
import { ResultsView } from './SearchResults';
import { SearchBox, Sort } from './SearchToolbar';
import { carTypesOf } from './search-ui-state';
import { type StockSearchProps } from './stock-search-props';

export { type StockSearchProps } from './stock-search-props';

// The search page's interactive part. The server sends the first page as a SearchView and the
// page hydrates from it without any search library: the filters, the toolbar and the results
// are plain components of that data. The browser's search (InstantSearch over the site's
// Meilisearch endpoint, with the URL routing) loads on the shopper's first change, which it
// then answers; from there on it answers every change and Back and Forward. So the first load
// carries none of InstantSearch, and hydrating the page costs no search.

const loadController = () => import('./SearchController');

export function StockSearch(props: StockSearchProps) {
  const [view, setView] = useState<SearchView>(props.initialView);
  const shown = useRef(view);
  shown.current = view;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [Controller, setController] = useState<ComponentType<SearchControllerProps> | null>(null);
  // spec §7 event 49: the search page viewed, once a page load
  useEffect(() => {
    pushAnalyticsEvent(analyticsEvents.searchPageView, { path: window.location.pathname });
  }, []);
  // the controller's own actions once it runs; until then changes apply to the shown state
  const live = useRef<SearchActions | null>(null);
  const hrefFor = useCallback(
    (state: SearchUiState) => {
      const query = searchStateToParams(state, props.facets).toString();
      return `${props.basePath}${query ? `?${query}` : ''}`;
    },
    [props.basePath, props.facets],
  );
  const actions = useMemo<SearchActions>(
    () => ({
      change(change: SearchChange) {
        // the change shows at once; the counts and hits follow when the search answers
        const state = change(shown.current.state);
        shown.current = viewWithState(shown.current, state, props.facets);
        setView(shown.current);
        if (live.current) return live.current.change(() => state);
        // the browser's search is not running yet: put the change in the address (a history
        // entry, as every later change makes) and start the search there
        window.history.pushState(null, '', hrefFor(state));
        setBusy(true);
        void loadController().then(
          (module) => setController(() => module.SearchController),
          (error: unknown) => {
            console.warn('The search could not start', error);
            setBusy(false);
            setFailed(true);
          },
        );
      },
    }),
    [hrefFor, props.facets],
  );
  const register = useCallback((controllerActions: SearchActions) => {
    const first = live.current === null;
    live.current = controllerActions;
    // the search started from the address; changes made while it loaded are shown already
    if (first) controllerActions.change(() => shown.current.state);
  }, []);
  const noun = props.vehicleNoun;
  const filtersProps = { props, view, actions, busy };
  return (
    <>
      {Controller ? (
        <Controller
          props={props}
          onView={setView}
          onStatus={(status) => {
            setBusy(status.busy);
            setFailed(status.failed);
          }}
          register={register}
        />
      ) : null}
      <SearchLayout
        filtersLabel={`Filter ${noun.toLowerCase()}`}
        filters={<FiltersColumn {...filtersProps} />}
        filterButton={<MobileFilters {...filtersProps} />}
        resultsHref="#search-results"
        toolbar={
          <>
            <SearchBox
              noun={noun}
              query={view.state.query}
              searchHref={hrefFor(view.state)}
              actions={actions}
            />
            <Sort
              sorts={props.sorts}
              defaultSort={props.defaultSort}
              sortBy={view.state.sortBy}
              actions={actions}
            />
          </>
        }
      >
        <RecentSearches
          storageKey={recentSearchesKey(props.siteSlug)}
          heading={props.heading}
          state={view.state}
          href={hrefFor(view.state)}
        />
        {props.saveSearch ? (
          <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <SaveSearchButton
              href={hrefFor(view.state)}
              heading={props.heading}
              vehicleNoun={noun}
              carTypes={view.state.refinements.car_type ?? []}
              query={view.state.query}
            />
          </div>
        ) : null}
        <ResultsView
          props={props}
          hits={view.hits}
          total={view.total}
          page={view.page}
          pages={view.totalPages}
          failed={failed}
          busy={busy}
          carTypes={carTypesOf(view.state.refinements.car_type, props.pathCarTypes)}
          hrefForPage={(page) => hrefFor(withPage(view.state, page))}
          onNavigate={(page, event) => {
            event.preventDefault();
            actions.change((state) => withPage(state, page));
            document.getElementById('search-results')?.scrollIntoView({ block: 'start' });
          }}
        />
      </SearchLayout>
    </>
  );
}
