import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emptySearchState,
  type FacetDefinition,
  type SearchUiState,
} from '../../../search/address/search-state';
import { searchViewOf } from '../search-view';
import { StockSearch } from './StockSearch';
import { cardOptions } from './card-fixtures';
import { type StockSearchProps } from './stock-search-props';

// The search box follows the search on screen: text typed but not searched for gives way to the
// query of the address the page moves to ('Clear all', a filter, Back and Forward).

const facets: FacetDefinition[] = [
  { attribute: 'body', label: 'Body Type', kind: 'list' },
  { attribute: 'fuel', label: 'Fuel Type', kind: 'list' },
];

function propsAt(state: SearchUiState): StockSearchProps {
  const initialView = searchViewOf(
    state,
    facets,
    {
      hits: [],
      total: 120,
      page: 1,
      totalPages: 6,
      facetDistribution: { body: { Wagon: 80, Ute: 40 }, fuel: { Petrol: 70, Diesel: 50 } },
    },
    {},
  );
  return {
    host: '/api/search',
    indexUid: 'stock',
    apiKey: 'public-search-test',
    basePath: '/search',
    baseFilter: null,
    facets,
    sorts: [{ value: 'created_at_timestamp:desc', label: 'Newest listings' }],
    defaultSort: 'created_at_timestamp:desc',
    hitsPerPage: 20,
    priceAscendingExcludesZero: false,
    vehicleNoun: 'Cars',
    cardOptions: { ...cardOptions, favourites: false },
    promoCards: [],
    today: '2026-11-22',
    pathCarTypes: null,
    siteSlug: 'test-site',
    heading: 'Cars for sale',
    popularMakes: [],
    visibleMakes: 7,
    makeModels: {},
    initialView,
    now: '2026-11-22T00:00:00.000Z',
  };
}

beforeEach(() => {
  // the browser's search starts on the first change; its questions are never answered here
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search cars' });

// the filter drawer is a modal dialog: while it opens, the page under it takes no pointer (the
// dialog's own buttons do once it is in place); the clicks here are the shopper's on the dialog,
// so the check of the page's pointer-events is left to the browser tests
const drawerUser = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never };

async function clearAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Filter \(\d+\)$/ }));
  const drawer = await screen.findByRole('dialog', { name: 'Filter cars' });
  await user.click(within(drawer).getByRole('button', { name: 'Clear all' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('StockSearch analytics (spec §7 event 49)', () => {
  it('sends the search page view once a page load', () => {
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    window.history.replaceState(null, '', '/search/used-cars');
    const { rerender } = render(<StockSearch {...propsAt(emptySearchState)} />);
    rerender(<StockSearch {...propsAt(emptySearchState)} />);
    const events = (window as unknown as { dataLayer: { event_id: number; path?: string }[] })
      .dataLayer;
    expect(events.filter((e) => e.event_id === 49)).toEqual([
      expect.objectContaining({ event_id: 49, path: '/search/used-cars' }),
    ]);
  });
});

describe('StockSearch search box', () => {
  it('after Clear all shows the address’s empty query, not the text typed over it', async () => {
    const state = { ...emptySearchState, refinements: { body: ['Ute'] } };
    window.history.replaceState(null, '', '/search?body=Ute');
    const user = userEvent.setup(drawerUser);
    render(<StockSearch {...propsAt(state)} />);
    await user.type(box(), 'hilux');
    expect(box().value).toBe('hilux');
    await clearAll(user);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(box().value).toBe('');
  });

  it('after Clear all keeps the address’s own query, the one searched for', async () => {
    const state = { ...emptySearchState, query: 'corolla', refinements: { body: ['Wagon'] } };
    window.history.replaceState(null, '', '/search?query=corolla&body=Wagon');
    const user = userEvent.setup(drawerUser);
    render(<StockSearch {...propsAt(state)} />);
    expect(box().value).toBe('corolla');
    await user.clear(box());
    await user.type(box(), 'camry');
    await clearAll(user);
    await waitFor(() => expect(window.location.search).toBe('?query=corolla'));
    expect(box().value).toBe('corolla');
  });

  it('keeps what is typed while the search on screen stays the same', async () => {
    window.history.replaceState(null, '', '/search');
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<StockSearch {...propsAt(emptySearchState)} />);
    await user.type(box(), 'ranger');
    rerender(<StockSearch {...propsAt(emptySearchState)} />);
    expect(box().value).toBe('ranger');
  });
});
