import { describe, expect, it } from 'vitest';
import { isUsedCarSearch, sellsUsedCars } from './used-car-guarantees';

describe('sellsUsedCars (spec §2 guarantee strip on contact-us)', () => {
  it.each([
    ['a car dealer with used cars', 'car', { new: 40, demo: 5, used: 55 }, true],
    ['a used-car dealer', 'car', { used: 120 }, true],
    ['a car dealer with one used car', 'car', { new: 12, used: 1 }, true],
    ['a new-car dealer', 'car', { new: 80, demo: 10 }, false],
    ['a car dealer with no used car left', 'car', { new: 80, used: 0 }, false],
    ['a dealer with no stock', 'car', {}, false],
    ['a caravan dealer with used caravans', 'caravan', { new: 30, used: 25 }, false],
  ] as const)('%s: %s %j', (_name, kind, counts, expected) => {
    expect(sellsUsedCars(kind, counts)).toBe(expected);
  });
});

describe('isUsedCarSearch (spec §2 guarantee strip on used-car pages)', () => {
  const stock = { new: 40, used: 55 };
  it.each([
    ['/search/used-cars', 'car', stock, ['used'], true],
    ['/search/used-cars on a site with no used car', 'car', { new: 40 }, ['used'], false],
    ['/search/new-used-and-demo-cars', 'car', stock, ['new', 'used', 'demo'], false],
    ['/search/new-cars', 'car', stock, ['new'], false],
    ['/search or /search/{make}', 'car', stock, undefined, false],
    ['/search/used-caravans', 'caravan', stock, ['used'], false],
  ] as const)('%s', (_name, kind, counts, carTypes, expected) => {
    expect(isUsedCarSearch(kind, counts, carTypes)).toBe(expected);
  });
});
