import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@dealer/design-system';
import { WatchlistEntries, WatchlistEntry, WatchlistRemoveButton } from './WatchlistEntries';

// The watchlist page's Remove as a shopper uses it (spec §4, §8), against a stand-in for the
// site's remove-car call.

const cars = [
  { id: 31, name: '2023 Toyota RAV4 GX' },
  { id: 32, name: '2021 Toyota Corolla Ascent Sport' },
];
const phone = '+61412345678';

let answer: { status: number; body: unknown };
let posts: unknown[];
let alert: ReturnType<typeof vi.fn<(message?: string) => void>>;

beforeEach(() => {
  answer = { status: 200, body: { success: true } };
  posts = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    posts.push({ url, body: JSON.parse(String(init?.body)) });
    return Response.json(answer.body, { status: answer.status });
  });
  alert = vi.fn<(message?: string) => void>();
  window.alert = alert;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList() {
  return render(
    <ToastProvider>
      <WatchlistEntries
        phoneNumber={phone}
        carIds={cars.map((c) => c.id)}
        empty={<p>Your watchlist is empty.</p>}
      >
        <ul>
          {cars.map((car) => (
            <WatchlistEntry key={car.id} carId={car.id}>
              <article aria-label={car.name}>
                <WatchlistRemoveButton car={car} />
              </article>
            </WatchlistEntry>
          ))}
        </ul>
      </WatchlistEntries>
    </ToastProvider>,
  );
}

const remove = (name: string) =>
  screen.getByRole('button', { name: `Remove ${name} from your watchlist` });

describe('WatchlistEntries (spec §4 the watchlist page)', () => {
  it('takes a removed car off at once and shows the removed toast', async () => {
    renderList();
    fireEvent.click(remove(cars[0]!.name));
    expect(screen.queryByRole('article', { name: cars[0]!.name })).toBeNull();
    expect(screen.getByRole('article', { name: cars[1]!.name })).toBeTruthy();
    expect(await screen.findByText('Car Removed')).toBeTruthy();
    expect(screen.getByText(`${cars[0]!.name} is no longer in your watchlist`)).toBeTruthy();
    expect(posts).toEqual([
      { url: '/api/watchlist/remove-car', body: { phone_number: phone, car_id: 31 } },
    ]);
  });

  it('shows the empty state once every car is removed', async () => {
    renderList();
    fireEvent.click(remove(cars[0]!.name));
    fireEvent.click(remove(cars[1]!.name));
    expect(screen.getByText('Your watchlist is empty.')).toBeTruthy();
    await waitFor(() => expect(posts).toHaveLength(2));
  });

  it('alerts the server’s message on failure and leaves the car off (spec §8)', async () => {
    answer = { status: 401, body: { success: false, message: 'Please sign in.' } };
    renderList();
    fireEvent.click(remove(cars[1]!.name));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please sign in.'));
    expect(screen.queryByRole('article', { name: cars[1]!.name })).toBeNull();
    expect(screen.queryByText('Car Removed')).toBeNull();
  });
});
