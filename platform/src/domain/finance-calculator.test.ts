import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatorAssumptions,
  calculatorFees,
  calculatorRanges,
  type CalculatorConfig,
  type CalculatorInput,
  type CalculatorRanges,
  clampCalculatorInput,
  defaultPurchasePrice,
  feeLines,
  feesTotal,
  financeCalculation,
  initialCalculatorInput,
  purchasePriceProblem,
} from './finance-calculator';
import { type FinanceFrequency } from './finance-repayment';

const config = (overrides: Partial<CalculatorConfig> = {}): CalculatorConfig => ({
  priceMinimum: 1000,
  interestRange: 'standard',
  defaultInterest: 10,
  fees: 'lender',
  ...overrides,
});
const standard = calculatorRanges(config());

// no site's range reaches 0%: this range lets the rules be checked at 0%, where a payment is
// plain division
const zeroRate: CalculatorRanges = {
  ...standard,
  interestRate: { min: 0, max: 15, step: 0.5, initial: 10 },
};

const input = (overrides: Partial<CalculatorInput> = {}): CalculatorInput => ({
  purchasePrice: 30_000,
  termYears: 5,
  interestRate: 10,
  deposit: 0,
  residual: 0,
  frequency: 'weekly',
  ...overrides,
});

describe('calculatorRanges (spec §5, §9)', () => {
  it.each([
    ['purchase price min by default', config(), 'purchasePrice', 'min', 1000],
    ['purchase price min $5,000', config({ priceMinimum: 5000 }), 'purchasePrice', 'min', 5000],
    ['purchase price max', config(), 'purchasePrice', 'max', 250_000],
    ['term min', config(), 'termYears', 'min', 1],
    ['term max', config(), 'termYears', 'max', 7],
    ['term step', config(), 'termYears', 'step', 0.5],
    ['term default', config(), 'termYears', 'initial', 5],
    ['standard interest min', config(), 'interestRate', 'min', 0.5],
    ['standard interest max', config(), 'interestRate', 'max', 15],
    ['provider interest min', config({ interestRange: 'provider' }), 'interestRate', 'min', 7.5],
    ['provider interest max', config({ interestRange: 'provider' }), 'interestRate', 'max', 14.5],
    ['dealer interest min', config({ interestRange: 'dealer' }), 'interestRate', 'min', 4],
    ['dealer interest max', config({ interestRange: 'dealer' }), 'interestRate', 'max', 20],
    ['interest step', config(), 'interestRate', 'step', 0.5],
    ['interest default', config(), 'interestRate', 'initial', 10],
    ['interest default 8.5', config({ defaultInterest: 8.5 }), 'interestRate', 'initial', 8.5],
    ['deposit/trade-in min', config(), 'deposit', 'min', 0],
    ['deposit/trade-in max', config(), 'deposit', 'max', 250_000],
    ['residual min', config(), 'residual', 'min', 0],
    ['residual max', config(), 'residual', 'max', 250_000],
  ] as const)('%s', (_case, siteConfig, range, bound, expected) => {
    const ranges = calculatorRanges(siteConfig) as unknown as Record<
      string,
      Record<string, number>
    >;
    expect(ranges[range]![bound]).toBe(expected);
  });

  it.each([
    ['weekly', 52],
    ['fortnightly', 26],
    ['monthly', 12],
  ] as const)('%s has %i payments a year', (frequency, perYear) => {
    expect(standard.frequencies[frequency]).toBe(perYear);
  });
});

describe('defaultPurchasePrice (spec §9)', () => {
  it.each([
    ['the car price', 42_990, 42_990],
    ['no price', null, 30_000],
    ['no car', undefined, 30_000],
    ['a price of 0', 0, 30_000],
    ['a negative price', -5, 30_000],
  ])('%s gives %s', (_case, price, expected) => {
    expect(defaultPurchasePrice(price)).toBe(expected);
  });

  it('starts at 5 years, the site rate and weekly', () => {
    expect(initialCalculatorInput(calculatorRanges(config({ defaultInterest: 8.5 })))).toEqual({
      purchasePrice: 30_000,
      termYears: 5,
      interestRate: 8.5,
      deposit: 0,
      residual: 0,
      frequency: 'weekly',
    });
  });
});

describe('purchasePriceProblem (spec §5, §8)', () => {
  const message = 'Cannot be less than $1,000 or more than $250,000';
  it.each([
    ['at the minimum', 1000, null],
    ['at the maximum', 250_000, null],
    ['in range', 30_000, null],
    ['below the minimum', 999, message],
    ['above the maximum', 250_001, message],
    ['at 0 (the price is 0)', 0, message],
    ['below 0 (set to 0)', -1000, message],
    ['empty', undefined, message],
    ['not a number', Number.NaN, message],
  ])('%s', (_case, price, expected) => {
    expect(purchasePriceProblem(price, standard)).toBe(expected);
  });

  it('names the site’s own minimum', () => {
    const ranges = calculatorRanges(config({ priceMinimum: 5000 }));
    expect(purchasePriceProblem(4999, ranges)).toBe(
      'Cannot be less than $5,000 or more than $250,000',
    );
    expect(purchasePriceProblem(5000, ranges)).toBeNull();
  });
});

describe('clampCalculatorInput (spec §5)', () => {
  it.each([
    ['a price below the minimum', { purchasePrice: 500 }, { purchasePrice: 1000 }],
    ['a price above the maximum', { purchasePrice: 300_000 }, { purchasePrice: 250_000 }],
    ['a price below 0', { purchasePrice: -20 }, { purchasePrice: 1000 }],
    ['a term below 1 year', { termYears: 0 }, { termYears: 1 }],
    ['a term above 7 years', { termYears: 9 }, { termYears: 7 }],
    ['a term between steps', { termYears: 3.3 }, { termYears: 3.5 }],
    ['a term just under a step', { termYears: 3.2 }, { termYears: 3 }],
    ['a rate below 0.5', { interestRate: 0 }, { interestRate: 0.5 }],
    ['a rate above 15', { interestRate: 16 }, { interestRate: 15 }],
    ['a rate between steps', { interestRate: 6.29 }, { interestRate: 6.5 }],
    ['a negative deposit', { deposit: -1 }, { deposit: 0 }],
    ['a deposit above 250,000', { deposit: 260_000 }, { deposit: 250_000 }],
    ['a residual above 250,000', { residual: 251_000 }, { residual: 250_000 }],
    ['a rate that is not a number', { interestRate: Number.NaN }, { interestRate: 10 }],
  ])('%s', (_case, given, expected) => {
    expect(clampCalculatorInput(input(given), standard)).toEqual(input(expected));
  });

  it('keeps a rate inside a narrower range on its steps', () => {
    const provider = calculatorRanges(config({ interestRange: 'provider' }));
    expect(clampCalculatorInput(input({ interestRate: 5 }), provider).interestRate).toBe(7.5);
    expect(clampCalculatorInput(input({ interestRate: 19 }), provider).interestRate).toBe(14.5);
    const dealer = calculatorRanges(config({ interestRange: 'dealer' }));
    expect(clampCalculatorInput(input({ interestRate: 19.9 }), dealer).interestRate).toBe(20);
  });
});

describe('calculatorFees (spec §9)', () => {
  it.each([
    ['lender data with an establishment fee', 'lender', { establishmentFees: 990 }, 5, 990],
    ['lender data without one', 'lender', { establishmentFees: 0 }, 5, 0],
    ['no lender data', 'lender', undefined, 5, 0],
    ['the establishment fee of one lender type', 'establishment', undefined, 5, 1360.5],
    ['one dealer’s fees over 5 years', 'dealer', undefined, 5, 395 + 6 + 912.25 + 8 * 60],
    ['one dealer’s fees over 1.5 years', 'dealer', undefined, 1.5, 395 + 6 + 912.25 + 8 * 18],
  ] as const)('%s', (_case, fees, lender, termYears, total) => {
    expect(feesTotal(calculatorFees({ fees }, lender), termYears)).toBeCloseTo(total, 2);
  });

  it('itemises one dealer’s fees', () => {
    expect(feeLines(calculatorFees({ fees: 'dealer' }), 5)).toEqual([
      { label: 'Establishment fee', amount: 395 },
      { label: 'Security registration fee', amount: 6 },
      { label: 'Agency fee', amount: 912.25 },
      { label: 'Monthly admin fee ($8 × 60 months)', amount: 480 },
    ]);
  });

  it('itemises the establishment fee of one lender type', () => {
    expect(
      feeLines(calculatorFees({ fees: 'establishment' }, { establishmentFees: 99 }), 5),
    ).toEqual([{ label: 'Establishment fee', amount: 1360.5 }]);
  });
});

describe('financeCalculation (spec §4, §5, §9)', () => {
  it('$30,000 at 6.5% over 5 years, monthly, with the establishment fee', () => {
    const result = financeCalculation(
      input({ interestRate: 6.5, frequency: 'monthly' }),
      standard,
      calculatorFees({ fees: 'establishment' }),
    );
    expect(result.amountFinanced).toBe(30_000);
    expect(result.payment).toBeCloseTo(586.98, 2);
    expect(result.payments).toBe(60);
    expect(result.feesTotal).toBe(1360.5);
    expect(result.totalPayable).toBeCloseTo(60 * result.payment + 1360.5, 6);
    expect(result.enquireForFinance).toBe(false);
  });

  it('takes the deposit and trade-in off the price', () => {
    const result = financeCalculation(input({ deposit: 5_000 }), standard, []);
    expect(result.amountFinanced).toBe(25_000);
  });

  it('works from the clamped price', () => {
    const result = financeCalculation(input({ purchasePrice: 400_000 }), standard, []);
    expect(result.input.purchasePrice).toBe(250_000);
    expect(result.amountFinanced).toBe(250_000);
  });

  // at 0% over a year of weekly payments, the payment is the amount financed / 52
  it.each([
    ['$25.02 a week shows the total', 1_301, 0, false],
    ['exactly $25 a week enquires', 1_300, 0, true],
    ['$19.23 a week enquires', 1_000, 0, true],
    ['$0 (the deposit covers the price) enquires', 20_000, 20_000, true],
    ['$0 (the deposit is more than the price) enquires', 20_000, 25_000, true],
  ] as const)('%s', (_case, purchasePrice, deposit, enquire) => {
    const result = financeCalculation(
      input({ purchasePrice, deposit, interestRate: 0, termYears: 1, frequency: 'weekly' }),
      zeroRate,
      [],
    );
    expect(result.payment).toBeCloseTo(Math.max(0, purchasePrice - deposit) / 52, 9);
    expect(result.enquireForFinance).toBe(enquire);
    expect(result.totalPayable === null).toBe(enquire);
  });

  it('holds a balloon above the amount financed at the amount financed', () => {
    const result = financeCalculation(
      input({ purchasePrice: 20_000, deposit: 5_000, residual: 18_000, frequency: 'monthly' }),
      standard,
      [],
    );
    expect(result.residual).toBe(15_000);
    expect(result.residualCapped).toBe(true);
    expect(result.payment).toBeCloseTo((15_000 * 0.1) / 12, 6);
  });
});

// a plain reference amortisation, written from the textbook present-value formula: the balloon's
// present value comes off the amount, and the rest is repaid as a level annuity
function referencePayment(
  amount: number,
  annualPercent: number,
  years: number,
  perYear: number,
  balloon: number,
): number {
  const n = Math.round(years * perYear);
  const i = annualPercent / 100 / perYear;
  if (i === 0) return (amount - balloon) / n;
  const discount = 1 / (1 + i) ** n;
  const annuityFactor = (1 - discount) / i;
  return (amount - balloon * discount) / annuityFactor;
}

const perYear: Record<FinanceFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };

const arbitraryRanges = fc
  .record({
    priceMinimum: fc.constantFrom(1000 as const, 5000 as const),
    interestRange: fc.constantFrom('standard' as const, 'provider' as const, 'dealer' as const),
    defaultInterest: fc.constantFrom(10 as const, 8.5 as const),
    fees: fc.constantFrom('lender' as const, 'establishment' as const, 'dealer' as const),
  })
  .map(calculatorRanges);

const halfSteps = (min: number, max: number) =>
  fc.integer({ min: min * 2, max: max * 2 }).map((halves) => halves / 2);

const inRangeInput = fc.record({
  purchasePrice: fc.integer({ min: 5_000, max: 250_000 }),
  termYears: halfSteps(1, 7),
  interestRate: halfSteps(7.5, 14.5),
  deposit: fc.integer({ min: 0, max: 250_000 }),
  residual: fc.integer({ min: 0, max: 250_000 }),
  frequency: fc.constantFrom<FinanceFrequency>('weekly', 'fortnightly', 'monthly'),
});

const anyNumber = fc.oneof(
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, -0),
);
const anyInput = fc.record({
  purchasePrice: anyNumber,
  termYears: anyNumber,
  interestRate: anyNumber,
  deposit: anyNumber,
  residual: anyNumber,
  frequency: fc.constantFrom<FinanceFrequency>('weekly', 'fortnightly', 'monthly'),
});

const inside = (value: number, range: { min: number; max: number }) =>
  value >= range.min && value <= range.max;
const onStep = (value: number, range: { min: number; step: number }) =>
  Number.isInteger((value - range.min) / range.step);

describe('financeCalculation properties', () => {
  it('pays what a plain reference amortisation pays', () => {
    fc.assert(
      fc.property(arbitraryRanges, inRangeInput, (ranges, given) => {
        const result = financeCalculation(given, ranges, []);
        const { input: used } = result;
        const amount = Math.max(0, used.purchasePrice - used.deposit);
        const balloon = Math.min(used.residual, amount);
        const expected = referencePayment(
          amount,
          used.interestRate,
          used.termYears,
          perYear[used.frequency],
          balloon,
        );
        expect(result.payment).toBeCloseTo(expected, 6);
      }),
    );
  });

  it('never pays less for a dearer car or a higher rate', () => {
    fc.assert(
      fc.property(
        arbitraryRanges,
        inRangeInput,
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10 }).map((halves) => halves / 2),
        (ranges, given, extraPrice, extraRate) => {
          const base = financeCalculation(given, ranges, []);
          const dearer = financeCalculation(
            { ...given, purchasePrice: given.purchasePrice + extraPrice },
            ranges,
            [],
          );
          const higher = financeCalculation(
            { ...given, interestRate: given.interestRate + extraRate },
            ranges,
            [],
          );
          expect(dearer.payment).toBeGreaterThanOrEqual(base.payment - 1e-9);
          expect(higher.payment).toBeGreaterThanOrEqual(base.payment - 1e-9);
        },
      ),
    );
  });

  it('pays (amount - balloon) / payments at 0%', () => {
    fc.assert(
      fc.property(inRangeInput, (given) => {
        const result = financeCalculation({ ...given, interestRate: 0 }, zeroRate, []);
        const amount = Math.max(0, given.purchasePrice - given.deposit);
        const balloon = Math.min(given.residual, amount);
        const payments = Math.round(given.termYears * perYear[given.frequency]);
        expect(result.payments).toBe(payments);
        expect(result.payment).toBeCloseTo((amount - balloon) / payments, 9);
      }),
    );
  });

  it('pays just the interest when the balloon equals the amount financed', () => {
    fc.assert(
      fc.property(arbitraryRanges, inRangeInput, (ranges, given) => {
        const deposit = Math.min(given.deposit, given.purchasePrice - 1000);
        const amount = given.purchasePrice - deposit;
        const result = financeCalculation({ ...given, deposit, residual: amount }, ranges, []);
        const { interestRate, frequency } = result.input;
        expect(result.residualCapped).toBe(false);
        expect(result.payment).toBeCloseTo((amount * interestRate) / 100 / perYear[frequency], 6);
      }),
    );
  });

  it('adds the fees for the term to the payments, and shows no total at $25 or less', () => {
    fc.assert(
      fc.property(arbitraryRanges, inRangeInput, (ranges, given) => {
        const fees = calculatorFees({ fees: 'dealer' });
        const result = financeCalculation(given, ranges, fees);
        expect(result.enquireForFinance).toBe(result.payment <= 25);
        if (result.enquireForFinance) expect(result.totalPayable).toBeNull();
        else
          expect(result.totalPayable).toBeCloseTo(
            perYear[result.input.frequency] * result.input.termYears * result.payment +
              feesTotal(fees, result.input.termYears),
            6,
          );
      }),
    );
  });

  it('clamps into range, onto the steps, and clamping again changes nothing', () => {
    fc.assert(
      fc.property(arbitraryRanges, anyInput, (ranges, given) => {
        const once = clampCalculatorInput(given, ranges);
        expect(clampCalculatorInput(once, ranges)).toEqual(once);
        expect(inside(once.purchasePrice, ranges.purchasePrice)).toBe(true);
        expect(inside(once.termYears, ranges.termYears)).toBe(true);
        expect(inside(once.interestRate, ranges.interestRate)).toBe(true);
        expect(inside(once.deposit, ranges.deposit)).toBe(true);
        expect(inside(once.residual, ranges.residual)).toBe(true);
        expect(onStep(once.termYears, ranges.termYears)).toBe(true);
        expect(onStep(once.interestRate, ranges.interestRate)).toBe(true);
      }),
    );
  });

  it('leaves an in-range input as it is', () => {
    fc.assert(
      fc.property(arbitraryRanges, inRangeInput, (ranges, given) => {
        fc.pre(inside(given.interestRate, ranges.interestRate));
        fc.pre(given.purchasePrice >= ranges.purchasePrice.min);
        expect(clampCalculatorInput(given, ranges)).toEqual(given);
      }),
    );
  });
});

describe('calculatorAssumptions', () => {
  it.each([
    [
      'no balloon, no fees',
      input({ deposit: 5_000 }),
      [],
      'Based on $25,000 financed (the purchase price less deposit and trade-in) over 5 years at 10% p.a. No residual (balloon) is left at the end of the term. No fees are included.',
    ],
    [
      'a balloon and fees',
      input({ residual: 9_000, termYears: 1 }),
      calculatorFees({ fees: 'establishment' }),
      'Based on $30,000 financed (the purchase price less deposit and trade-in) over 1 year at 10% p.a. A residual (balloon) of $9,000 is left to pay at the end of the term. The total payable includes the fees listed.',
    ],
    [
      'a balloon above the amount financed',
      input({ purchasePrice: 20_000, residual: 25_000 }),
      [],
      'Based on $20,000 financed (the purchase price less deposit and trade-in) over 5 years at 10% p.a. A residual (balloon) of $20,000 is left to pay at the end of the term, held at the amount financed. No fees are included.',
    ],
  ] as const)('%s', (_case, given, fees, expected) => {
    expect(calculatorAssumptions(financeCalculation(given, standard, fees))).toBe(expected);
  });
});
