import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAud } from './format';

describe('formatAud', () => {
  it.each([
    [34990, {}, '$34,990'],
    [0, {}, '$0'],
    [1234567, {}, '$1,234,567'],
    [199.6, {}, '$200'],
    [2.5, {}, '$3'],
    [1360.5, { cents: true }, '$1,360.50'],
    [395, { cents: true }, '$395.00'],
    [1360.5, { cents: 'if-any' }, '$1,360.50'],
    [395, { cents: 'if-any' }, '$395'],
    [1234.999, { cents: 'if-any' }, '$1,235'],
    [123.45, { cents: 'if-any' }, '$123.45'],
    [-500, {}, '-$500'],
    [-1360.5, { cents: 'if-any' }, '-$1,360.50'],
    [-0.4, {}, '$0'],
  ] as const)('formatAud(%d, %j) is %s', (amount, options, text) =>
    expect(formatAud(amount, options)).toBe(text),
  );

  it('writes whole dollars with no decimals, and cents with exactly 2', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (amount) => {
        expect(formatAud(amount)).toMatch(/^\$\d{1,3}(,\d{3})*$/);
        expect(formatAud(amount, { cents: true })).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(formatAud(amount, { cents: 'if-any' })).toMatch(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
      }),
    );
  });

  it('writes whole dollars as toLocaleString does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (amount) => {
        expect(formatAud(amount)).toBe(`$${amount.toLocaleString('en-AU')}`);
      }),
    );
  });
});
