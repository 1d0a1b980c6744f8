import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@dealer/design-system';
import { WatchlistButton, type WatchlistCar } from './WatchlistButton';

// The watchlist heart as a shopper uses it (spec §4, §8), against a stand-in for the site's
// watchlist calls.

const rav4: WatchlistCar = {
  id: 31,
  name: '2023 Toyota RAV4 GX',
  status: 'in_stock',
  price: 42990,
  photosCount: 12,
};
const options = { hideSaveForNoPriceOrImages: false };
const phone = '+61412345678';

interface Site {
  signedIn: boolean;
  saved: number[];
  /** the answer to save-car and remove-car */
  change: { status: number; body: unknown };
  posts: { path: string; body: unknown }[];
  /** holds the change calls' answers until released */
  hold: Promise<void> | null;
}

let site: Site;
let alert: ReturnType<typeof vi.fn<(message?: string) => void>>;

beforeEach(() => {
  site = {
    signedIn: true,
    saved: [],
    change: { status: 200, body: { success: true } },
    posts: [],
    hold: null,
  };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/api/watchlist') {
      return Response.json(
        site.signedIn
          ? { success: true, signed_in: true, phone_number: phone, car_ids: site.saved }
          : { success: true, signed_in: false, car_ids: [] },
      );
    }
    site.posts.push({ path: url, body: JSON.parse(String(init?.body)) });
    if (site.hold) await site.hold;
    return Response.json(site.change.body, { status: site.change.status });
  });
  alert = vi.fn<(message?: string) => void>();
  window.alert = alert;
  window.history.replaceState(null, '', '/search/used-cars');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderHeart(car: WatchlistCar = rav4) {
  return render(
    <ToastProvider>
      <WatchlistButton car={car} options={options} />
    </ToastProvider>,
  );
}

const heart = () => screen.getByRole('button', { name: `Save ${rav4.name} to watchlist` });

/** The heart once the page knows the shopper's watchlist. */
async function loadedHeart(pressed: boolean) {
  await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe(String(pressed)));
  return heart();
}

describe('WatchlistButton (spec §4 watchlist)', () => {
  it('fills the heart at once, then shows the saved toast with View List', async () => {
    let release = () => {};
    site.hold = new Promise((resolve) => (release = resolve));
    renderHeart();
    fireEvent.click(await loadedHeart(false));
    // optimistic: pressed before the site answers, no toast yet
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByText('Car Saved In Watchlist')).toBeNull();
    await act(async () => release());
    expect(await screen.findByText('Car Saved In Watchlist')).toBeTruthy();
    expect(screen.getByText(`${rav4.name} is now available in your watchlist`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View List' }).getAttribute('href')).toBe('/watchlist');
    expect(site.posts).toEqual([
      { path: '/api/watchlist/save-car', body: { phone_number: phone, car_id: rav4.id } },
    ]);
  });

  it('sends analytics event 19 once a save is made, and none for a removal or a refusal', async () => {
    const layer = () =>
      (
        (window as unknown as { dataLayer?: { event_id: number; car_id?: number }[] }).dataLayer ??
        []
      ).filter((event) => event.event_id === 19);
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    renderHeart();
    fireEvent.click(await loadedHeart(false));
    expect(await screen.findByText('Car Saved In Watchlist')).toBeTruthy();
    expect(layer()).toEqual([expect.objectContaining({ event_id: 19, car_id: rav4.id })]);
    fireEvent.click(heart());
    expect(await screen.findByText('Car Removed')).toBeTruthy();
    site.change = { status: 409, body: { success: false, message: 'This car has been sold.' } };
    fireEvent.click(heart());
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(layer()).toHaveLength(1);
  });

  it('removes a saved car, with the removed toast', async () => {
    site.saved = [rav4.id];
    renderHeart();
    fireEvent.click(await loadedHeart(true));
    expect(await screen.findByText('Car Removed')).toBeTruthy();
    expect(screen.getByText(`${rav4.name} is no longer in your watchlist`)).toBeTruthy();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(site.posts.map((p) => p.path)).toEqual(['/api/watchlist/remove-car']);
  });

  it('alerts the server’s message on failure and keeps the heart as the shopper set it (spec §8)', async () => {
    site.change = { status: 409, body: { success: false, message: 'This car has been sold.' } };
    renderHeart();
    fireEvent.click(await loadedHeart(false));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('This car has been sold.'));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Car Saved In Watchlist')).toBeNull();
  });

  it('sends a visitor to sign in, to come back to this page with the car to save', async () => {
    site.signedIn = false;
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    window.history.replaceState(null, '', '/search/used-cars?make=Toyota');
    renderHeart();
    fireEvent.click(await loadedHeart(false));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/sign-in?type=watchlist&redirect=/search/used-cars%3Fmake%3DToyota%26save%3D31&back=/search/used-cars%3Fmake%3DToyota',
      ),
    );
    expect(site.posts).toEqual([]);
  });

  it('makes the pending save on coming back signed in, then takes it out of the address', async () => {
    window.history.replaceState(null, '', '/cars/2023-toyota-rav4-gx?save=31');
    renderHeart();
    expect(await screen.findByText('Car Saved In Watchlist')).toBeTruthy();
    expect(site.posts).toEqual([
      { path: '/api/watchlist/save-car', body: { phone_number: phone, car_id: rav4.id } },
    ]);
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/cars/2023-toyota-rav4-gx',
    );
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('leaves another car’s pending save alone', async () => {
    window.history.replaceState(null, '', '/search/used-cars?save=99');
    renderHeart();
    await loadedHeart(false);
    expect(site.posts).toEqual([]);
    expect(window.location.search).toBe('?save=99');
  });

  it('shows no heart on a sold car not saved, and a pressed one on a sold car saved', async () => {
    const sold = { ...rav4, status: 'sold' as const };
    renderHeart(sold);
    await waitFor(() => expect(site.posts).toEqual([]));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    site.saved = [rav4.id];
    renderHeart(sold);
    expect((await loadedHeart(true)).getAttribute('aria-pressed')).toBe('true');
  });
});
