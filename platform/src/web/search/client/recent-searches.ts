import { type SearchUiState } from '../../../search/address/search-state';

// spec §3/§9 search history: the last 5 searches, each a set of non-empty refinements plus a
// path, kept in the browser; failures to read or write storage only log.

export const RECENT_SEARCH_LIMIT = 5;

/** Where the browser keeps a site's recent searches (the search page and the garage read it). */
export const recentSearchesKey = (siteSlug: string) => `dealer:recent-searches:${siteSlug}`;

export interface RecentSearch {
  href: string;
  label: string;
}

/** A short description of a search's refinements, or null when it has none. */
export function describeSearch(state: SearchUiState, heading: string): string | null {
  const parts: string[] = [];
  if (state.query.trim()) parts.push(`“${state.query.trim()}”`);
  for (const values of Object.values(state.refinements))
    if (values.length) parts.push(values.join(', '));
  for (const [attribute, range] of Object.entries(state.ranges)) {
    if (range.min !== undefined || range.max !== undefined)
      parts.push(`${attribute} ${range.min ?? ''}–${range.max ?? ''}`);
  }
  for (const [attribute, on] of Object.entries(state.toggles)) if (on) parts.push(attribute);
  return parts.length > 0 ? `${heading}: ${parts.join(' · ')}` : null;
}

/** The list with this search first, without duplicates, at most five. */
export function rememberSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  return [entry, ...list.filter((item) => item.href !== entry.href)].slice(0, RECENT_SEARCH_LIMIT);
}

export function readRecentSearches(key: string): RecentSearch[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed
          .filter(
            (i): i is RecentSearch => typeof i?.href === 'string' && typeof i?.label === 'string',
          )
          .slice(0, RECENT_SEARCH_LIMIT)
      : [];
  } catch (error) {
    console.warn('Could not read recent searches', error);
    return [];
  }
}

export function writeRecentSearches(key: string, list: readonly RecentSearch[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(list));
  } catch (error) {
    console.warn('Could not save recent searches', error);
  }
}
