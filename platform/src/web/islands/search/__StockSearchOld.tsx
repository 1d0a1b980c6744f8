'use client';

import { Fragment, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import {
  Configure,
  InstantSearch,
  useHits,
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
import {
  Button,
  FacetList,
  FacetTiles,
  FilterSwitch,
  FacetSection,
  formatAud,
  Heading,
  Pagination,
  PromoCard,
  RangeSlider,
  ResultsGrid,
  SearchInput,
  SearchLayout,
  SortSelect,
  Text,
  VehicleCard,
} from '@dealer/design-system';
import { facetCountLabel, formatNumber } from '@dealer/design-system';
import {
  type CardDocument,
  cardAttributes,
  type CardOptions,
  savedCarOf,
  vehicleCardProps,
} from '../../search/search-config';
import { type PromoCard as PromoCardConfig } from '@dealer/site-config';
import { saveAndCompareShown } from '../../../domain/card-actions';
import { promoCardsForPage } from '../../../domain/promo-cards';
import { factsFromDocument } from '../../../domain/vehicle-facts';
import { CardSaveCompare, CompareIndicator } from './CardSaveCompare';
import { MakeFacet } from './MakeFacet';
import { SelectFacet } from './SelectFacet';
import {
  describeSearch,
  readRecentSearches,
  type RecentSearch,
  rememberSearch,
  writeRecentSearches,
} from '../../search/recent-searches';
import {
  type FacetDefinition,
  parseSearchParams,
  type SearchUiState,
  searchStateToParams,
  type SortOption,
} from '../../search/search-state';

function RecentSearches({
  storageKey,
  heading,
  currentSearch,
}: {
  storageKey: string;
  heading: string;
  /** the search shown now, from InstantSearch's state (the URL is written a moment later) */
  currentSearch: (uiState: UiState) => { state: SearchUiState; href: string };
}) {
  const { uiState } = useInstantSearch();
  const [list, setList] = useState<RecentSearch[]>([]);
  useEffect(() => {
    const { state, href } = currentSearch(uiState);
    const label = describeSearch(state, heading);
    const saved = readRecentSearches(storageKey);
    const next = label ? rememberSearch(saved, { href, label }) : saved;
    if (label) writeRecentSearches(storageKey, next);
    setList(next.filter((item) => item.href !== href));
  }, [uiState, storageKey, heading]); // eslint-disable-line react-hooks/exhaustive-deps
  if (list.length === 0) return null;
  return (
    <nav aria-label="Recent searches">
      <Text size="small" weight="strong" as="div">
        Recent searches
      </Text>
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0.5rem 1rem',
          listStyle: 'none',
          margin: '0.25rem 0 0',
          padding: 0,
        }}
      >
        {list.map((item) => (
          <li key={item.href}>
            {/* a full page load: the search starts afresh from the URL */}
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface StockSearchProps {
  /** the Meilisearch host: the app's own '/api/search' by default, or a Meilisearch URL */
  host: string;
  indexUid: string;
  apiKey: string;
  basePath: string;
  baseFilter: string | null;
  facets: FacetDefinition[];
  sorts: SortOption[];
  defaultSort: string;
  hitsPerPage: number;
  priceAscendingExcludesZero: boolean;
  vehicleNoun: string;
  cardOptions: CardOptions;
  promoCards: PromoCardConfig[];
  /** today in the site's time zone (promo card windows) */
  today: string;
  /** the car types the path stands for */
  pathCarTypes: string[] | null;
  siteSlug: string;
  heading: string;
  /** spec §2/§9 'Popular Makes': the site's list, else the makes with most stock */
  popularMakes: string[];
  /** spec §9: makes shown before 'Show all makes' (7, or the site's popular makes) */
  visibleMakes: number;
  /** the site's models of each make, for the models a selected make card opens to */
  makeModels: Record<string, string[]>;
  /** the state of the URL the server rendered */
  initialState: SearchUiState;
  /** the first page, rendered on the server before the browser's search takes over */
  initial: { hits: CardDocument[]; total: number; page: number; totalPages: number };
  now: string;
}

const formatters = {
  aud: (v: number) => formatAud(v),
  km: (v: number) => `${formatNumber(v)} km`,
  number: (v: number) => String(v),
};

function toUiState(
  state: SearchUiState,
  indexId: string,
  facets: FacetDefinition[],
  defaultSort: string,
  indexUid: string,
): UiState {
  const refinementList: Record<string, string[]> = {};
  const range: Record<string, string> = {};
  const toggle: Record<string, boolean> = {};
  for (const facet of facets) {
    const values = state.refinements[facet.attribute];
    if (facet.kind === 'list' && values?.length) refinementList[facet.attribute] = values;
    const r = state.ranges[facet.attribute];
    if (facet.kind === 'range' && r) range[facet.attribute] = `${r.min ?? ''}:${r.max ?? ''}`;
    if (facet.kind === 'toggle' && state.toggles[facet.attribute]) toggle[facet.attribute] = true;
  }
  return {
    [indexId]: {
      query: state.query || undefined,
      page: state.page > 1 ? state.page : undefined,
      sortBy:
        state.sortBy && state.sortBy !== defaultSort ? `${indexUid}:${state.sortBy}` : undefined,
      refinementList,
      range,
      toggle,
    },
  };
}

function fromUiState(
  uiState: UiState,
  indexId: string,
  facets: FacetDefinition[],
  indexUid: string,
): SearchUiState {
  const index = uiState[indexId] ?? {};
  const state: SearchUiState = {
    query: index.query ?? '',
    page: index.page ?? 1,
    sortBy: null,
    refinements: {},
    ranges: {},
    toggles: {},
  };
  if (index.sortBy) state.sortBy = index.sortBy.slice(indexUid.length + 1);
  for (const facet of facets) {
    const values = index.refinementList?.[facet.attribute];
    if (facet.kind === 'list' && values?.length) state.refinements[facet.attribute] = values;
    const r = index.range?.[facet.attribute];
    if (facet.kind === 'range' && r) {
      const [min, max] = r.split(':');
      const range = { min: min ? Number(min) : undefined, max: max ? Number(max) : undefined };
      if (range.min !== undefined || range.max !== undefined) state.ranges[facet.attribute] = range;
    }
    if (facet.kind === 'toggle' && index.toggle?.[facet.attribute])
      state.toggles[facet.attribute] = true;
  }
  return state;
}

function SearchBox({ noun }: { noun: string }) {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  return (
    <SearchInput
      id="stock-search-query"
      label={`Search ${noun.toLowerCase()}`}
      placeholder="Search by make, model or keyword"
      value={value}
      onChange={setValue}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        refine(value.trim());
      }}
    />
  );
}

function ListFacet({ facet }: { facet: FacetDefinition }) {
  const { items, refine } = useRefinementList({
    attribute: facet.attribute,
    limit: 100,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  if (items.length === 0) return null;
  return (
    <FacetSection
      title={facet.label}
      defaultOpen={
        ['make', 'model', 'body', 'car_type'].includes(facet.attribute) ||
        items.some((i) => i.isRefined)
      }
    >
      {facet.tiles ? (
        <FacetTiles
          label={facet.label}
          items={items.map((i) => ({
            value: i.value,
            label: i.label,
            count: i.count,
            isRefined: i.isRefined,
            image: {
              src: `/media/body/${encodeURIComponent(i.value)}.svg`,
              width: 800,
              height: 600,
            },
          }))}
          onToggle={refine}
        />
      ) : (
        <FacetList
          label={facet.label}
          items={items.map((i) => ({
            value: i.value,
            label: i.label,
            count: i.count,
            isRefined: i.isRefined,
          }))}
          onToggle={refine}
          limit={facet.limit ?? 8}
        />
      )}
    </FacetSection>
  );
}

function RangeFacet({ facet }: { facet: FacetDefinition }) {
  const { range, start, refine, canRefine } = useRange({ attribute: facet.attribute });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lower = Number.isFinite(range.min) ? (range.min as number) : 0;
  const upper = Number.isFinite(range.max) ? (range.max as number) : 0;
  if (!canRefine || upper <= lower) return null;
  const current: [number, number] = [
    Number.isFinite(start[0]) ? Math.max(lower, start[0] as number) : lower,
    Number.isFinite(start[1]) ? Math.min(upper, start[1] as number) : upper,
  ];
  const format = formatters[facet.format ?? 'number'];
  return (
    <FacetSection title={facet.label}>
      <RangeSlider
        label={facet.label}
        bounds={[lower, upper]}
        value={current}
        step={facet.step ?? 1}
        roundTo={facet.roundTo ?? facet.step ?? 1}
        format={format}
        minLabel={`Minimum ${facet.label.toLowerCase()}`}
        maxLabel={`Maximum ${facet.label.toLowerCase()}`}
        onCommit={([min, max]) => {
          // spec §9: slider changes are debounced 400 ms
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(
            () => refine([min > lower ? min : undefined, max < upper ? max : undefined]),
            400,
          );
        }}
      />
    </FacetSection>
  );
}

function ToggleFacet({ facet }: { facet: FacetDefinition }) {
  const { value, refine, canRefine } = useToggleRefinement({
    attribute: facet.attribute,
    on: true,
  });
  const { status } = useInstantSearch();
  return (
    <FilterSwitch
      label={facet.label}
      checked={value.isRefined}
      // spec §2: the switch is disabled while results load
      disabled={!canRefine || status === 'loading' || status === 'stalled'}
      onChange={() => refine({ isRefined: value.isRefined })}
    />
  );
}

function Filters({
  facets,
  noun,
  total,
  popularMakes,
  visibleMakes,
  makeModels,
}: {
  facets: FacetDefinition[];
  noun: string;
  total: number;
  popularMakes: readonly string[];
  visibleMakes: number;
  makeModels: Record<string, string[]>;
}) {
  const modelFacet = facets.find((f) => f.control === 'makeModels');
  return (
    <>
      <Heading level={2}>Filter {noun.toLowerCase()}</Heading>
      {facets.map((facet) =>
        facet.control === 'makeCards' && modelFacet ? (
          <MakeFacet
            key={facet.attribute}
            facet={facet}
            modelFacet={modelFacet}
            popularMakes={popularMakes}
            visibleMakes={visibleMakes}
            makeModels={makeModels}
          />
        ) : facet.control === 'makeModels' ? null : facet.control === 'select' ? (
          <SelectFacet key={facet.attribute} facet={facet} />
        ) : facet.kind === 'list' ? (
          <ListFacet key={facet.attribute} facet={facet} />
        ) : facet.kind === 'range' ? (
          <RangeFacet key={facet.attribute} facet={facet} />
        ) : (
          <ToggleFacet key={facet.attribute} facet={facet} />
        ),
      )}
      <Button
        href="#search-results"
        fullWidth
      >{`Show Me ${facetCountLabel(total)} ${noun}`}</Button>
    </>
  );
}

function Sort({
  sorts,
  defaultSort,
  indexUid,
}: {
  sorts: SortOption[];
  defaultSort: string;
  indexUid: string;
}) {
  const { currentRefinement, refine } = useSortBy({
    items: sorts.map((s) => ({ value: `${indexUid}:${s.value}`, label: s.label })),
  });
  const value = currentRefinement.startsWith(`${indexUid}:`)
    ? currentRefinement.slice(indexUid.length + 1)
    : defaultSort;
  return (
    <SortSelect
      label="Sort by"
      value={value}
      options={sorts}
      onChange={(v) => refine(`${indexUid}:${v}`)}
    />
  );
}

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

/** The car types a search is narrowed to, by its path and its car type refinement. */
function carTypesOf(refined: string[] | undefined, fromPath: string[] | null): string[] | null {
  if (refined?.length && fromPath) return refined.filter((t) => fromPath.includes(t));
  return refined?.length ? refined : fromPath;
}

interface ResultsViewProps {
  props: StockSearchProps;
  hits: CardDocument[];
  total: number;
  page: number;
  pages: number;
  failed: boolean;
  busy: boolean;
  hrefForPage: (page: number) => string;
  onNavigate?: (page: number, event: React.MouseEvent<HTMLAnchorElement>) => void;
  carTypes: string[] | null;
}

function ResultsView({
  props,
  hits,
  total,
  page,
  pages,
  failed,
  busy,
  hrefForPage,
  onNavigate,
  carTypes,
}: ResultsViewProps) {
  const now = useMemo(() => new Date(props.now), [props.now]);
  const noun = props.vehicleNoun;
  const promos = promoCardsForPage(props.promoCards, {
    today: props.today,
    carTypes,
    page,
    hitsPerPage: props.hitsPerPage,
    hitsOnPage: hits.length,
  });
  return (
    <div id="search-results" style={{ display: 'grid', gap: '1rem', scrollMarginTop: '6rem' }}>
      <Text weight="strong" data-testid="result-count">
        {`${facetCountLabel(total)} ${total === 1 ? noun.replace(/s$/, '') : noun} found`}
      </Text>
      {props.cardOptions.compare ? <CompareIndicator siteSlug={props.siteSlug} /> : null}
      {failed ? (
        <Text tone="critical" as="div">
          Search is not available right now. The results below may be out of date.
        </Text>
      ) : null}
      {hits.length === 0 ? (
        <Text>No {noun.toLowerCase()} match your search. Try removing a filter.</Text>
      ) : (
        <ResultsGrid label={noun} busy={busy}>
          {hits.map((hit, i) => (
            <Fragment key={hit.id}>
              {promos
                .filter((p) => p.index === i)
                .map(({ card }) => (
                  <li key={card.id}>
                    <PromoCard title={card.title} description={card.description} href={card.href} />
                  </li>
                ))}
              <li>
                <VehicleCard
                  {...vehicleCardProps(hit, props.cardOptions, now, i < 3)}
                  extra={
                    <CardSaveCompare
                      siteSlug={props.siteSlug}
                      car={savedCarOf(hit)}
                      {...saveAndCompareShown(factsFromDocument(hit), props.cardOptions)}
                    />
                  }
                />
              </li>
            </Fragment>
          ))}
        </ResultsGrid>
      )}
      <Pagination current={page} total={pages} hrefForPage={hrefForPage} onNavigate={onNavigate} />
    </div>
  );
}

function Results({
  props,
  hrefForPage,
}: {
  props: StockSearchProps;
  hrefForPage: (page: number) => string;
}) {
  const { items } = useHits<CardDocument>();
  const { results, status, error, indexUiState } = useInstantSearch();
  const { currentRefinement, nbPages, refine } = usePagination();
  const live = results && !results.__isArtificial;
  return (
    <ResultsView
      props={props}
      hits={live ? items : props.initial.hits}
      total={live ? results.nbHits : props.initial.total}
      page={live ? currentRefinement + 1 : props.initial.page}
      pages={live ? nbPages : props.initial.totalPages}
      failed={status === 'error' || Boolean(error)}
      busy={status === 'stalled'}
      carTypes={carTypesOf(indexUiState.refinementList?.car_type, props.pathCarTypes)}
      hrefForPage={hrefForPage}
      onNavigate={(p, event) => {
        if (!live) return;
        event.preventDefault();
        refine(p - 1);
        document.getElementById('search-results')?.scrollIntoView({ block: 'start' });
      }}
    />
  );
}

/** Before the browser takes over (and without JavaScript): the server's first page, plain links. */
function StaticSearch({
  props,
  hrefFor,
}: {
  props: StockSearchProps;
  hrefFor: (state: SearchUiState) => string;
}) {
  const state = props.initialState;
  const noun = props.vehicleNoun;
  return (
    <SearchLayout
      filtersLabel={`Filter ${noun.toLowerCase()}`}
      filters={
        <>
          <Heading level={2}>Filter {noun.toLowerCase()}</Heading>
          <Button
            href="#search-results"
            fullWidth
          >{`Show Me ${facetCountLabel(props.initial.total)} ${noun}`}</Button>
        </>
      }
      toolbar={
        <SearchInput
          id="stock-search-query"
          label={`Search ${noun.toLowerCase()}`}
          placeholder="Search by make, model or keyword"
          defaultValue={state.query}
          action={props.basePath}
        />
      }
    >
      <ResultsView
        props={props}
        hits={props.initial.hits}
        total={props.initial.total}
        page={props.initial.page}
        pages={props.initial.totalPages}
        failed={false}
        busy={false}
        carTypes={carTypesOf(state.refinements.car_type, props.pathCarTypes)}
        hrefForPage={(page) => hrefFor({ ...state, page })}
      />
    </SearchLayout>
  );
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

function FiltersWithTotal({ props }: { props: StockSearchProps }) {
  const { results } = useInstantSearch();
  const total = results && !results.__isArtificial ? results.nbHits : props.initial.total;
  return (
    <Filters
      facets={props.facets}
      noun={props.vehicleNoun}
      total={total}
      popularMakes={props.popularMakes}
      visibleMakes={props.visibleMakes}
      makeModels={props.makeModels}
    />
  );
}
