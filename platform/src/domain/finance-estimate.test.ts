import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Car } from './entities';
import {
  financeEstimate,
  financeEstimateAssumptions,
  monthlyFromWeekly,
  showsFinanceEstimate,
} from './finance-estimate';
import { testCar, testSite } from './vehicle-page.fixtures';

const quote = { weeklyRepaymentAmount: 123, advertisedRate: 7.49, comparisonRate: 8.59 };
const on = testSite({ features: { financeEstimate: true } });
const off = testSite({ features: { financeEstimate: false } });

describe('showsFinanceEstimate (spec §5 estimate panel)', () => {
  it.each([
    ['in stock, priced, switch on', {}, on, true],
    ['the site’s autograb switch off', {}, off, false],
    ['coming soon (status is not in_stock)', { status: 'coming_soon' }, on, false],
    ['sold', { status: 'sold' }, on, false],
    ['reserved', { reserved: true }, on, false],
    ['price 200', { price: 200 }, on, false],
    ['price 201', { price: 201 }, on, true],
    ['price 0', { price: 0 }, on, false],
  ] as const)('%s -> %s', (_name, over, site, expected) => {
    expect(showsFinanceEstimate(testCar(over as Partial<Car>), site)).toBe(expected);
    expect(financeEstimate(testCar(over as Partial<Car>), site) !== null).toBe(expected);
  });
});

describe('financeEstimate (spec §9 estimate figures)', () => {
  it.each([
    ['weekly', { youxQuote: quote }, 'weekly', '$123'],
    ['monthly = weekly x 4.33 ($532.59)', { youxQuote: quote }, 'monthly', '$533'],
    ['monthly amount', { youxQuote: quote }, 'monthlyAmount', 533],
    ['advertised rate', { youxQuote: quote }, 'advertisedRate', '7.49%'],
    ['comparison rate', { youxQuote: quote }, 'comparisonRate', '8.59%'],
    ['has a quote', { youxQuote: quote }, 'hasQuote', true],
    ['10% deposit of $34,990', {}, 'deposit', '$3,499'],
    ['30% final payment of $34,990', {}, 'finalPayment', '$10,497'],
    ['5-year term', {}, 'termYears', 5],
    ['10% deposit', {}, 'depositPercent', 10],
    ['30% final payment', {}, 'finalPaymentPercent', 30],
    [
      'the assumptions in words',
      {},
      'assumptions',
      'Based on a 5-year term, a 10% deposit and a 30% final payment.',
    ],
    ['no quote yet: weekly reads -', { youxQuote: null }, 'weekly', '-'],
    ['no quote yet: monthly reads -', { youxQuote: null }, 'monthly', '-'],
    ['no quote yet: rates read -', { youxQuote: null }, 'comparisonRate', '-'],
    ['no quote yet', { youxQuote: null }, 'hasQuote', false],
  ] as const)('%s', (_name, over, field, expected) => {
    const estimate = financeEstimate(testCar(over), on);
    expect(estimate?.[field]).toBe(expected);
  });

  it('states the spec’s assumptions', () => {
    expect(financeEstimateAssumptions).toEqual({
      termYears: 5,
      depositPercent: 10,
      finalPaymentPercent: 30,
    });
  });

  it('shows a monthly figure of the weekly one x 4.33, to the dollar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), (weekly) => {
        const estimate = financeEstimate(
          testCar({ youxQuote: { ...quote, weeklyRepaymentAmount: weekly } }),
          on,
        )!;
        expect(Math.abs(estimate.monthlyAmount! - monthlyFromWeekly(weekly))).toBeLessThanOrEqual(
          0.5,
        );
        expect(estimate.weeklyAmount).toBe(weekly);
      }),
    );
  });
});
