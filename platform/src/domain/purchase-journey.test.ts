import { describe, expect, it } from 'vitest';
import { type PriceDisplay } from './price-display';
import {
  checkoutJourneyHref,
  FULL_PAYMENT_WITH_FINANCE_MESSAGE,
  purchaseAmountCents,
  purchaseChoicesSchema,
  purchaseFinanceEstimate,
  purchasePaymentOptions,
  purchasePrice,
  purchaseStepSchemas,
  purchaseSummaryLines,
} from './purchase-journey';

const shown = (kind: PriceDisplay['kind'], amount: number | null): PriceDisplay => ({
  kind,
  amount,
  text: null,
  qualifier: null,
  wasPrice: null,
});

describe('purchasePrice (the shown price, when it is one to pay)', () => {
  it.each([
    [shown('price', 35_990), 35_990],
    [shown('offer', 33_000), 33_000],
    [shown('subscription', 189), null],
    [shown('preorder', null), null],
    [shown('none', null), null],
    [null, null],
  ])('%j pays %s', (display, expected) => {
    expect(purchasePrice(display)).toBe(expected);
  });
});

describe('purchasePaymentOptions', () => {
  it.each([
    [
      'a deposit, and the full price when paying outright',
      { depositAmount: 200, price: 35_990, finance: 'No' as const },
      [
        ['deposit', 20_000, 'Pay a $200 deposit', 'Buy This Car: Pay $200 Deposit'],
        ['full', 3_599_000, 'Pay the full price of $35,990', 'Buy This Car: Pay $35,990'],
      ],
    ],
    [
      'the deposit only when financed',
      { depositAmount: 500, price: 35_990, finance: 'Yes' as const },
      [['deposit', 50_000, 'Pay a $500 deposit', 'Buy This Car: Pay $500 Deposit']],
    ],
    [
      'the deposit only for a car with no price to pay',
      { depositAmount: 200, price: null, finance: 'No' as const },
      [['deposit', 20_000, 'Pay a $200 deposit', 'Buy This Car: Pay $200 Deposit']],
    ],
    [
      'a hold with no deposit on a site whose deposit is $0',
      { depositAmount: 0, price: 12_500, finance: 'No' as const },
      [
        ['deposit', 0, 'Hold the car now, pay at the dealership', 'Buy This Car'],
        ['full', 1_250_000, 'Pay the full price of $12,500', 'Buy This Car: Pay $12,500'],
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(
      purchasePaymentOptions(input).map((o) => [o.payment, o.amountCents, o.label, o.buttonLabel]),
    ).toEqual(expected);
  });

  it('purchaseAmountCents is the chosen option’s amount, null for one not on offer', () => {
    const offer = { depositAmount: 200, price: 35_990 };
    expect(purchaseAmountCents({ payment: 'full', finance: 'No' }, offer)).toBe(3_599_000);
    expect(purchaseAmountCents({ payment: 'deposit', finance: 'Yes' }, offer)).toBe(20_000);
    expect(purchaseAmountCents({ payment: 'full', finance: 'Yes' }, offer)).toBeNull();
    expect(purchaseAmountCents({ payment: 'full', finance: 'No' }, { ...offer, price: null })).toBe(
      null,
    );
  });
});

describe('purchaseChoicesSchema (what the server accepts)', () => {
  const trade = { year: 2015, make: 'Mazda', model: '3', kms: 120_000 };
  it.each([
    [{ payment: 'full', trade_in: 'No', finance: 'No' }, null],
    [{ payment: 'deposit', trade_in: 'Yes', trade_in_vehicle: trade, finance: 'No' }, null],
    [
      {
        payment: 'deposit',
        trade_in: 'No',
        finance: 'Yes',
        finance_deposit: 5000,
        finance_term_years: 5,
      },
      null,
    ],
    [{ payment: 'full', trade_in: 'No', finance: 'Yes' }, FULL_PAYMENT_WITH_FINANCE_MESSAGE],
    [{ payment: 'deposit', trade_in: 'Yes', finance: 'No' }, 'Tell us about your trade-in.'],
    [{ payment: 'cash', trade_in: 'No', finance: 'No' }, 'Please choose how to pay.'],
    [{ payment: 'full', trade_in: 'No', finance: 'No', price: 1 }, 'Unrecognized key: "price"'],
    [
      {
        payment: 'deposit',
        trade_in: 'Yes',
        trade_in_vehicle: { ...trade, year: 1900 },
        finance: 'No',
      },
      'Year must be at least 1950.',
    ],
  ])('%j: %s', (choices, problem) => {
    const parsed = purchaseChoicesSchema.safeParse(choices);
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(problem);
  });
});

describe('purchaseStepSchemas (each step as the shopper leaves it)', () => {
  it('the trade-in step needs the car only when there is one', () => {
    expect(purchaseStepSchemas['trade-in'].safeParse({ trade_in: 'No' }).success).toBe(true);
    const missing = purchaseStepSchemas['trade-in'].safeParse({
      trade_in: 'Yes',
      trade_in_vehicle: { year: '2018', make: 'Kia', model: '', kms: '50000' },
    });
    expect(missing.success ? [] : missing.error.issues.map((i) => i.path.join('.'))).toEqual([
      'trade_in_vehicle.model',
    ]);
  });

  it('the finance step reads the typed deposit and term, 5 years by default', () => {
    expect(purchaseStepSchemas.finance.parse({ finance: 'Yes', finance_deposit: '4000' })).toEqual({
      finance: 'Yes',
      finance_deposit: 4000,
      finance_term_years: 5,
    });
    expect(
      purchaseStepSchemas.finance.safeParse({ finance: 'Yes', finance_term_years: '9' }).success,
    ).toBe(false);
  });
});

describe('purchaseFinanceEstimate', () => {
  it.each([
    // $30,000 at 10% over 5 years: $146.86 a week (standard amortisation)
    [
      { price: 30_000, deposit: 0, termYears: 5, ratePercent: 10 },
      147,
      '$147 per week over 5 years at 10% p.a.',
    ],
    [
      { price: 35_000, deposit: 5_000, termYears: 5, ratePercent: 10 },
      147,
      '$147 per week over 5 years at 10% p.a.',
    ],
    [
      { price: 10_000, deposit: 0, termYears: 1, ratePercent: 8.5 },
      201,
      '$201 per week over 1 year at 8.5% p.a.',
    ],
    [{ price: 10_000, deposit: 12_000, termYears: 5, ratePercent: 10 }, 0, null],
  ])('%j', (input, weekly, text) => {
    expect(purchaseFinanceEstimate(input)).toMatchObject({ weekly, text });
  });
});

describe('purchaseSummaryLines', () => {
  it('names the payment, the trade-in and the finance', () => {
    expect(
      purchaseSummaryLines(
        {
          payment: 'deposit',
          trade_in: 'Yes',
          trade_in_vehicle: { year: 2015, make: 'Mazda', model: '3', kms: 120_000 },
          finance: 'Yes',
          finance_deposit: 5000,
          finance_term_years: 4,
        },
        20_000,
      ),
    ).toEqual([
      ['Payment', 'Deposit, $200'],
      ['Trade-in', '2015 Mazda 3, 120,000 km'],
      ['Finance', 'Yes, $5,000 deposit over 4 years'],
    ]);
    expect(
      purchaseSummaryLines({ payment: 'full', trade_in: 'No', finance: 'No' }, 3_599_000),
    ).toEqual([
      ['Payment', 'Full price, $35,990'],
      ['Trade-in', 'No'],
      ['Finance', 'No'],
    ]);
  });
});

it('checkoutJourneyHref names the car by its slug', () => {
  expect(checkoutJourneyHref('2021-toyota-corolla-u1')).toBe(
    '/checkout-journey?car_id=2021-toyota-corolla-u1',
  );
});
