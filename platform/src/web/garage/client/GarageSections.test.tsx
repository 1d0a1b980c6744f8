import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GarageSectionId } from '../../../domain/garage';
import { type Favourite } from '../favourites';
import { VIEWED_CARS_KEY, type ViewedCar } from '../../leads/visitor-storage';
import { recentSearchesKey } from '../../search/client/recent-searches';
import { type CardDocument } from '../../../search/address/search-config';
import { cardDocument, cardOptions } from '../../search/client/card-fixtures';
import { GarageEmptyState, garageEmptyText, GarageSection } from '../GarageSection';
import { GarageFavourites, GarageRecentlyViewed } from './GarageCars';
import { GarageRecentSearches } from '../../search/client/GarageRecentSearches';
import {
  GarageSavedSearches,
  SAVED_SEARCH_DELETE_ENDPOINT,
} from '../../saved-searches/client/GarageSavedSearches';

// The garage's sections as a shopper sees them: each empty state (what would be there, and the
// search), and the lists the browser and the account keep, against stand-ins for the site's
// search and calls.

const site = 'southern-cross-motors';
const search = { host: '/api/search', indexUid: 'stock', apiKey: 'public-search-test' };
const now = '2026-11-27T00:00:00.000Z';
const doc = cardDocument;

const stock = [
  doc(31, '2021 Toyota Corolla Ascent', 24990),
  doc(32, '2020 Mazda CX-5 Maxx', 27500),
];
const favourite = (car: CardDocument): Favourite => ({
  id: car.id,
  name: car.name,
  slug: car.slug,
  make: car.make,
  model: car.model,
  primary_image_url: null,
});

interface Call {
  url: string;
  body: unknown;
}
let calls: Call[];
let searchDown: boolean;
let changeAnswer: { status: number; body: unknown };
let alert: ReturnType<typeof vi.fn<(message?: string) => void>>;

beforeEach(() => {
  calls = [];
  searchDown = false;
  changeAnswer = { status: 200, body: { success: true, car_ids: [] } };
  window.localStorage.clear();
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : null;
    calls.push({ url, body });
    if (url === '/api/search/multi-search') {
      if (searchDown) return Response.json({ message: 'down' }, { status: 503 });
      const filter = (body as { queries: { filter: string[] }[] }).queries[0]!.filter[0]!;
      const ids = /\[(.*)\]/.exec(filter)![1]!.split(',').map(Number);
      // the engine's own order (by id), not the garage's
      const hits = stock.filter((car) => ids.includes(car.id));
      return Response.json({ results: [{ hits }] });
    }
    return Response.json(changeAnswer.body, { status: changeAnswer.status });
  });
  alert = vi.fn<(message?: string) => void>();
  window.alert = alert;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const empty = (section: GarageSectionId) => (
  <GarageEmptyState
    text={garageEmptyText(section, 'Cars')}
    searchHref="/search"
    vehicleNoun="Cars"
  />
);

const searchLink = () => screen.getByRole('link', { name: 'Search our cars' });

describe('the garage’s sections and their empty states', () => {
  it('a section is a region named by its heading', () => {
    render(
      <GarageSection id="watchlist" heading="Watchlist">
        {empty('watchlist')}
      </GarageSection>,
    );
    const region = screen.getByRole('region', { name: 'Watchlist' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Watchlist' })).toBeTruthy();
    expect(within(region).getByText(/Your watchlist is empty/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Search our cars' })).toHaveProperty(
      'pathname',
      '/search',
    );
  });

  it.each([
    ['favourites', 'You have no favourites yet. Tap the heart on a car to keep it here.'],
    ['watchlist', 'Your watchlist is empty. Save cars you like and they will appear here.'],
    ['recently-viewed', 'You have not viewed any cars yet. The cars you look at will appear here.'],
  ] as const)('%s says so in the site’s word for its vehicles', (section, text) => {
    expect(garageEmptyText(section, 'Cars')).toBe(text);
    expect(garageEmptyText(section, 'Caravans')).not.toBe(text);
  });

  it('Favourites: empty for a visitor with none, without asking the search', async () => {
    render(
      <GarageFavourites
        siteSlug={site}
        accountIds={null}
        search={search}
        cardOptions={cardOptions}
        now={now}
        empty={empty('favourites')}
      />,
    );
    await waitFor(() => expect(screen.getByText(/You have no favourites yet/)).toBeTruthy());
    expect(searchLink()).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('Recently viewed: empty with no car viewed', async () => {
    render(
      <GarageRecentlyViewed
        search={search}
        cardOptions={cardOptions}
        now={now}
        empty={empty('recently-viewed')}
      />,
    );
    await waitFor(() => expect(screen.getByText(/You have not viewed any cars yet/)).toBeTruthy());
    expect(searchLink()).toBeTruthy();
  });

  it('Recent searches: empty with none, else each a link to its search', async () => {
    const { unmount } = render(
      <GarageRecentSearches siteSlug={site} empty={empty('recent-searches')} />,
    );
    await waitFor(() => expect(screen.getByText(/You have not searched yet/)).toBeTruthy());
    unmount();
    window.localStorage.setItem(
      recentSearchesKey(site),
      JSON.stringify([
        { href: '/search/used-cars?make=Toyota', label: 'Used Cars: Toyota' },
        { href: '//evil.example/search', label: 'Elsewhere' },
      ]),
    );
    render(<GarageRecentSearches siteSlug={site} empty={empty('recent-searches')} />);
    const link = await screen.findByRole('link', { name: 'Used Cars: Toyota' });
    expect(link.getAttribute('href')).toBe('/search/used-cars?make=Toyota');
    // an address of another host is not this site's search
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).toBeNull();
  });

  it('Saved searches: empty with none', () => {
    render(<GarageSavedSearches searches={[]} empty={empty('saved-searches')} />);
    expect(screen.getByText(/You have no saved searches/)).toBeTruthy();
    expect(searchLink()).toBeTruthy();
  });
});

describe('the garage’s lists', () => {
  it('Recently viewed: the cards of the latest cars viewed, in that order, with today’s price', async () => {
    const viewed: ViewedCar[] = [32, 31, 99].map((id) => ({
      id,
      stocknum: `S${id}`,
      make: 'Toyota',
      model: 'Corolla',
      body: null,
      simple_body: null,
      path: `/cars/car-${id}`,
    }));
    window.localStorage.setItem(VIEWED_CARS_KEY, JSON.stringify(viewed));
    render(
      <GarageRecentlyViewed
        search={search}
        cardOptions={cardOptions}
        now={now}
        empty={empty('recently-viewed')}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Recently viewed' });
    // car 99 is no longer shown by the site: left out
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['2020 Mazda CX-5 Maxx', '2021 Toyota Corolla Ascent']);
    expect(within(list).getAllByTestId('vehicle-price')[0]!.textContent).toContain('$27,500');
    expect(calls[0]!.body).toMatchObject({
      queries: [{ indexUid: 'stock', filter: ['id IN [32, 31, 99]'], limit: 3 }],
    });
  });

  it('Recently viewed: the cars as links when the search cannot be reached', async () => {
    searchDown = true;
    window.localStorage.setItem(
      VIEWED_CARS_KEY,
      JSON.stringify([
        {
          id: 31,
          stocknum: 'S31',
          make: 'Toyota',
          model: 'Corolla',
          body: null,
          simple_body: null,
          path: '/cars/car-31',
        },
      ]),
    );
    render(
      <GarageRecentlyViewed
        search={search}
        cardOptions={cardOptions}
        now={now}
        empty={empty('recently-viewed')}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Toyota Corolla' });
    expect(link.getAttribute('href')).toBe('/cars/car-31');
  });

  it('Favourites of a signed-in shopper: the account’s and the browser’s; Remove takes one off both', async () => {
    window.localStorage.setItem(
      `dealer:${site}:favourites`,
      JSON.stringify([favourite(stock[0]!)]),
    );
    render(
      <GarageFavourites
        siteSlug={site}
        accountIds={[32]}
        search={search}
        cardOptions={cardOptions}
        now={now}
        empty={empty('favourites')}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Favourites' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['2020 Mazda CX-5 Maxx', '2021 Toyota Corolla Ascent']);

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Remove 2021 Toyota Corolla Ascent from your favourites',
      }),
    );
    expect(screen.queryByRole('article', { name: '2021 Toyota Corolla Ascent' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(`dealer:${site}:favourites`)!)).toEqual([]);
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ url: '/api/favourites/remove', body: { car_ids: [31] } }),
    );

    fireEvent.click(
      screen.getByRole('button', { name: 'Remove 2020 Mazda CX-5 Maxx from your favourites' }),
    );
    await waitFor(() => expect(screen.getByText(/You have no favourites yet/)).toBeTruthy());
    // the cards were asked once: a removal asks nothing more of the search
    expect(calls.filter((c) => c.url === '/api/search/multi-search')).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it('Favourites: a refused removal is alerted', async () => {
    changeAnswer = { status: 503, body: { success: false, message: 'down' } };
    render(
      <GarageFavourites
        siteSlug={site}
        accountIds={[32]}
        search={search}
        cardOptions={cardOptions}
        now={now}
        empty={empty('favourites')}
      />,
    );
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Remove 2020 Mazda CX-5 Maxx from your favourites',
      }),
    );
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        '2020 Mazda CX-5 Maxx could not be removed from your favourites. Please try again.',
      ),
    );
  });

  it('Saved searches: name, link, alerts; Delete takes one off, a refusal puts it back', async () => {
    const searches = [
      {
        id: 7,
        name: 'Used Toyota RAV4',
        href: '/search/toyota/rav4?car_type=used',
        alerts: 'Alerts by SMS',
      },
      { id: 8, name: 'Cars', href: '/search', alerts: 'No alerts' },
    ];
    render(<GarageSavedSearches searches={searches} empty={empty('saved-searches')} />);
    expect(screen.getByRole('link', { name: 'Used Toyota RAV4' }).getAttribute('href')).toBe(
      '/search/toyota/rav4?car_type=used',
    );
    expect(screen.getByText('Alerts by SMS')).toBeTruthy();

    changeAnswer = { status: 200, body: { success: true } };
    fireEvent.click(screen.getByRole('button', { name: 'Delete Used Toyota RAV4' }));
    expect(screen.queryByRole('link', { name: 'Used Toyota RAV4' })).toBeNull();
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ url: SAVED_SEARCH_DELETE_ENDPOINT, body: { id: 7 } }),
    );

    changeAnswer = {
      status: 404,
      body: { success: false, message: 'This saved search does not exist.' },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Delete Cars' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('This saved search does not exist.'));
    expect(await screen.findByRole('link', { name: 'Cars' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Used Toyota RAV4' })).toBeNull();
  });
});
