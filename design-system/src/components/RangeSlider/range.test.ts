import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  ABOVE_MAXIMUM,
  BELOW_MINIMUM,
  clampRange,
  parseRangeInput,
  rangeAfterMove,
  roundToStep,
} from './range';

describe('slider range rules', () => {
  it.each([
    [12_499, 1000, 12_000],
    [12_500, 1000, 13_000],
    [249_750, 500, 250_000],
    [7, 0, 7],
  ])('roundToStep(%d, %d) is %d', (value, to, expected) =>
    expect(roundToStep(value, to)).toBe(expected),
  );

  it.each([
    [
      [1000, 300_000],
      [5000, 250_000],
      [5000, 250_000],
    ],
    [
      [90_000, 20_000],
      [5000, 250_000],
      [20_000, 20_000],
    ],
    [
      [-5, 10],
      [0, 100],
      [0, 10],
    ],
  ] as const)('clampRange(%j, %j) is %j', (range, bounds, expected) =>
    expect(clampRange(range, bounds)).toEqual(expected),
  );

  it('always keeps the minimum at or below the maximum, inside the bounds', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer(),
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        (a, b, lower, width) => {
          const [min, max] = clampRange([a, b], [lower, lower + width]);
          expect(min).toBeLessThanOrEqual(max);
          expect(min).toBeGreaterThanOrEqual(lower);
          expect(max).toBeLessThanOrEqual(lower + width);
        },
      ),
    );
  });

  it('ignores typed values outside the range with the spec’s messages', () => {
    const log = vi.fn();
    expect(parseRangeInput('1000', [5000, 250_000], log)).toBeNull();
    expect(log).toHaveBeenLastCalledWith(BELOW_MINIMUM);
    expect(parseRangeInput('$300,000', [5000, 250_000], log)).toBeNull();
    expect(log).toHaveBeenLastCalledWith(ABOVE_MAXIMUM);
    expect(parseRangeInput('$25,000', [5000, 250_000], log)).toBe(25_000);
    expect(parseRangeInput('abc', [5000, 250_000], log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('commits only what the shopper moved: the other end stays, nothing moved commits nothing', () => {
    const bounds = [480, 251_234] as const;
    // focused and left, or let go where it was: nothing
    expect(rangeAfterMove(bounds, bounds, bounds, 1000)).toBeNull();
    expect(rangeAfterMove([12_000, 90_000], [12_000, 90_000], bounds, 1000)).toBeNull();
    // the minimum moved: rounded; the maximum, at its unrounded bound, untouched
    expect(rangeAfterMove(bounds, [20_400, 251_234], bounds, 1000)).toEqual([20_000, 251_234]);
    // the maximum moved: the minimum keeps its unrounded bound
    expect(rangeAfterMove(bounds, [480, 99_600], bounds, 1000)).toEqual([480, 100_000]);
    // a move onto a bound is the bound (no limit), not the bound rounded inside or outside it
    expect(rangeAfterMove([20_000, 90_000], [480, 90_000], bounds, 1000)).toEqual([480, 90_000]);
    expect(rangeAfterMove([20_000, 90_000], [20_000, 251_234], bounds, 1000)).toEqual([
      20_000, 251_234,
    ]);
    // a maximum rounded below the minimum meets it there; the minimum stays
    expect(rangeAfterMove([120, 150], [120, 130], [0, 1000], 100)).toEqual([120, 120]);
    // a move that rounds back to where it was commits nothing
    expect(rangeAfterMove([20_000, 90_000], [20_300, 90_000], bounds, 1000)).toBeNull();
  });

  it('never moves an end the shopper did not touch, whatever the values', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 1 }),
        fc.constantFrom(1, 100, 1000),
        (lower, width, a, b, moveTo, end, roundTo) => {
          const bounds = [lower, lower + width] as const;
          const at = (f: number) => Math.round(lower + f * width);
          const current = clampRange([at(Math.min(a, b)), at(Math.max(a, b))], bounds);
          const next: [number, number] = [...current];
          next[end] = at(moveTo);
          if (next[0] > next[1]) return; // the slider keeps its thumbs in order
          const moved = rangeAfterMove(current, next, bounds, roundTo);
          if (moved === null) return;
          // the untouched end stays where it was
          expect(moved[1 - end]).toBe(current[1 - end]);
          expect(moved[0]).toBeGreaterThanOrEqual(bounds[0]);
          expect(moved[1]).toBeLessThanOrEqual(bounds[1]);
          expect(moved[0]).toBeLessThanOrEqual(moved[1]);
        },
      ),
    );
  });
});
