'use client';

import { useState, type FormEvent } from 'react';
import { useSearchBox, useSortBy } from 'react-instantsearch';
import { SearchInput, SortSelect } from '@dealer/design-system';
import { type SortOption } from '../../search/search-state';

export function SearchBox({ noun }: { noun: string }) {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  return (
    <SearchInput
      id="stock-search-query"
      label={`Search ${noun.toLowerCase()}`}
      placeholder="Search by make, model or keyword"
      value={value}
      onChange={setValue}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        refine(value.trim());
      }}
    />
  );
}

export function Sort({
  sorts,
  defaultSort,
  indexUid,
}: {
  sorts: SortOption[];
  defaultSort: string;
  indexUid: string;
}) {
  const { currentRefinement, refine } = useSortBy({
    items: sorts.map((s) => ({ value: `${indexUid}:${s.value}`, label: s.label })),
  });
  const value = currentRefinement.startsWith(`${indexUid}:`)
    ? currentRefinement.slice(indexUid.length + 1)
    : defaultSort;
  return (
    <SortSelect
      label="Sort by"
      value={value}
      options={sorts}
      onChange={(v) => refine(`${indexUid}:${v}`)}
    />
  );
}
