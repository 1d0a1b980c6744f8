import { describe, expect, it } from 'vitest';
import { SELECT_ANY, selectFacetOptions } from './select-facet';

const item = (value: string, count: number, isRefined = false) => ({
  value,
  label: value,
  count,
  isRefined,
});

describe('selectFacetOptions (spec §2 dropdown select)', () => {
  it('offers Any, then each value with its count in numeric order', () => {
    const { options, value } = selectFacetOptions(
      [item('7', 120), item('10', 3), item('2', 40), item('5', 1240)],
      '{value} seats',
    );
    expect(options.map((o) => o.label)).toEqual([
      'Any',
      '2 seats (40)',
      '5 seats (1,240)',
      '7 seats (120)',
      '10 seats (3)',
    ]);
    expect(value).toBe(SELECT_ANY);
  });

  it('shows the refined value as chosen', () => {
    expect(selectFacetOptions([item('5', 10), item('7', 4, true)]).value).toBe('7');
  });

  it('orders words by name and names values as they are without a pattern', () => {
    const { options } = selectFacetOptions([item('Red', 2), item('Blue', 3)]);
    expect(options.map((o) => o.label)).toEqual(['Any', 'Blue (3)', 'Red (2)']);
  });
});
