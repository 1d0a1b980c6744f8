import { type Car, type FinanceLender, type Location } from './entities';

// The spec §3 fields that are read from what a car, a lender, a location, an offer or a lead
// already holds rather than kept twice: has_nvic, carsales_title (when the dealer's system gives
// none), term{N}, a location's and a lead's dealership_slug. Each is one named rule, so the JSON
// feed, the stock API, the leads and the structured data read them alike.

/** spec §3 has_nvic: the car has a Glass's (NVIC) code, so a finance quote can name it. */
export function hasNvic(car: Pick<Car, 'nvic'>): boolean {
  return car.nvic !== null && car.nvic.trim() !== '';
}

/**
 * spec §3 carsales_title: the listing title the dealer's system sends; else the classified
 * listing's title made from the car: year, make, model, badge, series and 'Auto' or 'Manual'
 * ('2021 Toyota Corolla Ascent Sport MZEA12R Auto').
 */
export function carsalesTitle(
  car: Pick<
    Car,
    'carsalesTitle' | 'year' | 'make' | 'model' | 'badge' | 'series' | 'simpleTransmission'
  >,
): string {
  const given = car.carsalesTitle?.trim();
  if (given) return given;
  const gearbox =
    car.simpleTransmission === 'Automatic'
      ? 'Auto'
      : car.simpleTransmission === 'Manual'
        ? 'Manual'
        : null;
  return [car.year, car.make, car.model, car.badge, car.series, gearbox]
    .filter((part) => part !== null && String(part).trim() !== '')
    .join(' ');
}

/** The terms, in months, a lender's term{N} repayments are quoted for (1 to 7 years). */
export const LENDER_TERM_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;

/** spec §3 the key of a lender's repayment over `months`: 'term60'. */
export function lenderTermKey(months: number): string {
  return `term${months}`;
}

/**
 * spec §3 finance_lenders term{N}: the lender's weekly repayment over `months`; its own quote
 * (paymentWeek) for its own term when no term{N} is given; null when it quotes none.
 */
export function lenderTermPayment(
  lender: Pick<FinanceLender, 'terms' | 'termMonths' | 'paymentWeek'>,
  months: number,
): number | null {
  const quoted = lender.terms?.[lenderTermKey(months)];
  if (quoted !== undefined) return quoted;
  return months === lender.termMonths ? lender.paymentWeek : null;
}

/**
 * The lender's term{N} repayments, shortest term first, as the stock API gives them: its own
 * term's quote included where the lender lists no term{N} for it.
 */
export function lenderTermPayments(
  lender: Pick<FinanceLender, 'terms' | 'termMonths' | 'paymentWeek'>,
): Record<string, number> {
  const months = new Set<number>([
    ...Object.keys(lender.terms ?? {}).map((key) => Number(key.slice('term'.length))),
    lender.termMonths,
  ]);
  const out: Record<string, number> = {};
  for (const term of [...months].sort((a, b) => a - b)) {
    const payment = lenderTermPayment(lender, term);
    if (payment !== null) out[lenderTermKey(term)] = payment;
  }
  return out;
}

/** A dealership as a site lists it: its id and slug. */
export interface DealershipRef {
  id: number;
  slug: string;
}

/**
 * spec §3 Location dealership_slug and the lead's (form submission) dealership_slug: the slug
 * of the site's dealership with this id; null when the site has no such dealership.
 */
export function dealershipSlugOf(
  dealershipId: number,
  dealerships: readonly DealershipRef[],
): string | null {
  return dealerships.find((dealership) => dealership.id === dealershipId)?.slug ?? null;
}

/** spec §3 Location dealership_slug: the slug of the dealership the location belongs to. */
export function locationDealershipSlug(
  location: Pick<Location, 'dealershipId'>,
  dealerships: readonly DealershipRef[],
): string | null {
  return dealershipSlugOf(location.dealershipId, dealerships);
}
