'use client';

import { type FormEvent, useState } from 'react';
import { SearchInput, SortSelect } from '@dealer/design-system';
import { type SortOption } from '../../search/search-state';
import { withQuery, withSort } from '../../search/search-view';
import { type SearchActions } from './search-actions';

/** The text search; it shows the query of the search on screen (after Back, Forward, 'Clear all'). */
export function SearchBox({
  noun,
  query,
  actions,
}: {
  noun: string;
  query: string;
  actions: SearchActions;
}) {
  const [draft, setDraft] = useState({ query, value: query });
  // the search's query changed by other means (the URL): the box follows it
  const value = draft.query === query ? draft.value : query;
  return (
    <SearchInput
      id="stock-search-query"
      label={`Search ${noun.toLowerCase()}`}
      placeholder="Search by make, model or keyword"
      value={value}
      onChange={(next: string) => setDraft({ query, value: next })}
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
