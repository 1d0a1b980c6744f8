import { describe, expect, it } from 'vitest';
import { quoteFilterValue } from './site-search-rules';

describe('quoteFilterValue', () => {
  it.each([
    ['Toyota', '"Toyota"'],
    ['say "hi"', '"say \\"hi\\""'],
    [42, '42'],
  ])('quotes %j as %s', (value, quoted) => expect(quoteFilterValue(value)).toBe(quoted));
});
