import { formatAud } from '@dealer/design-system/format';
import { type Site } from '@dealer/site-config';
import { financeProviders, type Car, type FinanceLender, type FinanceProvider } from './entities';
import { isInStock } from './stock-visibility';

// The finance summary of a vehicle page: which lender's figures show, and how they are written.

export type FinanceFields = Pick<
  Car,
  'make' | 'price' | 'status' | 'year' | 'dealershipId' | 'financeLenders'
>;
export type FinanceSite = Pick<Site, 'financeProvider' | 'financeExcludedDealershipIds'>;

export const FINANCE_MIN_PRICE = 500; // spec §9 minimum price for finance
export const TAURUS_MAX_AGE_YEARS = 12; // spec §9 Taurus age 12 years
export const FINANCE_EXCLUDED_MAKES = ['Suzuki'] as const; // spec §5 manufacturer not Suzuki

/** '8.19%': a rate with 2 decimals (spec §9 comparison rate 2 decimals). */
export function formatRate(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

function isFinanceProvider(name: string | null): name is FinanceProvider {
  return name !== null && (financeProviders as readonly string[]).includes(name);
}

/**
 * The provider whose lender record a car's page reads: the site's finance_provider when it names
 * a lender, else the first lender the car has (in the order of `financeProviders`).
 */
export function financeProviderFor(
  car: Pick<Car, 'financeLenders'>,
  site: Pick<Site, 'financeProvider'>,
): FinanceProvider | null {
  if (isFinanceProvider(site.financeProvider)) return site.financeProvider;
  return financeProviders.find((provider) => car.financeLenders[provider] !== undefined) ?? null;
}

const positive = (value: number | null): boolean => value !== null && value > 0;

// spec §5 finance display, per provider: Taurus needs year newer than current year - 12, price
// over 500, in stock, comparison rate; 360 Finance and AusLoans in stock only; Manual, Angle,
// Powertorque price over 500, in stock, weekly payment; Nissan Finance price over 500, in
// stock, monthly payment.
export function meetsProviderRule(
  provider: FinanceProvider,
  car: FinanceFields,
  lender: FinanceLender,
  now: Date,
): boolean {
  const inStock = isInStock(car.status);
  const priced = car.price > FINANCE_MIN_PRICE;
  switch (provider) {
    case 'Taurus':
      return (
        car.year > now.getUTCFullYear() - TAURUS_MAX_AGE_YEARS &&
        priced &&
        inStock &&
        positive(lender.comparisonRate)
      );
    case '360 Finance':
    case 'AusLoans':
      return inStock;
    case 'Manual':
    case 'Angle':
    case 'Powertorque':
      return priced && inStock && positive(lender.paymentWeek);
    case 'Nissan Finance':
      return priced && inStock && positive(lender.paymentMonth);
  }
}

// spec §5 finance display only when the provider's rates exist, neither interest nor comparison
// rate is null, the make is not Suzuki, the dealership is not excluded, and the provider's rule
// passes. Answers the lender record to show, or null.
export function shownFinanceLender(
  car: FinanceFields,
  site: FinanceSite,
  now: Date,
): FinanceLender | null {
  const provider = financeProviderFor(car, site);
  if (provider === null) return null;
  const lender = car.financeLenders[provider];
  if (!lender || lender.interestRate === null || lender.comparisonRate === null) return null;
  const make = car.make.trim().toLowerCase();
  if (FINANCE_EXCLUDED_MAKES.some((excluded) => excluded.toLowerCase() === make)) return null;
  if (site.financeExcludedDealershipIds.includes(car.dealershipId)) return null;
  return meetsProviderRule(provider, car, lender, now) ? lender : null;
}

export interface FinanceDisplay {
  provider: FinanceProvider;
  /** '$123' a week, or null when the lender gives no weekly payment */
  weeklyPayment: string | null;
  /** '$531' a month, or null when the lender gives no monthly payment */
  monthlyPayment: string | null;
  /** '6.29%' p.a. */
  interestRate: string;
  /** '8.19%' p.a. */
  comparisonRate: string;
  /** the balloon: '$0' for Angle (spec §9), else the balloon or null when there is none */
  finalPayment: string | null;
  deposit: string;
  termYears: number;
  establishmentFees: string | null;
  disclaimer: string;
}

// spec §9 finance formatting: weekly amounts without decimals, comparison rate 2 decimals, Angle
// shows a $0 final payment.
export function financeDisplay(
  car: FinanceFields,
  site: FinanceSite,
  now: Date,
): FinanceDisplay | null {
  const lender = shownFinanceLender(car, site, now);
  if (!lender) return null;
  const provider = financeProviderFor(car, site)!;
  return {
    provider,
    weeklyPayment: positive(lender.paymentWeek) ? formatAud(lender.paymentWeek!) : null,
    monthlyPayment: positive(lender.paymentMonth) ? formatAud(lender.paymentMonth!) : null,
    interestRate: formatRate(lender.interestRate!),
    comparisonRate: formatRate(lender.comparisonRate!),
    finalPayment:
      provider === 'Angle' ? formatAud(0) : lender.balloon > 0 ? formatAud(lender.balloon) : null,
    deposit: formatAud(lender.deposit),
    termYears: lender.termYears,
    establishmentFees:
      lender.establishmentFees > 0
        ? formatAud(lender.establishmentFees, { cents: 'if-any' })
        : null,
    disclaimer: lender.disclaimer,
  };
}
