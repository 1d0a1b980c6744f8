import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampSlideIndex, lastSlideIndex, slidesAcross, slidesAcrossCaps } from './slides';

describe('slidesAcross (spec §9: 5-across when more than 4)', () => {
  it.each([
    // count, cap, across
    [0, slidesAcrossCaps.desktop, 1],
    [1, slidesAcrossCaps.desktop, 1],
    [3, slidesAcrossCaps.desktop, 3],
    [4, slidesAcrossCaps.desktop, 4],
    [5, slidesAcrossCaps.desktop, 5],
    [12, slidesAcrossCaps.desktop, 5],
    [2, slidesAcrossCaps.tablet, 2],
    [4, slidesAcrossCaps.tablet, 3],
    [12, slidesAcrossCaps.tablet, 3],
    [4, slidesAcrossCaps.mobile, 1],
    [12, slidesAcrossCaps.mobile, 1],
  ])('%i slides with a cap of %i show %i', (count, cap, across) => {
    expect(slidesAcross(count, cap)).toBe(across);
  });

  it('is always between 1 and 5, and never more than the slides or the cap', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: 1, max: 8 }), (count, cap) => {
        const across = slidesAcross(count, cap);
        expect(across).toBeGreaterThanOrEqual(1);
        expect(across).toBeLessThanOrEqual(Math.min(5, cap, Math.max(1, count)));
      }),
    );
  });
});

describe('lastSlideIndex and clampSlideIndex', () => {
  it.each([
    // index, count, across, clamped
    [0, 7, 5, 0],
    [2, 7, 5, 2],
    [3, 7, 5, 2],
    [-1, 7, 5, 0],
    [4, 4, 4, 0],
    [6, 7, 1, 6],
    [9, 7, 1, 6],
    [Number.NaN, 7, 1, 0],
  ])('index %d of %i slides, %i across, becomes %i', (index, count, across, clamped) => {
    expect(clampSlideIndex(index, count, across)).toBe(clamped);
  });

  it('keeps the last slides in view: the index never passes count - across', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.nat(50),
        fc.integer({ min: 1, max: 5 }),
        (index, count, across) => {
          const clamped = clampSlideIndex(index, count, across);
          expect(clamped).toBeGreaterThanOrEqual(0);
          expect(clamped).toBeLessThanOrEqual(lastSlideIndex(count, across));
          expect(lastSlideIndex(count, across)).toBe(Math.max(0, count - across));
        },
      ),
    );
  });
});
