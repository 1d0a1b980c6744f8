import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRating, ratingLabel, ratingSummary, starFills } from './stars';

describe('starFills (spec §9: partial fill only above 0.30)', () => {
  it.each([
    [5, [1, 1, 1, 1, 1]],
    [4.4, [1, 1, 1, 1, 0.4]],
    [4.31, [1, 1, 1, 1, 0.31]],
    [4.3, [1, 1, 1, 1, 0]],
    [4.2, [1, 1, 1, 1, 0]],
    [4, [1, 1, 1, 1, 0]],
    [3.5, [1, 1, 1, 0.5, 0]],
    [0.9, [0.9, 0, 0, 0, 0]],
    [0.3, [0, 0, 0, 0, 0]],
    [0, [0, 0, 0, 0, 0]],
    [6, [1, 1, 1, 1, 1]],
    [-1, [0, 0, 0, 0, 0]],
    [Number.NaN, [0, 0, 0, 0, 0]],
  ])('%d stars fill %j', (rating, fills) => expect(starFills(rating)).toEqual(fills));

  it('always gives 5 fills between 0 and 1, full stars first, never more than the rating (to the hundredth)', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (rating) => {
        const fills = starFills(rating);
        expect(fills).toHaveLength(5);
        fills.forEach((fill, i) => {
          expect(fill).toBeGreaterThanOrEqual(0);
          expect(fill).toBeLessThanOrEqual(1);
          if (i > 0) expect(fill).toBeLessThanOrEqual(fills[i - 1]!);
          if (fill > 0 && fill < 1) expect(fill).toBeGreaterThan(0.3);
        });
        const total = fills.reduce((a, b) => a + b, 0);
        expect(total).toBeLessThanOrEqual(Math.max(0, Math.min(rating, 5)) + 0.005 + 1e-9);
      }),
    );
  });
});

describe('rating text', () => {
  it.each([
    [4.4, 266, '4.4 (266 reviews)'],
    [4, 1, '4.0 (1 review)'],
    [4.96, 1250, '5.0 (1,250 reviews)'],
    [3.25, undefined, '3.3'],
    [4.4, null, '4.4'],
    [4.4, 0, '4.4 (0 reviews)'],
  ])('%d with %s reviews reads %s', (rating, count, text) =>
    expect(ratingSummary(rating, count)).toBe(text),
  );

  it('labels the stars for screen readers', () => {
    expect(ratingLabel(4.4)).toBe('Rated 4.4 out of 5');
    expect(ratingLabel(7)).toBe('Rated 5.0 out of 5');
    expect(formatRating(Number.NaN)).toBe('0.0');
  });
});
