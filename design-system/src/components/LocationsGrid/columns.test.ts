import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardsAcross, locationsGridSpans } from './columns';

describe('locationsGridSpans (spec §9 col-xl-3 / col-lg-4 / col-lg-5)', () => {
  it.each([
    // count, desktop (lg) span, wide (xl) span
    [0, 5, 5],
    [1, 5, 5],
    [2, 5, 5],
    [3, 4, 4],
    [4, 4, 3],
    [5, 4, 3],
    [12, 4, 3],
  ])('%d locations: %d twelfths on desktop, %d on a wide screen', (count, desktop, wide) => {
    expect(locationsGridSpans(count)).toEqual({ mobile: 12, tablet: 6, desktop, wide });
  });

  it('reads as cards across', () => {
    expect(cardsAcross(locationsGridSpans(5).wide)).toBe(4);
    expect(cardsAcross(locationsGridSpans(3).wide)).toBe(3);
    expect(cardsAcross(locationsGridSpans(3).desktop)).toBe(3);
    expect(cardsAcross(locationsGridSpans(2).desktop)).toBe(2);
    expect(cardsAcross(locationsGridSpans(1).mobile)).toBe(1);
  });

  it('never gives more locations fewer cards across, and never wider cards on a wider screen', () => {
    fc.assert(
      fc.property(fc.nat(200), (count) => {
        const now = locationsGridSpans(count);
        const more = locationsGridSpans(count + 1);
        expect(more.desktop).toBeLessThanOrEqual(now.desktop);
        expect(more.wide).toBeLessThanOrEqual(now.wide);
        expect(now.wide).toBeLessThanOrEqual(now.desktop);
        expect(now.desktop).toBeLessThanOrEqual(now.mobile);
      }),
    );
  });
});
