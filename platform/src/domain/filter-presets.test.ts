import { describe, expect, it } from 'vitest';
import { FILTER_PRESET_INDEX, withFilterPresets } from './filter-presets';

describe('withFilterPresets (spec §9 search filter preset index 4)', () => {
  it.each([
    [
      ['make', 'body', 'type', 'price', 'km', 'year'],
      ['make', 'body', 'type', 'price', 'P', 'km', 'year'],
    ],
    [
      ['make', 'body', 'type', 'price'],
      ['make', 'body', 'type', 'price', 'P'],
    ],
    [
      ['make', 'body'],
      ['make', 'body', 'P'],
    ],
    [[], ['P']],
  ])('%j gets the presets at index 4: %j', (sections, expected) => {
    expect(withFilterPresets(sections, 'P')).toEqual(expected);
  });

  it('leaves the sections as they are without presets', () => {
    expect(withFilterPresets(['make', 'body'], null)).toEqual(['make', 'body']);
  });

  it('is index 4', () => {
    expect(FILTER_PRESET_INDEX).toBe(4);
  });
});
