import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facetCountLabel } from './facet-count';

describe('facetCountLabel', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1999, '1,999'],
    [2000, '2,000'],
    [125_000, '125,000'],
  ])('%d → %s', (count, label) => {
    expect(facetCountLabel(count)).toBe(label);
  });

  it('shows every count in full, never capped (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (count) => {
        const label = facetCountLabel(count);
        return !label.includes('+') && Number(label.replace(/,/g, '')) === count;
      }),
    );
  });
});
