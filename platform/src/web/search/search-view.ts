import { type CardDocument, cardAttributes } from '../../search/address/search-config';
import { uncappedTotal } from '../../search/search-count';
import { rangeBoundsOf } from '../../domain/slider-bounds';
import {
  type FacetDefinition,
  type SearchUiState,
  type SortOption,
} from '../../search/address/search-state';

// What the search page shows, as plain data: the state of the URL, a page of hits and every
// facet's values with their counts. The server makes it from its own queries for the first
// paint; the browser makes it from InstantSearch's results once the shopper starts refining.
// Both go through `searchViewOf`, so the page the server sends and the page after hydration are
// the same, value for value. Facets are disjunctive, as InstantSearch asks for them: the counts
// of a refined facet come from a query without that facet's own refinement.

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

export interface SearchView {
  state: SearchUiState;
  hits: CardDocument[];
  total: number;
  /** 1-based */
  page: number;
  totalPages: number;
  /** list facets: every value, in the order the page shows them */
  facetValues: Record<string, FacetValue[]>;
  /** range facets: the bounds of the values a shopper can choose, null when none */
  rangeBounds: Record<string, [number, number] | null>;
  /** switch facets: whether turning it on (or off) can change the results */
  toggleAvailable: Record<string, boolean>;
}

/** The facet data one query answered: what Meilisearch calls facetDistribution and facetStats. */
export interface FacetAnswer {
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
}

export interface HitsAnswer extends FacetAnswer {
  hits: CardDocument[];
  total: number;
  /** 1-based */
  page: number;
  totalPages: number;
}

/** Makes keep their place when chosen (the cards do not jump); other lists put chosen values first. */
export type FacetValueOrder = 'count' | 'refinedFirst';

/** How a facet's values are ordered on the page. */
export function facetValueOrder(facet: FacetDefinition): FacetValueOrder {
  return facet.control === 'makeCards' ? 'count' : 'refinedFirst';
}

const byName = (a: FacetValue, b: FacetValue) =>
  a.label < b.label ? -1 : a.label > b.label ? 1 : 0;

/**
 * A list facet's values: each value of the distribution with its count, and a chosen value the
 * results no longer hold with a count of 0 (so it can still be unchosen). Ordered by count,
 * then name; with 'refinedFirst', chosen values lead.
 */
export function facetValuesOf(
  distribution: Readonly<Record<string, number>> | undefined,
  refined: readonly string[],
  order: FacetValueOrder,
): FacetValue[] {
  const chosen = new Set(refined);
  const values: FacetValue[] = Object.entries(distribution ?? {}).map(([value, count]) => ({
    value,
    label: value,
    count,
    isRefined: chosen.has(value),
  }));
  const present = new Set(values.map((v) => v.value));
  for (const value of refined) {
    if (present.has(value)) continue;
    present.add(value);
    values.push({ value, label: value, count: 0, isRefined: true });
  }
  return values.sort(
    (a, b) =>
      (order === 'refinedFirst' ? Number(b.isRefined) - Number(a.isRefined) : 0) ||
      b.count - a.count ||
      byName(a, b),
  );
}

/** Whether a facet has a refinement in the state (its counts then come from its own query). */
export function isFacetRefined(state: SearchUiState, facet: FacetDefinition): boolean {
  if (facet.kind === 'list') return (state.refinements[facet.attribute]?.length ?? 0) > 0;
  if (facet.kind === 'range') {
    const range = state.ranges[facet.attribute];
    return range !== undefined && (range.min !== undefined || range.max !== undefined);
  }
  return state.toggles[facet.attribute] === true;
}

/**
 * The page's data from the main query's answer and, for each refined facet, the answer of its
 * own query (without its refinement).
 */
export function searchViewOf(
  state: SearchUiState,
  facets: readonly FacetDefinition[],
  main: HitsAnswer,
  ownQueries: Readonly<Record<string, FacetAnswer>>,
): SearchView {
  const facetValues: Record<string, FacetValue[]> = {};
  const rangeBounds: Record<string, [number, number] | null> = {};
  const toggleAvailable: Record<string, boolean> = {};
  for (const facet of facets) {
    const answer = (isFacetRefined(state, facet) && ownQueries[facet.attribute]) || main;
    const distribution = answer.facetDistribution?.[facet.attribute];
    if (facet.kind === 'list') {
      facetValues[facet.attribute] = facetValuesOf(
        distribution,
        state.refinements[facet.attribute] ?? [],
        facetValueOrder(facet),
      );
    } else if (facet.kind === 'range') {
      rangeBounds[facet.attribute] = rangeBoundsOf(facet, answer.facetStats?.[facet.attribute]);
    } else {
      toggleAvailable[facet.attribute] =
        state.toggles[facet.attribute] === true || (distribution?.true ?? 0) > 0;
    }
  }
  return {
    state,
    hits: main.hits,
    total: main.total,
    page: main.page,
    totalPages: main.totalPages,
    facetValues,
    rangeBounds,
    toggleAvailable,
  };
}

// The shopper's changes to a search, as pure functions of its state. Any change of filter,
// query or sort goes back to page 1 (spec §4 'changing a filter resets page').

const firstPage = (state: SearchUiState): SearchUiState => ({ ...state, page: 1 });

/** Chooses a list facet's value, or unchooses it. */
export function toggledValue(state: SearchUiState, attribute: string, value: string) {
  const current = state.refinements[attribute] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const refinements = { ...state.refinements, [attribute]: next };
  if (next.length === 0) delete refinements[attribute];
  return firstPage({ ...state, refinements });
}

/** Sets a range facet (undefined ends are open); null clears it. */
export function withRange(
  state: SearchUiState,
  attribute: string,
  range: { min?: number; max?: number } | null,
): SearchUiState {
  const ranges = { ...state.ranges };
  if (range && (range.min !== undefined || range.max !== undefined)) ranges[attribute] = range;
  else delete ranges[attribute];
  return firstPage({ ...state, ranges });
}

/** Turns a switch facet on or off. */
export function withToggle(state: SearchUiState, attribute: string, on: boolean): SearchUiState {
  const toggles = { ...state.toggles };
  if (on) toggles[attribute] = true;
  else delete toggles[attribute];
  return firstPage({ ...state, toggles });
}

export function withQuery(state: SearchUiState, query: string): SearchUiState {
  return firstPage({ ...state, query: query.trim() });
}

/** A sort; the site's default sort is kept as no sort (it is left out of the URL). */
export function withSort(state: SearchUiState, sortBy: string, defaultSort: string) {
  return firstPage({ ...state, sortBy: sortBy === defaultSort ? null : sortBy });
}

/** A slider's range as a refinement: an end at its bound is left open. */
export function sliderRefinement(
  range: readonly [number, number],
  bounds: readonly [number, number],
): { min?: number; max?: number } {
  const [min, max] = range;
  return { min: min > bounds[0] ? min : undefined, max: max < bounds[1] ? max : undefined };
}

/**
 * spec §2 the price slider's button: the slider's range (each end at its bound left open), sorted
 * by that attribute highest first.
 */
export function withRangeHighestFirst(
  state: SearchUiState,
  attribute: string,
  range: readonly [number, number],
  bounds: readonly [number, number],
  defaultSort: string,
): SearchUiState {
  const ranged = withRange(state, attribute, sliderRefinement(range, bounds));
  return withSort(ranged, highestFirstSort(attribute), defaultSort);
}

const highestFirstSort = (attribute: string) => `${attribute}:desc`;

/**
 * The label of a range facet's 'highest first' button (spec §2 price-range slider), when the
 * profile gives the facet one and the site offers that sort; null for no button.
 */
export function highestFirstButtonLabel(
  facet: FacetDefinition,
  sorts: readonly SortOption[],
): string | null {
  if (facet.kind !== 'range' || !facet.highestFirstLabel) return null;
  const sort = highestFirstSort(facet.attribute);
  return sorts.some((s) => s.value === sort) ? facet.highestFirstLabel : null;
}

export function withPage(state: SearchUiState, page: number): SearchUiState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** 'Clear all': every filter off; the text query and the sort stay. */
export function withoutFilters(state: SearchUiState): SearchUiState {
  return firstPage({ ...state, refinements: {}, ranges: {}, toggles: {} });
}

/**
 * The view after a change the search has not answered yet: the chosen values and ranges as the
 * shopper set them, the counts and hits of the last answer.
 */
export function viewWithState(
  view: SearchView,
  state: SearchUiState,
  facets: readonly FacetDefinition[],
): SearchView {
  const facetValues: Record<string, FacetValue[]> = {};
  for (const facet of facets) {
    if (facet.kind !== 'list') continue;
    const distribution = Object.fromEntries(
      (view.facetValues[facet.attribute] ?? [])
        .filter((v) => v.count > 0 || (state.refinements[facet.attribute] ?? []).includes(v.value))
        .map((v) => [v.value, v.count]),
    );
    facetValues[facet.attribute] = facetValuesOf(
      distribution,
      state.refinements[facet.attribute] ?? [],
      facetValueOrder(facet),
    );
  }
  return { ...view, state, facetValues };
}

/** A facet of InstantSearch's results (algoliasearch-helper's SearchResults). */
interface ResultsFacet {
  name: string;
  data?: Record<string, number>;
  stats?: { min: number; max: number };
}

/** The parts of InstantSearch's results (algoliasearch-helper's SearchResults) the view reads. */
export interface InstantSearchResults {
  hits: unknown[];
  nbHits: number;
  /** 0-based */
  page: number;
  nbPages: number;
  facets: readonly ResultsFacet[];
  disjunctiveFacets: readonly ResultsFacet[];
}

/**
 * The view of InstantSearch's results. Its facets are already disjunctive (the helper merges
 * each refined facet's own query into them), so they stand as the main answer's.
 */
export function searchViewOfResults(
  results: InstantSearchResults,
  state: SearchUiState,
  facets: readonly FacetDefinition[],
): SearchView {
  const facetDistribution: Record<string, Record<string, number>> = {};
  const facetStats: Record<string, { min: number; max: number }> = {};
  for (const facet of [...results.facets, ...results.disjunctiveFacets]) {
    if (facet.data) facetDistribution[facet.name] = facet.data;
    if (facet.stats) facetStats[facet.name] = facet.stats;
  }
  return searchViewOf(
    state,
    facets,
    {
      // InstantSearch adds its own fields to hits (objectID, positions): a card reads its own
      hits: results.hits.map(
        (hit) =>
          Object.fromEntries(
            cardAttributes.map((name) => [name, (hit as Record<string, unknown>)[name]]),
          ) as CardDocument,
      ),
      // the facets of the main query (a refined facet's own answer leaves out its refinement)
      total: uncappedTotal(
        results.nbHits,
        Object.fromEntries(results.facets.flatMap((f) => (f.data ? [[f.name, f.data]] : []))),
      ),
      page: results.page + 1,
      totalPages: results.nbPages,
      facetDistribution,
      facetStats,
    },
    {},
  );
}
