import { type FacetDefinition, type SearchUiState, searchStateToParams } from './search-state';
import { type SearchPath } from './search-path';

// issue: search pages that search engines can tell apart. Each /search/... path is a landing
// page of its own: a title and a description from what it names and the site, and one canonical
// address. Refinements that only sort or turn the page make no page of their own; refinements in
// the query (a text search, ranges, chosen values) make a combination too thin to index.

export interface SearchPageHead {
  /** the title before the site's name (the site's title pattern adds ' | {site}') */
  title: string;
  description: string;
  /** the canonical path and query: the landing's path and its refinements in a stable order */
  canonical: string;
  /** false for a combination of refinements in the query: not indexed, its links followed */
  index: boolean;
}

/** 'Used Cars' -> 'Used Cars for sale'; 'Cars at Parramatta' -> 'Cars for sale at Parramatta'. */
export function searchPageTitle(heading: string, vehicleNoun: string): string {
  if (heading === `Search ${vehicleNoun}`) return `${vehicleNoun} for sale`;
  const at = heading.indexOf(' at ');
  if (at > 0) return `${heading.slice(0, at)} for sale${heading.slice(at)}`;
  return `${heading} for sale`;
}

/** The head of a search page: its title, description, canonical address and whether to index. */
export function searchPageHead(
  site: { name: string; vehicleNoun: string },
  resolved: Pick<SearchPath, 'heading' | 'path'>,
  state: SearchUiState,
  facets: readonly FacetDefinition[],
): SearchPageHead {
  const title = searchPageTitle(resolved.heading, site.vehicleNoun);
  // the refinements alone: no sort, the first page, the facets in the site's order and each
  // facet's values in alphabetical order (two orders of the same choice are one page)
  const refinements = Object.fromEntries(
    Object.entries(state.refinements).map(([attribute, values]) => [
      attribute,
      [...values].sort((a, b) => a.localeCompare(b, 'en-AU')),
    ]),
  );
  const params = searchStateToParams({ ...state, refinements, sortBy: null, page: 1 }, facets);
  const query = params.toString();
  return {
    title,
    description: `${title} at ${site.name}: browse, filter and sort our ${site.vehicleNoun.toLowerCase()}, with prices in AUD.`,
    canonical: query ? `${resolved.path}?${query}` : resolved.path,
    index: query === '',
  };
}
