import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stockRuleSchema } from '@dealer/site-config';
import { isInStock, isStockVisible, type VisibilityFields } from './stock-visibility';

const now = new Date('2026-11-20T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const rule = (patch: object = {}) => stockRuleSchema.parse(patch);

const car = (patch: Partial<VisibilityFields> = {}): VisibilityFields => ({
  status: 'in_stock',
  soldAt: null,
  showOnDealerWebsite: true,
  carType: 'used',
  stocknum: 'A100',
  make: 'Toyota',
  tag: null,
  images: [{ url: '/x.svg', width: 800, height: 600, alt: 'x' }],
  ...patch,
});

describe('isInStock (spec §4)', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
  ] as const)('%s -> %s', (status, expected) => expect(isInStock(status)).toBe(expected));
});

describe('isStockVisible (spec §4)', () => {
  it.each([
    ['in stock', car(), rule(), true],
    ['coming soon', car({ status: 'coming_soon' }), rule(), true],
    ['hidden from website', car({ showOnDealerWebsite: false }), rule(), false],
    ['sold 1 day ago, window 3', car({ status: 'sold', soldAt: daysAgo(1) }), rule(), true],
    ['sold exactly 3 days ago', car({ status: 'sold', soldAt: daysAgo(3) }), rule(), true],
    ['sold 4 days ago, window 3', car({ status: 'sold', soldAt: daysAgo(4) }), rule(), false],
    ['sold without a date', car({ status: 'sold', soldAt: null }), rule(), false],
    [
      'sold 4 days ago, window 7',
      car({ status: 'sold', soldAt: daysAgo(4) }),
      rule({ soldWithinDays: 7 }),
      true,
    ],
    [
      'sold yesterday, window 0',
      car({ status: 'sold', soldAt: daysAgo(1) }),
      rule({ soldWithinDays: 0 }),
      false,
    ],
    [
      'sold, in-stock only',
      car({ status: 'sold', soldAt: daysAgo(1) }),
      rule({ inStockOnly: true }),
      false,
    ],
    ['new car, used only', car({ carType: 'new' }), rule({ usedOnly: true }), false],
    ['used car, used only', car(), rule({ usedOnly: true }), true],
    [
      'excluded stock number',
      car({ stocknum: 'X1' }),
      rule({ excludedStockNumbers: ['X1'] }),
      false,
    ],
    [
      'new excluded make (any case)',
      car({ carType: 'new', make: 'Toyota' }),
      rule({ excludeNewMakes: ['toyota'] }),
      false,
    ],
    [
      'used car of excluded new make',
      car({ make: 'Toyota' }),
      rule({ excludeNewMakes: ['Toyota'] }),
      true,
    ],
    ['no photos, photos required', car({ images: [] }), rule({ requirePhotos: true }), false],
    ['no photos, photos optional', car({ images: [] }), rule(), true],
    ['excluded tag', car({ tag: 'Wholesale' }), rule({ excludeTags: ['Wholesale'] }), false],
  ])('%s', (_name, input, stockRule, expected) => {
    expect(isStockVisible(input, stockRule, now)).toBe(expected);
  });

  it('an override only ever narrows the default rule', () => {
    fc.assert(
      fc.property(
        fc.record({
          status: fc.constantFrom('in_stock', 'coming_soon', 'sold') as fc.Arbitrary<
            VisibilityFields['status']
          >,
          soldDaysAgo: fc.integer({ min: 0, max: 30 }),
          show: fc.boolean(),
          carType: fc.constantFrom('new', 'demo', 'used') as fc.Arbitrary<
            VisibilityFields['carType']
          >,
          usedOnly: fc.boolean(),
          inStockOnly: fc.boolean(),
          requirePhotos: fc.boolean(),
          photos: fc.boolean(),
        }),
        (x) => {
          const input = car({
            status: x.status,
            soldAt: x.status === 'sold' ? daysAgo(x.soldDaysAgo) : null,
            showOnDealerWebsite: x.show,
            carType: x.carType,
            images: x.photos ? car().images : [],
          });
          const narrowed = rule({
            usedOnly: x.usedOnly,
            inStockOnly: x.inStockOnly,
            requirePhotos: x.requirePhotos,
          });
          if (isStockVisible(input, narrowed, now))
            expect(isStockVisible(input, rule(), now)).toBe(true);
        },
      ),
    );
  });
});
