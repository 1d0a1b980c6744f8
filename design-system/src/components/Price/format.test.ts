import { describe, expect, it } from 'vitest';
import { formatAud } from './format';

describe('formatAud', () => {
  it.each([
    [34990, {}, '$34,990'],
    [0, {}, '$0'],
    [1234567, {}, '$1,234,567'],
    [199.6, {}, '$200'],
    [1360.5, { cents: true }, '$1,360.50'],
    [-500, {}, '-$500'],
  ])('formatAud(%d, %j) is %s', (amount, options, text) =>
    expect(formatAud(amount, options)).toBe(text),
  );
});
