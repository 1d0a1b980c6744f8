import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carsalesTitle,
  dealershipSlugOf,
  hasNvic,
  lenderTermKey,
  lenderTermPayment,
  lenderTermPayments,
  locationDealershipSlug,
} from './spec-fields';

describe('hasNvic (spec §3 has_nvic)', () => {
  it.each([
    ['ABC12', true],
    ['  X1 ', true],
    [null, false],
    ['', false],
    ['   ', false],
  ])('nvic %j has_nvic %s', (nvic, expected) => {
    expect(hasNvic({ nvic })).toBe(expected);
  });
});

describe('carsalesTitle (spec §3 carsales_title)', () => {
  const car = {
    carsalesTitle: null as string | null,
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport' as string | null,
    series: 'MZEA12R' as string | null,
    simpleTransmission: 'Automatic' as 'Automatic' | 'Manual' | 'Not Applicable',
  };
  it.each([
    [
      'the dealer system’s own title',
      { carsalesTitle: ' 2021 Corolla Hybrid ' },
      '2021 Corolla Hybrid',
    ],
    ['made from the car', {}, '2021 Toyota Corolla Ascent Sport MZEA12R Auto'],
    [
      'a blank title is none',
      { carsalesTitle: '  ' },
      '2021 Toyota Corolla Ascent Sport MZEA12R Auto',
    ],
    [
      'manual',
      { simpleTransmission: 'Manual' as const },
      '2021 Toyota Corolla Ascent Sport MZEA12R Manual',
    ],
    ['no badge nor series', { badge: null, series: null }, '2021 Toyota Corolla Auto'],
    [
      'a caravan has no gearbox',
      { simpleTransmission: 'Not Applicable' as const, series: null },
      '2021 Toyota Corolla Ascent Sport',
    ],
  ])('%s', (_, overrides, expected) => {
    expect(carsalesTitle({ ...car, ...overrides })).toBe(expected);
  });
});

describe('lender term{N} (spec §3 finance_lenders)', () => {
  const lender = { termMonths: 60, paymentWeek: 120, terms: { term36: 180, term48: 145 } };
  it('keys a term by its months', () => expect(lenderTermKey(60)).toBe('term60'));
  it.each([
    [36, 180],
    [48, 145],
    [60, 120], // its own term's quote
    [72, null],
  ])('over %i months: %s a week', (months, expected) => {
    expect(lenderTermPayment(lender, months)).toBe(expected);
  });
  it('a listed term{N} wins over the own quote', () => {
    expect(lenderTermPayment({ ...lender, terms: { term60: 119 } }, 60)).toBe(119);
  });
  it('lists every term, shortest first, with the own term', () => {
    expect(Object.entries(lenderTermPayments(lender))).toEqual([
      ['term36', 180],
      ['term48', 145],
      ['term60', 120],
    ]);
  });
  it('a lender without a weekly quote lists only its term{N}', () => {
    expect(lenderTermPayments({ termMonths: 60, paymentWeek: null })).toEqual({});
  });
  it('lists each term once, in order (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.integer({ min: 1, max: 120 }).map((m) => `term${m}`),
          fc.float({ min: 0, max: 2000, noNaN: true }),
        ),
        fc.integer({ min: 1, max: 120 }),
        (terms, termMonths) => {
          const keys = Object.keys(lenderTermPayments({ terms, termMonths, paymentWeek: 99 }));
          const months = keys.map((key) => Number(key.slice(4)));
          expect(months).toEqual([...new Set(months)].sort((a, b) => a - b));
          expect(keys).toContain(`term${termMonths}`);
        },
      ),
    );
  });
});

describe('dealership_slug (spec §3 Location, lead)', () => {
  const dealerships = [
    { id: 301, slug: 'swan-valley-toyota-midland' },
    { id: 302, slug: 'swan-valley-toyota-morley' },
  ];
  it.each([
    [301, 'swan-valley-toyota-midland'],
    [302, 'swan-valley-toyota-morley'],
    [999, null],
  ])('dealership %i is %s', (id, expected) => {
    expect(dealershipSlugOf(id, dealerships)).toBe(expected);
    expect(locationDealershipSlug({ dealershipId: id }, dealerships)).toBe(expected);
  });
});
