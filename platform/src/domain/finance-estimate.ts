import { type Site } from '@dealer/site-config';
import { formatAud } from '@dealer/design-system/format';
import { type Car } from './entities';
import { formatRate } from './finance-display';

// The finance estimate box of a vehicle page (spec §2 'Finance estimate box'): a weekly and
// monthly figure from the car's finance quote, on fixed assumptions.

export const WEEKS_PER_MONTH = 4.33; // spec §9 monthly = weekly x 4.33
export const FINANCE_ESTIMATE_MIN_PRICE = 200; // spec §5/§9 shown only when price > 200
// spec §9 estimate assumptions: 5-year term, 10% deposit, 30% final payment
export const financeEstimateAssumptions = {
  termYears: 5,
  depositPercent: 10,
  finalPaymentPercent: 30,
} as const;
/** spec §8 quote failure: rate fields show '-' */
export const NO_QUOTE_TEXT = '-';

export type FinanceEstimateFields = Pick<Car, 'status' | 'reserved' | 'price' | 'youxQuote'>;

// spec §5 finance estimate available only when autograb is enabled (the site's switch), status
// in_stock, not sold or reserved, and price above 200.
export function showsFinanceEstimate(
  car: Pick<Car, 'status' | 'reserved' | 'price'>,
  site: { features: Pick<Site['features'], 'financeEstimate'> },
): boolean {
  return (
    site.features.financeEstimate &&
    car.status === 'in_stock' &&
    !car.reserved &&
    car.price > FINANCE_ESTIMATE_MIN_PRICE
  );
}

// spec §9 monthly = weekly x 4.33
export function monthlyFromWeekly(weekly: number): number {
  return weekly * WEEKS_PER_MONTH;
}

export interface FinanceEstimate {
  /** false until the car has a quote; the figures then read '-' */
  hasQuote: boolean;
  weeklyAmount: number | null;
  monthlyAmount: number | null;
  /** '$123' or '-' */
  weekly: string;
  /** '$533' or '-' */
  monthly: string;
  /** '7.49%' or '-' */
  advertisedRate: string;
  /** '8.59%' or '-' */
  comparisonRate: string;
  termYears: number;
  depositPercent: number;
  finalPaymentPercent: number;
  /** 'Based on a 5-year term, a 10% deposit and a 30% final payment.' */
  assumptions: string;
  /** the 10% deposit of the price, e.g. '$3,499' */
  deposit: string;
  /** the 30% final payment of the price, e.g. '$10,497' */
  finalPayment: string;
}

// spec §5/§9 finance estimate: the car's quote, monthly = weekly x 4.33, on a 5-year term with a
// 10% deposit and a 30% final payment; null when the panel is not shown.
export function financeEstimate(
  car: FinanceEstimateFields,
  site: { features: Pick<Site['features'], 'financeEstimate'> },
): FinanceEstimate | null {
  if (!showsFinanceEstimate(car, site)) return null;
  const quote = car.youxQuote;
  const weeklyAmount = quote ? Math.round(quote.weeklyRepaymentAmount) : null;
  const monthlyAmount = weeklyAmount === null ? null : Math.round(monthlyFromWeekly(weeklyAmount));
  const { termYears, depositPercent, finalPaymentPercent } = financeEstimateAssumptions;
  return {
    hasQuote: quote !== null,
    weeklyAmount,
    monthlyAmount,
    weekly: weeklyAmount === null ? NO_QUOTE_TEXT : formatAud(weeklyAmount),
    monthly: monthlyAmount === null ? NO_QUOTE_TEXT : formatAud(monthlyAmount),
    advertisedRate: quote ? formatRate(quote.advertisedRate) : NO_QUOTE_TEXT,
    comparisonRate: quote ? formatRate(quote.comparisonRate) : NO_QUOTE_TEXT,
    termYears,
    depositPercent,
    finalPaymentPercent,
    assumptions: `Based on a ${termYears}-year term, a ${depositPercent}% deposit and a ${finalPaymentPercent}% final payment.`,
    deposit: formatAud((car.price * depositPercent) / 100),
    finalPayment: formatAud((car.price * finalPaymentPercent) / 100),
  };
}
