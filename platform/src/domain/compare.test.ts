import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareRows,
  type CompareValues,
  compareValues,
  differingRows,
  isComparable,
  valuesDiffer,
} from './compare';
import { testCar, testSite } from './vehicle-page.fixtures';

type ShownPrice = Parameters<typeof compareValues>[1];
const price: ShownPrice = { amount: 34990, text: null, qualifier: 'Drive Away' };
const location = 'Swan Valley Toyota Midland, Midland WA';
const valuesOf = (over: Parameters<typeof testCar>[0] = {}, shownPrice: ShownPrice = price) =>
  compareValues(testCar(over), shownPrice, location);

describe('compareValues', () => {
  it('gives every row its value as the vehicle page words it', () => {
    expect(valuesOf()).toEqual({
      price: '$34,990 Drive Away',
      year: '2022',
      km: '45,210 km',
      body: 'Wagon',
      fuel: 'Unleaded Petrol',
      transmission: 'CVT Automatic',
      drive: 'FWD',
      engine: '2.0L 4cyl',
      seats: '5',
      doors: '4',
      colour: 'Glacier White',
      features: ['Apple CarPlay', 'Reversing Camera'],
      location,
    });
    expect(Object.keys(valuesOf())).toEqual(compareRows.map((row) => row.key));
  });

  it.each([
    ['an engine of null', { engineSize: null }, 'engine'],
    ["an engine of 'null'", { engineSize: 'null' }, 'engine'],
    ['no seats', { seats: null }, 'seats'],
    ['a blank colour', { colour: '  ' }, 'colour'],
    ['no features', { standardEquipment: [' ', ''] }, 'features'],
    ['a caravan with no odometer reading', { itemType: 'caravan' as const, km: 0 }, 'km'],
  ])('has no value for %s (spec §5 empty values hidden)', (_, over, key) => {
    expect(valuesOf(over)[key as keyof CompareValues]).toBeNull();
  });

  it('keeps a car with no kilometres on the clock at 0 km', () => {
    expect(valuesOf({ km: 0 }).km).toBe('0 km');
  });

  it.each([
    [{ amount: null, text: 'Enquire for price.', qualifier: null }, 'Enquire for price.'],
    [{ amount: null, text: 'PREORDER', qualifier: null }, 'PREORDER'],
    [{ amount: 129, text: null, qualifier: 'per week' }, '$129 per week'],
    [{ amount: 52000, text: null, qualifier: null }, '$52,000'],
  ])('shows the price the display rules chose: %o', (shownPrice, text) => {
    expect(valuesOf({}, shownPrice).price).toBe(text);
  });
});

describe('differingRows (spec §1 differences highlighted)', () => {
  const base = valuesOf();

  it.each<[string, Partial<CompareValues>, string[]]>([
    ['nothing for the same car twice', {}, []],
    ['the price', { price: '$36,990 Drive Away' }, ['price']],
    ['the price type alone', { price: '$34,990 Excl. Govt. Charges' }, ['price']],
    ['the year and the kilometres', { year: '2021', km: '61,000 km' }, ['year', 'km']],
    ['a value one car lacks', { engine: null }, ['engine']],
    ['not case or spacing', { colour: 'glacier  white ', body: 'WAGON' }, []],
    ['not the order of the features', { features: ['Reversing Camera', 'Apple CarPlay'] }, []],
    ['a feature one car lacks', { features: ['Apple CarPlay'] }, ['features']],
    [
      'the location',
      { location: 'Swan Valley Toyota Osborne Park, Osborne Park WA' },
      ['location'],
    ],
  ])('marks %s', (_, change, expected) => {
    expect(differingRows([base, { ...base, ...change }])).toEqual(expected);
  });

  it('marks nothing for one car or none', () => {
    expect(differingRows([])).toEqual([]);
    expect(differingRows([{ ...base, price: null }])).toEqual([]);
  });

  it('marks a row where any one of several cars differs, in the rows’ order', () => {
    const cars = [base, base, { ...base, doors: '2', year: '2020' }, base];
    expect(differingRows(cars)).toEqual(['year', 'doors']);
  });

  const value = fc.oneof(
    fc.constant(null),
    fc.string({ maxLength: 6 }),
    fc.array(fc.string({ maxLength: 4 }), { maxLength: 4 }),
  );
  const car = fc.record(
    Object.fromEntries(compareRows.map((row) => [row.key, value])) as Record<
      keyof CompareValues,
      typeof value
    >,
  );

  it('does not depend on the order of the cars', () => {
    fc.assert(
      fc.property(fc.array(car, { minLength: 2, maxLength: 4 }), (cars) => {
        expect(differingRows([...cars].reverse())).toEqual(differingRows(cars));
      }),
    );
  });

  it('marks a row exactly when some car’s value differs from the first car’s', () => {
    fc.assert(
      fc.property(fc.array(car, { minLength: 2, maxLength: 4 }), (cars) => {
        for (const { key } of compareRows) {
          const others = cars.slice(1).some((c) => valuesDiffer([cars[0]![key], c[key]]));
          expect(differingRows(cars).includes(key)).toBe(others);
        }
      }),
    );
  });

  it('never marks copies of one car', () => {
    fc.assert(
      fc.property(car, fc.integer({ min: 2, max: 4 }), (one, count) => {
        expect(differingRows(Array.from({ length: count }, () => ({ ...one })))).toEqual([]);
      }),
    );
  });
});

describe('isComparable (spec §5, §6)', () => {
  const on = testSite({ features: { compare: true } });

  it.each([
    ['a car in stock', {}, on, true],
    ['a coming-soon car', { status: 'coming_soon' as const }, on, true],
    [
      'a sold car',
      { status: 'sold' as const, soldAt: new Date('2026-11-19T00:00:00Z') },
      on,
      false,
    ],
    ['any car where the site has compare off', {}, testSite(), false],
    [
      'a car with no price where the site hides save and compare for it',
      { price: 0 },
      testSite({ features: { compare: true, hideSaveForNoPriceOrImages: true } }),
      false,
    ],
    [
      'a car with no pictures where the site hides save and compare for it',
      { images: [] },
      testSite({ features: { compare: true, hideSaveForNoPriceOrImages: true } }),
      false,
    ],
    ['a car with no price elsewhere', { price: 0 }, on, true],
  ])('%s', (_, over, site, expected) => {
    expect(isComparable(testCar(over), site)).toBe(expected);
  });
});
