import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { priceFacet } from '@dealer/template-profiles';
import { emptySearchState, type SearchUiState } from '../../../search/address/search-state';
import { RangeFacetView } from './FacetViews';
import { type SearchActions } from './search-actions';

// spec §2 'Price-range slider with a button to search sorted by price descending': the button
// searches the slider's range (as shown, or as just let go at) sorted by price, highest first.

const price = priceFacet;
const bounds = [5_000, 250_000] as const;
const start: SearchUiState = { ...emptySearchState, page: 2, sortBy: 'km:asc' };

let changes: SearchUiState[];
const actions: SearchActions = {
  change: (change) => void changes.push(change(changes.at(-1) ?? start)),
};

beforeEach(() => {
  changes = [];
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The price slider with its highest-first button, its range as the search has it. */
function renderPriceSlider(current: { min?: number; max?: number } | undefined) {
  render(
    <RangeFacetView
      facet={price}
      bounds={bounds}
      current={current}
      highestFirst={{ label: 'Search Price: High to Low', defaultSort: 'created_at:desc' }}
      actions={actions}
    />,
  );
}

const button = () => screen.getByRole('button', { name: 'Search Price: High to Low' });

describe('RangeFacetView highest-first button', () => {
  it('searches the range shown, sorted by price descending, from page 1', () => {
    renderPriceSlider({ min: 10_000 });
    fireEvent.click(button());
    expect(changes).toEqual([
      { ...start, page: 1, sortBy: 'price:desc', ranges: { price: { min: 10_000 } } },
    ]);
  });

  it('takes a range let go at a moment ago with it, and that range asks no search of its own', () => {
    renderPriceSlider(undefined);
    const max = screen.getByRole('textbox', { name: 'Maximum price' });
    fireEvent.change(max, { target: { value: '40,000' } });
    fireEvent.blur(max);
    fireEvent.click(button());
    act(() => void vi.advanceTimersByTime(1_000));
    expect(changes).toEqual([
      { ...start, page: 1, sortBy: 'price:desc', ranges: { price: { max: 40_000 } } },
    ]);
  });

  it('a range let go at without the button is searched after the debounce, its sort kept', () => {
    renderPriceSlider(undefined);
    const min = screen.getByRole('textbox', { name: 'Minimum price' });
    fireEvent.change(min, { target: { value: '20000' } });
    fireEvent.blur(min);
    expect(changes).toEqual([]);
    act(() => void vi.advanceTimersByTime(400));
    expect(changes).toEqual([{ ...start, page: 1, ranges: { price: { min: 20_000 } } }]);
  });

  it('has no button where the site offers none', () => {
    render(<RangeFacetView facet={price} bounds={bounds} current={undefined} actions={actions} />);
    expect(screen.queryByRole('button', { name: /High to Low/ })).toBeNull();
  });
});
