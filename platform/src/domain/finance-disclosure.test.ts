import { describe, expect, it } from 'vitest';
import { COMPARISON_RATE_WARNING, lenderDisclaimer } from './finance-disclosure';
import { testCar, testLender } from './vehicle-page.fixtures';

describe('lenderDisclaimer (spec §7 finance_lenders disclaimer)', () => {
  const car = testCar({
    financeLenders: {
      Taurus: testLender({ disclaimer: 'Taurus: based on a 5-year loan.' }),
      Manual: testLender({ disclaimer: 'Manual: dealer finance.' }),
    },
  });
  it.each([
    ['the site’s own provider', 'Manual', 'Manual: dealer finance.'],
    ['no provider: the car’s first lender', null, 'Taurus: based on a 5-year loan.'],
    ['a provider the car has no figures of', 'Angle', null],
  ])('%s', (_name, financeProvider, expected) => {
    expect(lenderDisclaimer(car, { financeProvider })).toBe(expected);
  });

  it('is none for a car without lenders or with an empty disclaimer', () => {
    expect(lenderDisclaimer(testCar({ financeLenders: {} }), { financeProvider: null })).toBeNull();
    const blank = testCar({ financeLenders: { Taurus: testLender({ disclaimer: '  ' }) } });
    expect(lenderDisclaimer(blank, { financeProvider: null })).toBeNull();
  });
});

it('warns about the comparison rate example of spec §9: a 5-year secured $30,000 loan', () => {
  expect(COMPARISON_RATE_WARNING).toContain('secured loan of $30,000 over 5 years');
  expect(COMPARISON_RATE_WARNING).toContain('WARNING');
});
