import { type FacetSearchRequest, type SearchRequest } from '../request';

// The search page's state and its URL (spec §2: the URL carries query, page, sortBy and one
// parameter per facet; the page number only when it is not 1). Pure functions, shared by the
// server (first page) and the browser (InstantSearch routing).

import { type FacetDefinition, type SortOption } from '@dealer/template-profiles';

export type { FacetDefinition, FacetKind, SortOption } from '@dealer/template-profiles';

export interface SearchUiState {
  query: string;
  page: number; // 1-based
  sortBy: string | null;
  refinements: Record<string, string[]>;
  ranges: Record<string, { min?: number; max?: number }>;
  toggles: Record<string, boolean>;
}

/** How many filters a search has applied: each value, each bounded range, each switch on. */
export function activeFilterCount(
  state: Pick<SearchUiState, 'refinements' | 'ranges' | 'toggles'>,
): number {
  const values = Object.values(state.refinements).reduce((n, list) => n + list.length, 0);
  const ranges = Object.values(state.ranges).filter(
    (r) => r.min !== undefined || r.max !== undefined,
  ).length;
  const toggles = Object.values(state.toggles).filter(Boolean).length;
  return values + ranges + toggles;
}

export const emptySearchState: SearchUiState = {
  query: '',
  page: 1,
  sortBy: null,
  refinements: {},
  ranges: {},
  toggles: {},
};

const RESERVED = new Set(['query', 'page', 'sortBy']);
const LIST_SEPARATOR = ',';

function parseNumber(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** Reads the state from the URL's parameters; unknown parameters and bad values are ignored. */
export function parseSearchParams(
  params: URLSearchParams,
  facets: readonly FacetDefinition[],
  sorts: readonly SortOption[],
): SearchUiState {
  const state: SearchUiState = { ...emptySearchState, refinements: {}, ranges: {}, toggles: {} };
  state.query = (params.get('query') ?? '').slice(0, 200);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  state.page = Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1;
  const sortBy = params.get('sortBy');
  state.sortBy = sorts.some((s) => s.value === sortBy) ? sortBy : null;
  for (const facet of facets) {
    const raw = params.get(facet.attribute);
    if (raw === null || RESERVED.has(facet.attribute)) continue;
    if (facet.kind === 'list') {
      const values = raw
        .split(LIST_SEPARATOR)
        .map((v) => v.trim())
        .filter(Boolean);
      if (values.length > 0) state.refinements[facet.attribute] = [...new Set(values)].slice(0, 50);
    } else if (facet.kind === 'range') {
      const [min, max] = raw.split(':');
      const range = { min: parseNumber(min), max: parseNumber(max) };
      if (range.min !== undefined || range.max !== undefined) state.ranges[facet.attribute] = range;
    } else if (raw === 'true') {
      state.toggles[facet.attribute] = true;
    }
  }
  return state;
}

/** The URL parameters of a state, in a stable order; defaults are left out. */
export function searchStateToParams(
  state: SearchUiState,
  facets: readonly FacetDefinition[],
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('query', state.query.trim());
  for (const facet of facets) {
    const values = state.refinements[facet.attribute];
    if (facet.kind === 'list' && values && values.length > 0) {
      params.set(facet.attribute, values.join(LIST_SEPARATOR));
    }
    const range = state.ranges[facet.attribute];
    if (facet.kind === 'range' && range && (range.min !== undefined || range.max !== undefined)) {
      params.set(facet.attribute, `${range.min ?? ''}:${range.max ?? ''}`);
    }
    if (facet.kind === 'toggle' && state.toggles[facet.attribute])
      params.set(facet.attribute, 'true');
  }
  if (state.sortBy) params.set('sortBy', state.sortBy);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export interface SearchRequestOptions {
  baseFilter: string | null;
  facets: readonly FacetDefinition[];
  hitsPerPage: number;
  defaultSort: string;
  /** spec §5: price ascending leaves out price 0 on some sites */
  priceAscendingExcludesZero: boolean;
}

/** The filter of a state: the path's base filter and each refinement, as Meilisearch arrays. */
export function searchStateFilter(
  state: SearchUiState,
  options: Pick<
    SearchRequestOptions,
    'baseFilter' | 'facets' | 'priceAscendingExcludesZero' | 'defaultSort'
  >,
  exceptAttribute?: string,
): (string | string[])[] {
  const filter: (string | string[])[] = [];
  if (options.baseFilter) filter.push(options.baseFilter);
  for (const facet of options.facets) {
    if (facet.attribute === exceptAttribute) continue;
    const values = state.refinements[facet.attribute];
    if (facet.kind === 'list' && values && values.length > 0) {
      filter.push(values.map((v) => `${quote(facet.attribute)}=${quote(v)}`));
    }
    const range = state.ranges[facet.attribute];
    if (facet.kind === 'range' && range) {
      if (range.min !== undefined) filter.push(`${quote(facet.attribute)}>=${range.min}`);
      if (range.max !== undefined) filter.push(`${quote(facet.attribute)}<=${range.max}`);
    }
    if (facet.kind === 'toggle' && state.toggles[facet.attribute]) {
      filter.push(`${quote(facet.attribute)}=true`);
    }
  }
  const sort = state.sortBy ?? options.defaultSort;
  if (options.priceAscendingExcludesZero && sort === 'price:asc') filter.push('price > 0');
  return filter;
}

/**
 * The rules of a sort value: 'certified_rank:desc,price:asc' is two, split where the next rule
 * starts (as InstantSearch's Meilisearch client splits the sort of an index name).
 */
export function sortRules(sort: string): string[] {
  return sort.split(/,(?=\w+:(?:asc|desc))/).filter(Boolean);
}

/** The Meilisearch request of a state's results page (the server renders the first one). */
export function searchStateToRequest(
  state: SearchUiState,
  options: SearchRequestOptions,
): SearchRequest {
  return {
    q: state.query,
    filter: searchStateFilter(state, options),
    facets: options.facets.map((f) => f.attribute),
    sort: sortRules(state.sortBy ?? options.defaultSort),
    hitsPerPage: options.hitsPerPage,
    page: state.page,
  };
}

export type { FacetSearchRequest };
