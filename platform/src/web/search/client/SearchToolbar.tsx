'use client';

import { type FormEvent, useState } from 'react';
import { SearchInput, SortSelect } from '@dealer/design-system';
import { type SortOption } from '../../../search/address/search-state';
import { withQuery, withSort } from '../search-view';
import { type SearchActions } from './search-actions';

/**
 * The text search. What the shopper types stays in the box until the search on screen changes
 * (a filter, 'Clear all', Back, Forward: a new address); the box then shows that search's query,
 * and text typed but not searched for is gone with the search it was typed over.
 */
export function SearchBox({
  noun,
  query,
  searchHref,
  actions,
}: {
  noun: string;
  /** the query of the search on screen */
  query: string;
  /** the address of the search on screen: the box follows it */
  searchHref: string;
  actions: SearchActions;
}) {
  const [draft, setDraft] = useState({ searchHref, value: query });
  const value = draft.searchHref === searchHref ? draft.value : query;
  return (
    <SearchInput
      id="stock-search-query"
      label={`Search ${noun.toLowerCase()}`}
      placeholder="Search by make, model or keyword"
      value={value}
      onChange={(next: string) => setDraft({ searchHref, value: next })}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        actions.change((state) => withQuery(state, value));
      }}
    />
  );
}

export function Sort({
  sorts,
  defaultSort,
  sortBy,
  actions,
}: {
  sorts: SortOption[];
  defaultSort: string;
  sortBy: string | null;
  actions: SearchActions;
}) {
  return (
    <SortSelect
      label="Sort by"
      value={sortBy ?? defaultSort}
      options={sorts}
      onChange={(value) => actions.change((state) => withSort(state, value, defaultSort))}
    />
  );
}
