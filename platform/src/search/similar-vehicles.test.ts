import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFilter } from '../domain/filter-evaluation';
import { filterAttributes, parseFilter } from '../domain/filter-expression';
import { stockIndexSettings } from './settings';
import { type Car } from '../domain/entities';
import { similarPriceBand, similarVehiclesFilter } from './similar-vehicles';
import { testCar } from '../domain/vehicle-page.fixtures';

// a stock document with only the fields the filter reads (domain/stock-document.ts names)
const doc = (over: Record<string, unknown> = {}) => ({
  id: 1,
  status: 'in_stock',
  make: 'Toyota',
  model: 'RAV4',
  simple_body: 'suv',
  price: 34990,
  ...over,
});
const matches = (car: Car, document: Record<string, unknown>) =>
  compileFilter(parseFilter(similarVehiclesFilter(car)))(document);

describe('similarVehiclesFilter (same make and model, or same body within ±20%)', () => {
  const car = testCar(); // id 4321, Toyota RAV4, suv, $34,990: band $27,992 to $41,988

  it('writes the filter', () => {
    expect(similarVehiclesFilter(car)).toBe(
      'id != 4321 AND status IN ["in_stock", "coming_soon"] AND ' +
        '((make = "Toyota" AND model = "RAV4") OR (simple_body = "suv" AND price 27992 TO 41988))',
    );
  });

  it.each([
    ['another RAV4', doc(), true],
    ['the car itself', doc({ id: 4321 }), false],
    ['a sold RAV4', doc({ status: 'sold' }), false],
    ['a RAV4 coming soon', doc({ status: 'coming_soon' }), true],
    ['a RAV4 at any price', doc({ price: 80000 }), true],
    [
      'another SUV at the low end of the band',
      doc({ make: 'Mazda', model: 'CX-5', price: 27992 }),
      true,
    ],
    ['another SUV under the band', doc({ make: 'Mazda', model: 'CX-5', price: 27991 }), false],
    [
      'another SUV at the top of the band',
      doc({ make: 'Mazda', model: 'CX-5', price: 41988 }),
      true,
    ],
    ['another SUV over the band', doc({ make: 'Mazda', model: 'CX-5', price: 41989 }), false],
    ['a hatch in the band', doc({ make: 'Mazda', model: 'Mazda3', simple_body: 'hatch' }), false],
    ['another Toyota model', doc({ model: 'Corolla', simple_body: 'hatch' }), false],
  ] as const)('%s -> %s', (_name, document, expected) => {
    expect(matches(car, document)).toBe(expected);
  });

  it('bands on the offer price when one shows', () => {
    const offered = testCar({ offerPrice: 30000 }); // band 24,000 to 36,000
    expect(matches(offered, doc({ make: 'Kia', model: 'Sportage', price: 24000 }))).toBe(true);
    expect(matches(offered, doc({ make: 'Kia', model: 'Sportage', price: 40000 }))).toBe(false);
  });

  it('keeps to the same make and model when the car has no price', () => {
    const unpriced = testCar({ price: 0 });
    expect(similarPriceBand(0)).toBeNull();
    expect(similarVehiclesFilter(unpriced)).not.toContain('simple_body');
    expect(matches(unpriced, doc())).toBe(true);
    expect(matches(unpriced, doc({ make: 'Kia', model: 'Sportage' }))).toBe(false);
  });

  it('quotes names a filter could trip on', () => {
    const odd = testCar({ make: 'Citroën "DS"', model: 'C5 Aircross' });
    expect(matches(odd, doc({ make: 'Citroën "DS"', model: 'C5 Aircross' }))).toBe(true);
  });

  it('reads only filterable attributes of the stock index', () => {
    const attributes = filterAttributes(parseFilter(similarVehiclesFilter(car)));
    for (const attribute of attributes) {
      expect(stockIndexSettings.filterableAttributes as readonly string[]).toContain(attribute);
    }
  });

  it('never matches the car itself, and matches any in-stock car inside the band of its body', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 300_000 }),
        fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        (price, shift) => {
          const priced = testCar({ price });
          const band = similarPriceBand(price)!;
          const other = Math.min(band.max, Math.max(band.min, Math.round(price * (1 + shift))));
          expect(matches(priced, doc({ id: priced.id, price }))).toBe(false);
          expect(matches(priced, doc({ make: 'Kia', model: 'Sportage', price: other }))).toBe(true);
        },
      ),
    );
  });
});
