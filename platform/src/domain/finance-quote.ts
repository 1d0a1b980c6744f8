import { z } from 'zod';
import { type Car } from './entities';
import { financeEstimateAssumptions } from './finance-estimate';
import { financeRepayment } from './finance-repayment';

// spec §7 POST /api/youx/quote: the request body, when a car needs a quote, and the embedded
// default quote (an estimate from standard amortisation, used when no lender is connected).

// spec §7 quote body: selfAssessedCreditScore fixed 'GREAT', purchasePrice, loanTerm (5), year,
// vin, nvic, whoIsHelping (empty)
export const financeQuoteRequestSchema = z.object({
  selfAssessedCreditScore: z.literal('GREAT'),
  purchasePrice: z.number().positive().max(5_000_000),
  loanTerm: z.number().int().min(1).max(7).default(financeEstimateAssumptions.termYears),
  year: z.number().int().min(1900).max(2100),
  vin: z.string().trim().max(17).nullable(),
  nvic: z.string().trim().max(20).nullable(),
  whoIsHelping: z.literal('').default(''),
});
export type FinanceQuoteRequest = z.output<typeof financeQuoteRequestSchema>;

// spec §4 finance quote: fetched once, when the car has no quote and a price above 0
export function needsFinanceQuote(car: Pick<Car, 'youxQuote' | 'price'>): boolean {
  return car.youxQuote === null && car.price > 0;
}

/** The quote request body for a car (spec §7). */
export function financeQuoteRequest(
  car: Pick<Car, 'price' | 'year' | 'vin' | 'nvic'>,
): FinanceQuoteRequest {
  return {
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: car.price,
    loanTerm: financeEstimateAssumptions.termYears,
    year: car.year,
    vin: car.vin,
    nvic: car.nvic,
    whoIsHelping: '',
  };
}

// The embedded quote's rate card: a base rate that rises with the vehicle's age, and a
// comparison rate a fixed margin above it. Rates are in percent p.a.
export const embeddedQuoteRates = {
  baseRate: 7.49,
  perYearOfAge: 0.3,
  comparisonMargin: 1.1,
} as const;

export interface FinanceQuote {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
  /** always true: this quote is an estimate, not a lender's offer */
  isEstimate: true;
  label: 'Estimate';
}

const cents = (n: number) => Math.round(n * 100) / 100;

// spec §7/§9 embedded quote: weekly repayment by standard amortisation on the estimate's
// assumptions (10% deposit, 30% final payment, the requested term), at a rate by vehicle age.
export function embeddedFinanceQuote(request: FinanceQuoteRequest, now: Date): FinanceQuote {
  const age = Math.max(0, now.getUTCFullYear() - request.year);
  const advertisedRate = cents(embeddedQuoteRates.baseRate + embeddedQuoteRates.perYearOfAge * age);
  const { depositPercent, finalPaymentPercent } = financeEstimateAssumptions;
  const { payment } = financeRepayment({
    amount: request.purchasePrice * (1 - depositPercent / 100),
    annualRatePercent: advertisedRate,
    termYears: request.loanTerm,
    frequency: 'weekly',
    residual: (request.purchasePrice * finalPaymentPercent) / 100,
  });
  return {
    weeklyRepaymentAmount: Math.round(payment),
    advertisedRate,
    comparisonRate: cents(advertisedRate + embeddedQuoteRates.comparisonMargin),
    isEstimate: true,
    label: 'Estimate',
  };
}
