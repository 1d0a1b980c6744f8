import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format';

describe('formatNumber', () => {
  it.each([
    [0, {}, '0'],
    [7, {}, '7'],
    [1234, {}, '1,234'],
    [1234567.891, {}, '1,234,567.891'],
    [1234567.8915, {}, '1,234,567.892'],
    [-45000, {}, '-45,000'],
    [999.5, { maximumFractionDigits: 0 }, '1,000'],
    [-0.5, { maximumFractionDigits: 0 }, '-1'],
    [1.5, { maximumFractionDigits: 2 }, '1.5'],
    [1.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, '1.50'],
    [4.44, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, '4.4'],
    [100, { minimumFractionDigits: 2 }, '100.00'],
  ])('%d %o → %s', (value, options, expected) => {
    expect(formatNumber(value, options)).toBe(expected);
  });

  it('prints what Intl prints for en-AU (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e12, max: 1e12 }),
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1000),
          fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 1e20, Infinity, -Infinity, NaN),
        ),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (value, min, extra) => {
          const options = { minimumFractionDigits: min, maximumFractionDigits: min + extra };
          return formatNumber(value, options) === value.toLocaleString('en-AU', options);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('uses Intl’s default of at most three decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        return formatNumber(value) === value.toLocaleString('en-AU');
      }),
      { numRuns: 2000 },
    );
  });
});
