import { describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, uncappedTotal } from './search-count';

describe('uncappedTotal (spec §9 counts above 1999)', () => {
  const distribution = {
    car_type: { new: 1200, used: 1250 },
    make: { Toyota: 2000, Mazda: 300 },
    // a car has many features: never summed
    features: { 'Apple CarPlay': 2100, 'Reversing Camera': 2300 },
  };
  it.each([
    ['a total below the cap, as the engine gave it', 1254, distribution, 1254],
    [
      'a capped total, from the largest single-valued facet sum',
      SEARCH_COUNT_CAP,
      distribution,
      2450,
    ],
    ['a capped total with no facets to sum, as given', SEARCH_COUNT_CAP, undefined, 1999],
    ['an exact total above the cap, kept', 5000, distribution, 5000],
    [
      'a capped total whose facets add up to less',
      SEARCH_COUNT_CAP,
      { make: { Toyota: 12 } },
      1999,
    ],
  ])('%s', (_name, total, facets, shown) => {
    expect(uncappedTotal(total, facets)).toBe(shown);
  });
});
