import { type Site } from '@dealer/site-config';
import { formatAud } from '@dealer/design-system/format';
import { type FinanceLender } from './entities';
import { type FinanceFrequency, financeFrequencies, financeRepayment } from './finance-repayment';

// The finance calculator of the vehicle and finance pages (spec §2 'finance calculator', §4, §5,
// §9): the ranges a site's calculator allows, the purchase price message, clamping, the fees and
// the repayment.

/** The site's calculator switches (site-config `finance.calculator`). */
export type CalculatorConfig = Site['finance']['calculator'];

/** A lender record's establishment fee, when the car has lender data. */
export type CalculatorLender = Pick<FinanceLender, 'establishmentFees'>;

export interface CalculatorBounds {
  min: number;
  max: number;
}

export interface CalculatorSteppedRange extends CalculatorBounds {
  step: number;
  /** where the calculator starts */
  initial: number;
}

export interface CalculatorRanges {
  purchasePrice: CalculatorBounds;
  termYears: CalculatorSteppedRange;
  interestRate: CalculatorSteppedRange;
  /** deposit and trade-in together; optional (empty is $0) */
  deposit: CalculatorBounds;
  /** the residual (balloon); optional (empty is $0) */
  residual: CalculatorBounds;
  /** payments a year, per frequency */
  frequencies: typeof financeFrequencies;
}

/** What the shopper has set: whole dollars, years, percent a year. */
export interface CalculatorInput {
  purchasePrice: number;
  termYears: number;
  /** percent a year, e.g. 8.5 */
  interestRate: number;
  /** deposit and trade-in together */
  deposit: number;
  residual: number;
  frequency: FinanceFrequency;
}

export const PURCHASE_PRICE_MAX = 250_000; // spec §5 purchase price max $250,000
export const DEPOSIT_MAX = 250_000; // spec §5 deposit/trade-in 0 to 250,000
export const RESIDUAL_MAX = 250_000; // spec §5 residual 0 to 250,000
// spec §5 term 1 to 7 years step 0.5; spec §9 default term 5 years
export const TERM_YEARS = { min: 1, max: 7, step: 0.5, initial: 5 } as const;
export const INTEREST_STEP = 0.5; // spec §5 interest step 0.5
// spec §5 interest 0.5 to 15 by default, 7.5 to 14.5 for one provider, 4 to 20 for one dealer
export const INTEREST_RANGES = {
  standard: { min: 0.5, max: 15 },
  provider: { min: 7.5, max: 14.5 },
  dealer: { min: 4, max: 20 },
} as const satisfies Record<CalculatorConfig['interestRange'], CalculatorBounds>;
export const DEFAULT_PURCHASE_PRICE = 30_000; // spec §9 default finance price 30000
export const DEFAULT_FREQUENCY: FinanceFrequency = 'weekly';
// spec §5 a car-loan payment at or below $25 shows 'Enquire for Finance' and hides the total
export const ENQUIRE_FOR_FINANCE_MAX_PAYMENT = 25;
export const CALCULATOR_ESTABLISHMENT_FEE = 1360.5; // spec §9 establishment fee of one lender type
// spec §9 one dealer's fees: establishment $395, security registration $6, monthly admin $8,
// agency fee $912.25
export const DEALER_FEES = {
  establishment: 395,
  securityRegistration: 6,
  monthlyAdmin: 8,
  agency: 912.25,
} as const;

// spec §5 and §9 the calculator's ranges, from the site's switches
export function calculatorRanges(config: CalculatorConfig): CalculatorRanges {
  const interest = INTEREST_RANGES[config.interestRange];
  return {
    purchasePrice: { min: config.priceMinimum, max: PURCHASE_PRICE_MAX },
    termYears: { ...TERM_YEARS },
    interestRate: {
      ...interest,
      step: INTEREST_STEP,
      initial: clampToStep(config.defaultInterest, { ...interest, step: INTEREST_STEP }),
    },
    deposit: { min: 0, max: DEPOSIT_MAX },
    residual: { min: 0, max: RESIDUAL_MAX },
    frequencies: financeFrequencies,
  };
}

// spec §9 default finance price: the car's price, else 30000 (a car with no price above $0 has
// none to start from)
export function defaultPurchasePrice(carPrice?: number | null): number {
  return carPrice != null && Number.isFinite(carPrice) && carPrice > 0
    ? Math.round(carPrice)
    : DEFAULT_PURCHASE_PRICE;
}

/** Where the calculator starts: the car's price (or $30,000), 5 years, the site's rate, weekly. */
export function initialCalculatorInput(
  ranges: CalculatorRanges,
  carPrice?: number | null,
): CalculatorInput {
  return {
    purchasePrice: defaultPurchasePrice(carPrice),
    termYears: ranges.termYears.initial,
    interestRate: ranges.interestRate.initial,
    deposit: 0,
    residual: 0,
    frequency: DEFAULT_FREQUENCY,
  };
}

// spec §5 a purchase price at or below 0 is set to 0 (an empty field, or nothing readable, too)
export function normalisePurchasePrice(price: number | null | undefined): number {
  return price != null && Number.isFinite(price) && price > 0 ? price : 0;
}

// spec §5 and §8 'Cannot be less than {min} or more than {max}', the bounds in the spec §9 price
// format. A price at or below 0 reads as 0, which is below every minimum, so it has the message
// too: the shopper sees why the calculation uses the minimum instead.
export function purchasePriceProblem(
  price: number | null | undefined,
  ranges: Pick<CalculatorRanges, 'purchasePrice'>,
): string | null {
  const { min, max } = ranges.purchasePrice;
  const value = normalisePurchasePrice(price);
  return value < min || value > max
    ? `Cannot be less than ${formatAud(min)} or more than ${formatAud(max)}`
    : null;
}

function clamp(value: number, { min, max }: CalculatorBounds): number {
  return Math.min(max, Math.max(min, value));
}

/** The nearest step from the range's minimum, kept inside the range. */
function clampToStep(value: number, range: CalculatorBounds & { step: number }): number {
  const clamped = clamp(value, range);
  const snapped = range.min + Math.round((clamped - range.min) / range.step) * range.step;
  return clamp(snapped, range);
}

const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

// spec §5 out-of-range values are clamped; term and interest snap to their 0.5 steps. A price at
// or below 0 is 0 first (so it clamps to the minimum); a term or rate that is not a number goes
// back to where the calculator starts; an unknown frequency is weekly.
export function clampCalculatorInput(
  input: CalculatorInput,
  ranges: CalculatorRanges,
): CalculatorInput {
  return {
    purchasePrice: clamp(normalisePurchasePrice(input.purchasePrice), ranges.purchasePrice),
    termYears: clampToStep(finiteOr(input.termYears, ranges.termYears.initial), ranges.termYears),
    interestRate: clampToStep(
      finiteOr(input.interestRate, ranges.interestRate.initial),
      ranges.interestRate,
    ),
    deposit: clamp(finiteOr(input.deposit, 0), ranges.deposit),
    residual: clamp(finiteOr(input.residual, 0), ranges.residual),
    frequency: input.frequency in ranges.frequencies ? input.frequency : DEFAULT_FREQUENCY,
  };
}

export interface CalculatorFee {
  label: string;
  /** dollars: once, or each month of the term */
  amount: number;
  per: 'once' | 'month';
}

// spec §9 fees: the lender data's establishment fee (else none); the establishment fee of 1360.5
// of one lender type; or one dealer's establishment $395, security registration $6, agency
// $912.25 and $8 admin a month
export function calculatorFees(
  config: Pick<CalculatorConfig, 'fees'>,
  lender?: CalculatorLender | null,
): CalculatorFee[] {
  switch (config.fees) {
    case 'lender':
      return lender && lender.establishmentFees > 0
        ? [{ label: 'Establishment fee', amount: lender.establishmentFees, per: 'once' }]
        : [];
    case 'establishment':
      return [{ label: 'Establishment fee', amount: CALCULATOR_ESTABLISHMENT_FEE, per: 'once' }];
    case 'dealer':
      return [
        { label: 'Establishment fee', amount: DEALER_FEES.establishment, per: 'once' },
        {
          label: 'Security registration fee',
          amount: DEALER_FEES.securityRegistration,
          per: 'once',
        },
        { label: 'Agency fee', amount: DEALER_FEES.agency, per: 'once' },
        { label: 'Monthly admin fee', amount: DEALER_FEES.monthlyAdmin, per: 'month' },
      ];
  }
}

export interface CalculatorFeeLine {
  label: string;
  /** dollars over the whole term */
  amount: number;
}

/** The months of a term (a term steps by half a year, so a whole number of months). */
export const termMonths = (termYears: number): number => Math.round(termYears * 12);

// spec §9 the monthly admin fee is charged each month of the term; one-off fees once
export function feeLines(fees: readonly CalculatorFee[], termYears: number): CalculatorFeeLine[] {
  return fees.map((fee) => ({
    label:
      fee.per === 'month'
        ? `${fee.label} (${formatAud(fee.amount)} × ${termMonths(termYears)} months)`
        : fee.label,
    amount: fee.per === 'month' ? fee.amount * termMonths(termYears) : fee.amount,
  }));
}

/** The fees over a term, in dollars. */
export function feesTotal(fees: readonly CalculatorFee[], termYears: number): number {
  return feeLines(fees, termYears).reduce((sum, line) => sum + line.amount, 0);
}

export interface FinanceCalculation {
  /** the inputs after clamping: what the figures are worked out from */
  input: CalculatorInput;
  /** price less deposit and trade-in, never below $0 */
  amountFinanced: number;
  /** the balloon used: the one asked for, at most the amount financed */
  residual: number;
  /** the balloon asked for was more than the amount financed, so it was lowered to it */
  residualCapped: boolean;
  /** each payment, unrounded */
  payment: number;
  /** the number of payments */
  payments: number;
  feeLines: CalculatorFeeLine[];
  feesTotal: number;
  /** payments x payment + fees; null when the calculator says 'Enquire for Finance' */
  totalPayable: number | null;
  /** spec §5 a payment at or below $25 */
  enquireForFinance: boolean;
}

// spec §4 and §9 the calculation: amount financed = price less deposit/trade-in; payment by
// standard amortisation with the residual (balloon); total = payments a year x term x payment +
// fees; spec §5 a payment at or below $25 shows 'Enquire for Finance' and no total.
// The input is clamped first. A deposit at or above the price leaves nothing to finance (a $0
// payment, so 'Enquire for Finance'). A balloon at or above the amount financed is held at the
// amount financed: the payments then cover the interest only and the balloon repays the loan
// (a larger balloon would make the payment smaller than the interest, or negative).
export function financeCalculation(
  input: CalculatorInput,
  ranges: CalculatorRanges,
  fees: readonly CalculatorFee[],
): FinanceCalculation {
  const clamped = clampCalculatorInput(input, ranges);
  const amountFinanced = Math.max(0, clamped.purchasePrice - clamped.deposit);
  const residual = Math.min(clamped.residual, amountFinanced);
  const fee = feesTotal(fees, clamped.termYears);
  const repayment = financeRepayment({
    amount: amountFinanced,
    annualRatePercent: clamped.interestRate,
    termYears: clamped.termYears,
    frequency: clamped.frequency,
    residual,
    fees: fee,
  });
  const enquireForFinance = !(repayment.payment > ENQUIRE_FOR_FINANCE_MAX_PAYMENT);
  return {
    input: clamped,
    amountFinanced,
    residual,
    residualCapped: clamped.residual > amountFinanced,
    payment: repayment.payment,
    payments: repayment.payments,
    feeLines: feeLines(fees, clamped.termYears),
    feesTotal: fee,
    totalPayable: enquireForFinance ? null : repayment.totalPayable,
    enquireForFinance,
  };
}

const formatYears = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

/**
 * What a calculation assumes, in words for the terms panel: the amount financed, term, rate,
 * balloon (and when it was held at the amount financed) and the fees in the total.
 */
export function calculatorAssumptions(calculation: FinanceCalculation): string {
  const { input, amountFinanced, residual, residualCapped, feesTotal: fees } = calculation;
  const sentences = [
    `Based on ${formatAud(amountFinanced)} financed (the purchase price less deposit and trade-in) over ${formatYears(input.termYears)} at ${input.interestRate}% p.a.`,
    residual > 0
      ? `A residual (balloon) of ${formatAud(residual)} is left to pay at the end of the term${residualCapped ? ', held at the amount financed' : ''}.`
      : 'No residual (balloon) is left at the end of the term.',
    fees > 0 ? 'The total payable includes the fees listed.' : 'No fees are included.',
  ];
  return sentences.join(' ');
}
