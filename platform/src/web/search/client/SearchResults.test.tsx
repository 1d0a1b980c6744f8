import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cardDocument, cardOptions } from './card-fixtures';
import { ResultsView } from './SearchResults';
import { type StockSearchProps } from './stock-search-props';

// spec §2 the fleet card among the results: at its 1-based position on the page that holds it,
// after a promo card at the same place, its 'Get In Touch' to the site's fleet page.

const hits = Array.from({ length: 8 }, (_, i) => cardDocument(i + 1, `Car ${i + 1}`, 20_000 + i));

function renderPage(
  page: number,
  fleetCard: StockSearchProps['fleetCard'],
  promoPositions: number[] = [],
) {
  const props = {
    hitsPerPage: 8,
    vehicleNoun: 'Cars',
    cardOptions: { ...cardOptions, favourites: false },
    siteSlug: 'swan-valley-toyota',
    today: '2026-12-01',
    now: '2026-12-01T00:00:00.000Z',
    fleetCard,
    promoCards: promoPositions.length
      ? [
          {
            id: 'summer',
            title: 'Summer Service Special',
            description: 'Book before Christmas.',
            href: '/service',
            start: '2026-11-01',
            expiry: '2027-01-31',
            positions: promoPositions,
            display: ['new', 'used', 'demo'],
            strictDisplay: false,
          },
        ]
      : [],
  } as unknown as StockSearchProps;
  render(
    <ResultsView
      props={props}
      hits={hits}
      total={40}
      page={page}
      pages={5}
      failed={false}
      busy={false}
      hrefForPage={(n) => `/search?page=${n}`}
      carTypes={null}
    />,
  );
}

/** The results' cards in order: a car's or the fleet card's heading, or a promo card's name. */
const cardsInOrder = () =>
  within(screen.getByRole('list', { name: 'Cars' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Cars')
    .map(
      (item) =>
        item.querySelector('h2, h3')?.textContent ??
        item.querySelector('aside')?.getAttribute('aria-label') ??
        '',
    );

const fleet = {
  position: 3,
  heading: 'Fleet Sales',
  description: 'Vehicles for your business.',
  href: '/fleet',
};

afterEach(cleanup);

describe('the fleet card among the results', () => {
  it('stands before the result at its position, its Get In Touch to the fleet page', () => {
    renderPage(1, fleet);
    expect(cardsInOrder().slice(0, 4)).toEqual(['Car 1', 'Car 2', 'Fleet Sales', 'Car 3']);
    const card = screen.getByRole('article', { name: 'Fleet Sales' });
    for (const bullet of [
      'Custom fleet solutions',
      'Servicing and repairs',
      'Fast quotes',
      'Finance Options',
    ])
      expect(within(card).getByText(bullet)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Get In Touch' }).getAttribute('href')).toBe(
      '/fleet',
    );
  });

  it('follows a promo card at the same position', () => {
    renderPage(1, fleet, [3]);
    expect(cardsInOrder().slice(0, 5)).toEqual([
      'Car 1',
      'Car 2',
      'Summer Service Special',
      'Fleet Sales',
      'Car 3',
    ]);
  });

  it('is only on the page that holds its position, and nowhere without one', () => {
    renderPage(2, fleet);
    expect(screen.queryByRole('article', { name: 'Fleet Sales' })).toBeNull();
    cleanup();
    renderPage(1, null);
    expect(screen.queryByRole('article', { name: 'Fleet Sales' })).toBeNull();
  });
});
