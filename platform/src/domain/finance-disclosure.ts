import { type Site } from '@dealer/site-config';
import { type Car, type FinanceLender } from './entities';
import { financeProviderFor } from './finance-display';

// What a finance page must say beside its figures (spec §9 finance: 'comparison rate example is
// a 5-year secured $30,000 loan'), and the lender's own disclaimer for a car (spec §7 'car
// detail by id for finance disclaimer: reads finance_lenders disclaimer').

// spec §9 comparison rate example: a 5-year secured loan of $30,000
export const COMPARISON_RATE_WARNING =
  'The comparison rate is based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

export const CALCULATOR_DISCLAIMER =
  'The calculator gives an estimate only. It is not a quote or an offer of finance: your rate, fees and repayments depend on the lender, the loan and your circumstances.';

/**
 * The disclaimer of the lender whose figures a car shows on this site (the site's finance
 * provider, else the car's first lender), or null when the car has none.
 */
export function lenderDisclaimer(
  car: Pick<Car, 'financeLenders'>,
  site: Pick<Site, 'financeProvider'>,
): string | null {
  const provider = financeProviderFor(car, site);
  const lender: FinanceLender | undefined = provider
    ? car.financeLenders[provider]
    : Object.values(car.financeLenders)[0];
  const text = lender?.disclaimer.trim();
  return text ? text : null;
}
