import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkedValues } from './CheckboxGroupField';

const options = ['Wheel Alignment', 'Tyre Check', 'Car Wash'].map((value) => ({
  value,
  label: value,
}));

describe('checkedValues', () => {
  it.each<[string, string[], string, boolean, string[]]>([
    ['ticks the first box', [], 'Car Wash', true, ['Car Wash']],
    [
      'keeps the list’s order',
      ['Car Wash'],
      'Wheel Alignment',
      true,
      ['Wheel Alignment', 'Car Wash'],
    ],
    ['clears a box', ['Wheel Alignment', 'Car Wash'], 'Car Wash', false, ['Wheel Alignment']],
    ['ticks a ticked box once', ['Car Wash'], 'Car Wash', true, ['Car Wash']],
    ['drops a value the list no longer has', ['Oil Change'], 'Car Wash', true, ['Car Wash']],
  ])('%s', (_name, chosen, value, checked, expected) => {
    expect(checkedValues(options, chosen, value, checked)).toEqual(expected);
  });

  it('holds each option at most once, in the list’s order (property)', () => {
    const value = fc.constantFrom(...options.map((o) => o.value));
    fc.assert(
      fc.property(fc.array(value), value, fc.boolean(), (chosen, v, checked) => {
        const next = checkedValues(options, chosen, v, checked);
        const order = next.map((n) => options.findIndex((o) => o.value === n));
        expect(order).toEqual([...new Set(order)].sort((a, b) => a - b));
        expect(next.includes(v)).toBe(checked);
      }),
    );
  });
});
