'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { GaragePending } from '../../garage/client/GaragePending';
import { readRecentSearches, type RecentSearch, recentSearchesKey } from './recent-searches';

// spec §3 search history in the garage: the shopper's last searches on this site, as the search
// page keeps them in the browser (the latest first), each a link back to its results.

/** A recent search's address: a path of this site only (the browser's storage is not trusted). */
const isSitePath = (href: string) => /^\/(?![/\\])/.test(href);

export function GarageRecentSearches({ siteSlug, empty }: { siteSlug: string; empty: ReactNode }) {
  const [list, setList] = useState<RecentSearch[] | null>(null);
  useEffect(() => {
    setList(
      readRecentSearches(recentSearchesKey(siteSlug)).filter((item) => isSitePath(item.href)),
    );
  }, [siteSlug]);
  if (list === null) return <GaragePending empty={empty} />;
  if (list.length === 0) return empty;
  return (
    <ul
      aria-label="Recent searches"
      style={{ display: 'grid', gap: '0.5rem', paddingLeft: '1.25rem', margin: 0 }}
    >
      {list.map((item) => (
        <li key={item.href}>
          {/* a full page load: the search starts afresh from its address */}
          <a href={item.href}>{item.label}</a>
        </li>
      ))}
    </ul>
  );
}
