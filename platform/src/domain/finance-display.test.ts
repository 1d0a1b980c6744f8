import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financeProviders, type Car, type FinanceProvider } from './entities';
import {
  financeDisplay,
  financeProviderFor,
  formatRate,
  shownFinanceLender,
} from './finance-display';
import { testCar, testLender, testNow, testSite } from './vehicle-page.fixtures';

// testNow is in 2026: Taurus needs a year newer than 2014.
const withLender = (provider: FinanceProvider, lender = {}, car: Partial<Car> = {}) =>
  testCar({
    financeLenders: { [provider]: testLender({ financeProvider: provider, ...lender }) },
    ...car,
  });
const siteFor = (provider: string | null, over = {}) =>
  testSite({ financeProvider: provider, ...over });

describe('shownFinanceLender (spec §5 finance display)', () => {
  it.each([
    ['Manual with a weekly payment, priced, in stock', 'Manual', {}, {}, {}, true],
    ['no lender record for the site provider', 'Taurus', {}, {}, {}, 'manual-only'],
    ['interest rate null', 'Manual', { interestRate: null }, {}, {}, false],
    ['comparison rate null', 'Manual', { comparisonRate: null }, {}, {}, false],
    ['make Suzuki', 'Manual', {}, { make: 'Suzuki' }, {}, false],
    ['make SUZUKI in capitals', 'Manual', {}, { make: 'SUZUKI' }, {}, false],
    [
      'dealership on the exclusion list',
      'Manual',
      {},
      {},
      { financeExcludedDealershipIds: [301] },
      false,
    ],
    [
      'another dealership on the exclusion list',
      'Manual',
      {},
      {},
      { financeExcludedDealershipIds: [999] },
      true,
    ],
    // Taurus: year newer than current year - 12, price over 500, in stock, comparison rate
    ['Taurus, 2015 car', 'Taurus', {}, { year: 2015 }, {}, true],
    ['Taurus, 2014 car (12 years old)', 'Taurus', {}, { year: 2014 }, {}, false],
    ['Taurus, price 500', 'Taurus', {}, { price: 500 }, {}, false],
    ['Taurus, price 501', 'Taurus', {}, { price: 501 }, {}, true],
    ['Taurus, sold', 'Taurus', {}, { status: 'sold' }, {}, false],
    ['Taurus, coming soon', 'Taurus', {}, { status: 'coming_soon' }, {}, true],
    ['Taurus, comparison rate 0', 'Taurus', { comparisonRate: 0 }, {}, {}, false],
    ['Taurus, no weekly payment', 'Taurus', { paymentWeek: null }, {}, {}, true],
    // 360 Finance and AusLoans: in stock only
    ['360 Finance, in stock at price 0', '360 Finance', {}, { price: 0 }, {}, true],
    [
      '360 Finance, old car without a weekly payment',
      '360 Finance',
      { paymentWeek: null },
      { year: 2005 },
      {},
      true,
    ],
    ['360 Finance, sold', '360 Finance', {}, { status: 'sold' }, {}, false],
    ['AusLoans, in stock at price 0', 'AusLoans', {}, { price: 0 }, {}, true],
    ['AusLoans, sold', 'AusLoans', {}, { status: 'sold' }, {}, false],
    // Manual, Angle, Powertorque: price over 500, in stock, weekly payment
    ['Manual, price 500', 'Manual', {}, { price: 500 }, {}, false],
    ['Manual, no weekly payment', 'Manual', { paymentWeek: null }, {}, {}, false],
    ['Manual, sold', 'Manual', {}, { status: 'sold' }, {}, false],
    ['Angle, priced with a weekly payment', 'Angle', {}, {}, {}, true],
    ['Angle, weekly payment 0', 'Angle', { paymentWeek: 0 }, {}, {}, false],
    ['Angle, price 500', 'Angle', {}, { price: 500 }, {}, false],
    ['Powertorque, priced with a weekly payment', 'Powertorque', {}, {}, {}, true],
    ['Powertorque, no weekly payment', 'Powertorque', { paymentWeek: null }, {}, {}, false],
    ['Powertorque, sold', 'Powertorque', {}, { status: 'sold' }, {}, false],
    // Nissan Finance: price over 500, in stock, monthly payment
    [
      'Nissan Finance, monthly but no weekly',
      'Nissan Finance',
      { paymentWeek: null },
      {},
      {},
      true,
    ],
    ['Nissan Finance, no monthly payment', 'Nissan Finance', { paymentMonth: null }, {}, {}, false],
    ['Nissan Finance, price 500', 'Nissan Finance', {}, { price: 500 }, {}, false],
    ['Nissan Finance, sold', 'Nissan Finance', {}, { status: 'sold' }, {}, false],
  ] as const)('%s', (_name, provider, lender, car, site, expected) => {
    if (expected === 'manual-only') {
      // the site reads Taurus; the car only has a Manual record
      expect(shownFinanceLender(withLender('Manual'), siteFor('Taurus'), testNow)).toBeNull();
      return;
    }
    const shown = shownFinanceLender(
      withLender(provider, lender, car as Partial<Car>),
      siteFor(provider, site),
      testNow,
    );
    expect(shown !== null).toBe(expected);
  });

  it('reads the car’s lender when the site names no lender (e.g. a manufacturer’s own)', () => {
    const car = withLender('Manual');
    expect(financeProviderFor(car, siteFor('Toyota Finance'))).toBe('Manual');
    expect(financeProviderFor(car, siteFor(null))).toBe('Manual');
    expect(financeProviderFor(testCar(), siteFor(null))).toBeNull();
    expect(shownFinanceLender(car, siteFor(null), testNow)?.financeProvider).toBe('Manual');
  });

  it('never shows finance for a Suzuki, an excluded dealership, or a missing rate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...financeProviders),
        fc.constantFrom('Suzuki', 'excluded', 'no interest', 'no comparison'),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 1990, max: 2027 }),
        fc.constantFrom('in_stock', 'coming_soon', 'sold'),
        (provider, reason, price, year, status) => {
          const lender = {
            interestRate: reason === 'no interest' ? null : 6.29,
            comparisonRate: reason === 'no comparison' ? null : 8.19,
          };
          const car = withLender(provider, lender, {
            price,
            year,
            status,
            make: reason === 'Suzuki' ? 'Suzuki' : 'Toyota',
          });
          const site = siteFor(provider, {
            financeExcludedDealershipIds: reason === 'excluded' ? [car.dealershipId] : [],
          });
          expect(shownFinanceLender(car, site, testNow)).toBeNull();
        },
      ),
    );
  });

  it('never shows finance for a car that is not in stock', () => {
    fc.assert(
      fc.property(fc.constantFrom(...financeProviders), (provider) => {
        const car = withLender(provider, {}, { status: 'sold' });
        expect(financeDisplay(car, siteFor(provider), testNow)).toBeNull();
      }),
    );
  });
});

describe('financeDisplay (spec §9 finance formatting)', () => {
  it.each([
    ['weekly without decimals', 'Manual', { paymentWeek: 122.64 }, 'weeklyPayment', '$123'],
    [
      'weekly with a thousands separator',
      'Manual',
      { paymentWeek: 1234.4 },
      'weeklyPayment',
      '$1,234',
    ],
    ['monthly without decimals', 'Manual', { paymentMonth: 531.44 }, 'monthlyPayment', '$531'],
    [
      'comparison rate with 2 decimals',
      'Manual',
      { comparisonRate: 8.19 },
      'comparisonRate',
      '8.19%',
    ],
    [
      'comparison rate padded to 2 decimals',
      'Manual',
      { comparisonRate: 8.2 },
      'comparisonRate',
      '8.20%',
    ],
    ['interest rate with 2 decimals', 'Manual', { interestRate: 6.29 }, 'interestRate', '6.29%'],
    ['Angle final payment $0', 'Angle', { balloon: 5000 }, 'finalPayment', '$0'],
    ['a balloon as the final payment', 'Manual', { balloon: 10497 }, 'finalPayment', '$10,497'],
    ['no final payment without a balloon', 'Manual', { balloon: 0 }, 'finalPayment', null],
    [
      'establishment fee with cents',
      'Taurus',
      { establishmentFees: 1360.5 },
      'establishmentFees',
      '$1,360.50',
    ],
    [
      'whole-dollar establishment fee',
      'Manual',
      { establishmentFees: 395 },
      'establishmentFees',
      '$395',
    ],
    ['no establishment fee', 'Manual', { establishmentFees: 0 }, 'establishmentFees', null],
    [
      'no weekly figure from a monthly lender',
      'Nissan Finance',
      { paymentWeek: null },
      'weeklyPayment',
      null,
    ],
  ] as const)('%s', (_name, provider, lender, field, expected) => {
    const shown = financeDisplay(withLender(provider, lender), siteFor(provider), testNow);
    expect(shown).not.toBeNull();
    expect(shown![field]).toBe(expected);
  });

  // the amounts are written by formatAud (design-system/src/components/Price/format.test.ts)
  it('writes rates with exactly 2 decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 40, noNaN: true }), (rate) => {
        expect(formatRate(rate)).toMatch(/^\d+\.\d{2}%$/);
      }),
    );
  });
});
