import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carSchema } from './entities';
import { applyStockUpdate, stockUpdateSchema } from './stock-update';
import { testCar } from './vehicle-page.fixtures';

const now = new Date('2026-11-20T00:00:00Z');
const car = testCar({ status: 'in_stock', price: 30_000, soldAt: null });

describe('stockUpdateSchema', () => {
  it.each([
    ['a price change', { stocknum: 'A1', price: 28_990 }, true],
    [
      'a sale with its time',
      { stocknum: 'A1', status: 'sold', sold_date_timestamp: 1_795_000_000 },
      true,
    ],
    ['no stock number', { price: 1 }, false],
    ['a negative price', { stocknum: 'A1', price: -1 }, false],
    ['an unknown status', { stocknum: 'A1', status: 'gone' }, false],
    ['an unknown field', { stocknum: 'A1', colour: 'Red' }, false],
    ['kilometres with a fraction', { stocknum: 'A1', km: 1.5 }, false],
  ])('%s', (_name, body, valid) => {
    expect(stockUpdateSchema.safeParse(body).success).toBe(valid);
  });
});

describe('applyStockUpdate', () => {
  it.each([
    [
      'a price drop',
      { stocknum: 'A1', price: 27_500 },
      { price: 27_500, status: 'in_stock', soldAt: null },
    ],
    ['a sale now', { stocknum: 'A1', status: 'sold' as const }, { status: 'sold', soldAt: now }],
    [
      'a sale at its own time',
      { stocknum: 'A1', status: 'sold' as const, sold_date_timestamp: 1_795_000_000 },
      { status: 'sold', soldAt: new Date(1_795_000_000_000) },
    ],
    ['a reservation', { stocknum: 'A1', reserved: true }, { reserved: true, price: 30_000 }],
    ['an empty tag is none', { stocknum: 'A1', tag: '' }, { tag: null }],
  ])('%s', (_name, update, expected) => {
    expect(applyStockUpdate(car, update, now)).toMatchObject(expected);
  });

  it('keeps the time of a sale already made, and clears it when the car is back in stock', () => {
    const sold = testCar({ status: 'sold', soldAt: new Date('2026-11-18T00:00:00Z') });
    expect(applyStockUpdate(sold, { stocknum: 'A1', price: 1 }, now).soldAt).toEqual(sold.soldAt);
    expect(applyStockUpdate(sold, { stocknum: 'A1', status: 'in_stock' }, now).soldAt).toBeNull();
  });

  it('gives a valid car for every valid change, touching only the fields named (property)', () => {
    const field = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          price: field(fc.integer({ min: 0, max: 10_000_000 })),
          offer_price: field(fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null })),
          status: field(fc.constantFrom('in_stock', 'coming_soon', 'sold')),
          reserved: field(fc.boolean()),
          km: field(fc.integer({ min: 0, max: 5_000_000 })),
        }),
        (fields) => {
          const update = stockUpdateSchema.parse({ stocknum: car.stocknum, ...fields });
          const next = applyStockUpdate(car, update, now);
          expect(carSchema.safeParse(next).success).toBe(true);
          expect(next.id).toBe(car.id);
          expect(next.slug).toBe(car.slug);
          if (fields.price === undefined) expect(next.price).toBe(car.price);
          if (fields.km === undefined) expect(next.km).toBe(car.km);
          expect(next.soldAt !== null).toBe(next.status === 'sold');
        },
      ),
    );
  });
});
