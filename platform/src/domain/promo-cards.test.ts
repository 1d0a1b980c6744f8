import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayIn,
  isPromoCardLive,
  promoCardShowsFor,
  promoCardsForPage,
  slotOnPage,
} from './promo-cards';

const card = (over = {}) => ({
  id: 'stocktake',
  title: 'Stocktake Sale',
  description: 'Sharp prices',
  href: '/search/used-cars',
  imageUrl: null,
  start: '2025-07-01',
  expiry: '2025-07-24',
  positions: [8, 17],
  display: ['used' as const],
  strictDisplay: false,
  ...over,
});
const page = { today: '2025-07-10', carTypes: null, page: 1, hitsPerPage: 21, hitsOnPage: 21 };

describe('promo cards (spec §4, §9)', () => {
  it.each([
    ['2025-06-30', false],
    ['2025-07-01', true],
    ['2025-07-24', true],
    ['2025-07-25', false],
  ])('the stocktake card is live on %s: %s', (today, live) =>
    expect(isPromoCardLive(card(), today)).toBe(live),
  );

  it('goes at its positions on the page that holds them', () => {
    expect(promoCardsForPage([card()], page).map((p) => p.index)).toEqual([7, 16]);
    expect(
      promoCardsForPage([card({ positions: [25] })], { ...page, page: 2 }).map((p) => p.index),
    ).toEqual([3]);
    expect(promoCardsForPage([card({ positions: [25] })], page)).toEqual([]);
  });

  it('shows only for its car types and inside its window', () => {
    expect(promoCardsForPage([card()], { ...page, carTypes: ['new'] })).toEqual([]);
    expect(promoCardsForPage([card()], { ...page, carTypes: ['used', 'demo'] })).toHaveLength(2);
    expect(promoCardsForPage([card()], { ...page, today: '2025-08-01' })).toEqual([]);
  });

  type CarType = 'new' | 'demo' | 'used';
  it.each<[string, CarType[], boolean, string[] | null, boolean]>([
    // display: the card's car types; strictDisplay off: any of them in the search
    ['a used card, used search', ['used'], false, ['used'], true],
    ['a used card, new and used search', ['used'], false, ['new', 'used'], true],
    ['a used card, search of all stock', ['used'], false, null, true],
    ['a used card, new search', ['used'], false, ['new'], false],
    ['a new and demo card, demo search', ['new', 'demo'], false, ['demo'], true],
    // strictDisplay on: every car type of the search is one of the card's
    ['a strict used card, used search', ['used'], true, ['used'], true],
    ['a strict used card, new and used search', ['used'], true, ['new', 'used'], false],
    ['a strict used card, search of all stock', ['used'], true, null, false],
    [
      'a strict new and demo card, new and demo search',
      ['new', 'demo'],
      true,
      ['demo', 'new'],
      true,
    ],
    ['a strict new and demo card, demo search', ['new', 'demo'], true, ['demo'], true],
    ['a strict card of every type, search of all stock', ['new', 'demo', 'used'], true, null, true],
    ['a card, a search holding no car type', ['new', 'demo', 'used'], false, [], false],
    ['a strict card, a search holding no car type', ['used'], true, [], false],
  ])('display and strictDisplay (spec §3): %s', (_name, display, strictDisplay, search, shows) => {
    expect(promoCardShowsFor({ display, strictDisplay }, search)).toBe(shows);
    expect(
      promoCardsForPage([card({ display, strictDisplay })], { ...page, carTypes: search }).length >
        0,
    ).toBe(shows);
  });

  it('a strict card shows on no search a loose one would not (property)', () => {
    const carType = fc.constantFrom<CarType>('new', 'demo', 'used');
    fc.assert(
      fc.property(
        fc.uniqueArray(carType, { minLength: 1 }),
        fc.option(fc.uniqueArray(carType), { nil: null }),
        (display, search) =>
          !promoCardShowsFor({ display, strictDisplay: true }, search) ||
          promoCardShowsFor({ display, strictDisplay: false }, search),
      ),
    );
  });

  it('never goes past the end of a short page', () => {
    expect(promoCardsForPage([card()], { ...page, hitsOnPage: 5 })).toEqual([]);
    expect(
      promoCardsForPage([card({ positions: [6] })], { ...page, hitsOnPage: 5 }).map((p) => p.index),
    ).toEqual([5]);
  });

  it('counts days in the site’s time zone', () => {
    expect(dayIn('Australia/Perth', new Date('2025-07-24T17:00:00Z'))).toBe('2025-07-25');
    expect(dayIn('Australia/Perth', new Date('2025-07-24T15:00:00Z'))).toBe('2025-07-24');
  });
});

describe('slotOnPage: where a result position falls on a page (the promo and fleet cards)', () => {
  it.each([
    ['before the first result of page 1', 1, { page: 1, hitsPerPage: 21, hitsOnPage: 21 }, 0],
    ['the sixth result', 6, { page: 1, hitsPerPage: 21, hitsOnPage: 21 }, 5],
    ['after the last result of a full page', 22, { page: 1, hitsPerPage: 21, hitsOnPage: 21 }, 21],
    ['on the next page', 23, { page: 1, hitsPerPage: 21, hitsOnPage: 21 }, null],
    ['on page 2', 23, { page: 2, hitsPerPage: 21, hitsOnPage: 21 }, 1],
    ['on an earlier page', 6, { page: 2, hitsPerPage: 21, hitsOnPage: 21 }, null],
    ['past a short last page', 6, { page: 1, hitsPerPage: 21, hitsOnPage: 3 }, null],
  ] as const)('%s', (_case, position, options, expected) => {
    expect(slotOnPage(position, options)).toBe(expected);
  });
});
