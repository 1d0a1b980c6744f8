import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY, ToastProvider, useToast } from './Toast';

function NeedsToasts() {
  useToast();
  return null;
}

describe('useToast', () => {
  it('says where it belongs when used outside a ToastProvider', () => {
    expect(() => renderToStaticMarkup(<NeedsToasts />)).toThrow(
      'useToast must be used within a <ToastProvider />',
    );
  });
});

function Saver() {
  const { toast, dismiss } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Car Saved In Watchlist' })}>
        Save
      </button>
      <button type="button" onClick={dismiss}>
        Close it
      </button>
    </>
  );
}

describe('ToastProvider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes a closed toast from the page TOAST_REMOVE_DELAY after it closed (spec §9), and a new toast cancels the removal', async () => {
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // the region's code loads with the first toast
    expect(await screen.findByText('Car Saved In Watchlist', {}, { timeout: 15_000 })).toBeTruthy();
    const region = () => screen.queryByRole('region', { name: /Notifications/ });
    expect(region()).not.toBeNull();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Close it' }));
    act(() => void vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(region()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(region()).toBeNull();
    // closed again, then a new toast within the delay: the region is not taken from under it
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close it' }));
    act(() => void vi.advanceTimersByTime(TOAST_REMOVE_DELAY / 2));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => void vi.advanceTimersByTime(TOAST_REMOVE_DELAY / 2 + 1));
    expect(region()).not.toBeNull();
  });
});
