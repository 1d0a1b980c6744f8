import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ABOVE_MAXIMUM, BELOW_MINIMUM, clampRange, parseRangeInput, roundToStep } from './range';

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
});
