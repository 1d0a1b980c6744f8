'use client';

import { useEffect, useRef, useState } from 'react';
import { Text } from '@dealer/design-system';
import {
  describeSearch,
  readRecentSearches,
  type RecentSearch,
  rememberSearch,
  writeRecentSearches,
} from './recent-searches';
import { type SearchUiState } from '../../../search/address/search-state';
import { whenIdle } from '../../frame/client/when-idle';

/** spec §3 search history: the shopper's last searches on this site, this one remembered. */
export function RecentSearches({
  storageKey,
  heading,
  state,
  href,
}: {
  storageKey: string;
  heading: string;
  /** the search shown now, and its address */
  state: SearchUiState;
  href: string;
}) {
  const [list, setList] = useState<RecentSearch[]>([]);
  const hydrated = useRef(false);
  useEffect(
    () => {
      const remember = () => {
        const label = describeSearch(state, heading);
        const saved = readRecentSearches(storageKey);
        const next = label ? rememberSearch(saved, { href, label }) : saved;
        if (label) writeRecentSearches(storageKey, next);
        setList(next.filter((item) => item.href !== href));
      };
      // the page's own search is remembered once the page is idle, not while it hydrates; a
      // search the shopper makes after that at once (they may leave the page straight away)
      if (hydrated.current) return remember();
      hydrated.current = true;
      return whenIdle(remember);
    },
    [href, storageKey, heading], // eslint-disable-line react-hooks/exhaustive-deps
  );
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
