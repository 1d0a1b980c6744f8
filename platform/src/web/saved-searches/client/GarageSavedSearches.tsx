'use client';

import { type ReactNode, useState } from 'react';
import { Button, Inline, Stack, Text, VisuallyHidden } from '@dealer/design-system';
import { type GarageSavedSearchItem } from '../../../domain/garage';

// The garage's saved searches (a signed-in shopper's): each its name as a link to the search,
// how its alerts come, and Delete, which takes it off at once; a refusal alerts the site's
// message and puts it back.

export const SAVED_SEARCH_DELETE_ENDPOINT = '/api/saved-searches/delete';

export const SAVED_SEARCH_DELETE_FAILED =
  'Your saved search could not be deleted. Please try again.';

export type GarageSavedSearch = GarageSavedSearchItem;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** POST /api/saved-searches/delete { id }: null when done, else the message to alert. */
export async function deleteSavedSearch(
  id: number,
  fetchImpl: Fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetchImpl(SAVED_SEARCH_DELETE_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
      credentials: 'same-origin',
    });
    const body = (await response.json().catch(() => null)) as {
      success?: unknown;
      message?: unknown;
    } | null;
    if (response.ok && body?.success === true) return null;
    return typeof body?.message === 'string' && body.message
      ? body.message
      : SAVED_SEARCH_DELETE_FAILED;
  } catch {
    return SAVED_SEARCH_DELETE_FAILED;
  }
}

export function GarageSavedSearches({
  searches,
  empty,
}: {
  searches: readonly GarageSavedSearch[];
  empty: ReactNode;
}) {
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(() => new Set());
  const shown = searches.filter((search) => !deleted.has(search.id));
  if (shown.length === 0) return empty;

  const remove = (search: GarageSavedSearch) => {
    setDeleted((before) => new Set(before).add(search.id));
    void deleteSavedSearch(search.id).then((message) => {
      if (message === null) return;
      window.alert(message);
      setDeleted((before) => {
        const next = new Set(before);
        next.delete(search.id);
        return next;
      });
    });
  };

  return (
    <ul
      aria-label="Saved searches"
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem' }}
    >
      {shown.map((search) => (
        <li key={search.id}>
          <Inline space="medium" alignY="center" align="spaceBetween">
            <Stack space="xxsmall">
              {/* a full page load: the search starts afresh from its address */}
              <a href={search.href}>
                <Text weight="strong" as="span">
                  {search.name}
                </Text>
              </a>
              <Text tone="muted" size="small">
                {search.alerts}
              </Text>
            </Stack>
            <Button variant="ghost" size="small" onClick={() => remove(search)}>
              <>
                Delete<VisuallyHidden> {search.name}</VisuallyHidden>
              </>
            </Button>
          </Inline>
        </li>
      ))}
    </ul>
  );
}
