import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACET_COUNT_CAP, facetCountLabel } from './facet-count';

describe('facetCountLabel', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1999, '1,999'],
    [2000, '1,999+'],
    [125_000, '1,999+'],
  ])('%d → %s', (count, label) => {
    expect(facetCountLabel(count)).toBe(label);
  });

  it('takes another cap', () => {
    expect(facetCountLabel(120, 99)).toBe('99+');
    expect(facetCountLabel(99, 99)).toBe('99');
  });

  it('shows every count up to the cap in full, and none above it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (count) => {
        const label = facetCountLabel(count);
        return count > FACET_COUNT_CAP
          ? label === '1,999+'
          : Number(label.replace(/,/g, '')) === count;
      }),
    );
  });
});
