'use client';

import { useEffect, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { type UiState } from 'instantsearch.js';
import { Text } from '@dealer/design-system';
import {
  describeSearch,
  readRecentSearches,
  type RecentSearch,
  rememberSearch,
  writeRecentSearches,
} from '../../search/recent-searches';
import { type SearchUiState } from '../../search/search-state';

export function RecentSearches({
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
