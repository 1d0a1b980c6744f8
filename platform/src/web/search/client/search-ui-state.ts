import { type UiState } from 'instantsearch.js';
import { type FacetDefinition, type SearchUiState } from '../../../search/address/search-state';

// The search's state as the URL holds it (SearchUiState) and as InstantSearch holds it (UiState),
// one into the other.

export function toUiState(
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

export function fromUiState(
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

/** The car types a search is narrowed to, by its path and its car type refinement. */
export function carTypesOf(
  refined: string[] | undefined,
  fromPath: string[] | null,
): string[] | null {
  if (refined?.length && fromPath) return refined.filter((t) => fromPath.includes(t));
  return refined?.length ? refined : fromPath;
}
