import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financeFrequencies, financeRepayment, type FinanceFrequency } from './finance-repayment';

describe('financeRepayment (spec §9 standard amortisation with residual and fees)', () => {
  it.each([
    // amount, rate, years, frequency, residual, fees -> payment (2 dp), payments, total (2 dp)
    ['no interest, weekly', 26_000, 0, 5, 'weekly', 0, 0, 100, 260, 26_000],
    ['no interest with a balloon', 36_000, 0, 5, 'monthly', 6_000, 0, 500, 60, 30_000],
    [
      '$30,000 at 6.29% over 5 years, monthly',
      30_000,
      6.29,
      5,
      'monthly',
      0,
      0,
      584.04,
      60,
      35_042.28,
    ],
    [
      '$30,000 at 6.29% over 5 years, weekly',
      30_000,
      6.29,
      5,
      'weekly',
      0,
      0,
      134.55,
      260,
      34_982.36,
    ],
    [
      '$30,000 at 6.29% over 5 years, fortnightly',
      30_000,
      6.29,
      5,
      'fortnightly',
      0,
      0,
      269.23,
      130,
      35_000.35,
    ],
    ['with a 30% balloon', 30_000, 6.29, 5, 'monthly', 9_000, 0, 456.0, 60, 27_360.1],
    ['fees go on the total', 30_000, 6.29, 5, 'monthly', 0, 1_360.5, 584.04, 60, 36_402.78],
    ['a half-year term', 10_000, 10, 1.5, 'monthly', 0, 0, 600.57, 18, 10_810.27],
  ] as const)(
    '%s',
    (
      _name,
      amount,
      annualRatePercent,
      termYears,
      frequency,
      residual,
      fees,
      payment,
      payments,
      total,
    ) => {
      const result = financeRepayment({
        amount,
        annualRatePercent,
        termYears,
        frequency,
        residual,
        fees,
      });
      expect(result.payment).toBeCloseTo(payment, 2);
      expect(result.payments).toBe(payments);
      expect(result.totalPayable).toBeCloseTo(total, 1);
    },
  );

  it('has 52 weekly, 26 fortnightly and 12 monthly payments a year', () => {
    expect(financeFrequencies).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 });
  });

  const input = fc.record({
    amount: fc.integer({ min: 1_000, max: 250_000 }),
    annualRatePercent: fc.double({ min: 0.5, max: 20, noNaN: true }),
    termYears: fc.integer({ min: 1, max: 14 }).map((halves) => halves / 2),
    frequency: fc.constantFrom<FinanceFrequency>('weekly', 'fortnightly', 'monthly'),
    residualShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
  });

  it('repays the amount: the payments discounted at the rate plus the discounted balloon', () => {
    fc.assert(
      fc.property(input, ({ residualShare, ...rest }) => {
        const residual = rest.amount * residualShare;
        const { payment, payments } = financeRepayment({ ...rest, residual });
        const r = rest.annualRatePercent / 100 / financeFrequencies[rest.frequency];
        const presentValue =
          (payment * (1 - (1 + r) ** -payments)) / r + residual * (1 + r) ** -payments;
        expect(presentValue).toBeCloseTo(rest.amount, 4);
      }),
    );
  });

  it('costs more at a higher rate, and never less than the amount less the balloon', () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0.1, max: 5, noNaN: true }), (value, extra) => {
        const residual = value.amount * value.residualShare;
        const low = financeRepayment({ ...value, residual });
        const high = financeRepayment({
          ...value,
          residual,
          annualRatePercent: value.annualRatePercent + extra,
        });
        expect(high.payment).toBeGreaterThan(low.payment);
        expect(low.payment * low.payments).toBeGreaterThan(value.amount - residual);
      }),
    );
  });
});
