import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { youxQuoteSchema } from './entities';
import {
  embeddedFinanceQuote,
  financeQuoteRequest,
  financeQuoteRequestSchema,
  needsFinanceQuote,
} from './finance-quote';
import { testCar, testNow } from './vehicle-page.fixtures';

const quote = { weeklyRepaymentAmount: 117, advertisedRate: 8.69, comparisonRate: 9.79 };
const body = {
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 34990,
  loanTerm: 5,
  year: 2022,
  vin: 'JTMW43FV00D123456',
  nvic: 'AB123',
  whoIsHelping: '',
};

describe('needsFinanceQuote (spec §4 fetched once when no quote and price above 0)', () => {
  it.each([
    ['no quote, priced', { youxQuote: null, price: 34990 }, true],
    ['a stored quote', { youxQuote: quote, price: 34990 }, false],
    ['no quote, price 0', { youxQuote: null, price: 0 }, false],
    ['no quote, price 1', { youxQuote: null, price: 1 }, true],
  ] as const)('%s -> %s', (_name, over, expected) => {
    expect(needsFinanceQuote(testCar(over))).toBe(expected);
  });
});

describe('financeQuoteRequestSchema (spec §7 POST /api/youx/quote body)', () => {
  it.each([
    ['the spec’s body', body, true],
    ['loanTerm left out (defaults to 5)', { ...body, loanTerm: undefined }, true],
    ['whoIsHelping left out (defaults to empty)', { ...body, whoIsHelping: undefined }, true],
    ['no VIN or NVIC', { ...body, vin: null, nvic: null }, true],
    ['another credit score', { ...body, selfAssessedCreditScore: 'GOOD' }, false],
    ['no credit score', { ...body, selfAssessedCreditScore: undefined }, false],
    ['someone helping', { ...body, whoIsHelping: 'Dave' }, false],
    ['price 0', { ...body, purchasePrice: 0 }, false],
    ['price as text', { ...body, purchasePrice: '34990' }, false],
    ['term of 8 years', { ...body, loanTerm: 8 }, false],
    ['a VIN over 17 characters', { ...body, vin: 'JTMW43FV00D1234567' }, false],
    ['VIN missing altogether', { ...body, vin: undefined }, false],
  ] as const)('%s -> valid %s', (_name, input, valid) => {
    expect(financeQuoteRequestSchema.safeParse(input).success).toBe(valid);
  });

  it('fills the defaults', () => {
    const parsed = financeQuoteRequestSchema.parse({
      ...body,
      loanTerm: undefined,
      whoIsHelping: undefined,
    });
    expect(parsed.loanTerm).toBe(5);
    expect(parsed.whoIsHelping).toBe('');
  });

  it('is what financeQuoteRequest builds for a car', () => {
    const request = financeQuoteRequest(testCar());
    expect(request).toEqual(body);
    expect(financeQuoteRequestSchema.parse(request)).toEqual(body);
  });
});

describe('embeddedFinanceQuote (spec §7 default quote, spec §9 amortisation)', () => {
  const request = (over: Partial<typeof body> = {}) =>
    financeQuoteRequestSchema.parse({ ...body, ...over });
  it.each([
    // 2022 car in 2026: 4 years old, 7.49 + 4 x 0.3 = 8.69%; 90% financed, 30% balloon
    [
      'a 4-year-old $34,990 car',
      {},
      { weeklyRepaymentAmount: 117, advertisedRate: 8.69, comparisonRate: 9.79 },
    ],
    [
      'a new $20,000 car',
      { purchasePrice: 20000, year: 2026 },
      { weeklyRepaymentAmount: 64, advertisedRate: 7.49, comparisonRate: 8.59 },
    ],
    [
      'a 3-year term',
      { purchasePrice: 20000, year: 2026, loanTerm: 3 },
      { weeklyRepaymentAmount: 95 },
    ],
    ['a car from next year', { purchasePrice: 20000, year: 2027 }, { advertisedRate: 7.49 }],
  ] as const)('%s', (_name, over, expected) => {
    expect(embeddedFinanceQuote(request(over), testNow)).toMatchObject(expected);
  });

  it('is labelled as an estimate and stores as a finance quote', () => {
    const result = embeddedFinanceQuote(request(), testNow);
    expect(result.isEstimate).toBe(true);
    expect(result.label).toBe('Estimate');
    expect(youxQuoteSchema.parse(result)).toEqual(quote);
  });

  it('is deterministic, positive, and its comparison rate sits above the advertised rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 500_000 }),
        fc.integer({ min: 1990, max: 2027 }),
        fc.integer({ min: 1, max: 7 }),
        (purchasePrice, year, loanTerm) => {
          const input = request({ purchasePrice, year, loanTerm });
          const first = embeddedFinanceQuote(input, testNow);
          expect(embeddedFinanceQuote(input, testNow)).toEqual(first);
          expect(first.weeklyRepaymentAmount).toBeGreaterThan(0);
          expect(first.comparisonRate).toBeGreaterThan(first.advertisedRate);
        },
      ),
    );
  });
});
