import { describe, expect, it } from 'vitest';
import { dayIn, isPromoCardLive, promoCardsForPage } from './promo-cards';

const card = (over = {}) => ({
  id: 'stocktake',
  title: 'Stocktake Sale',
  description: 'Sharp prices',
  href: '/search/used-cars',
  imageUrl: null,
  start: '2025-07-01',
  expiry: '2025-07-24',
  positions: [8, 17],
  carTypes: ['used' as const],
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
