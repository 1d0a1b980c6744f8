// spec §4 'Price range label parsing takes the number before a dash or "to"': a budget may arrive
// as a shopper or a price-range facet writes it, and is read as its first amount in whole dollars.

/** The parts of a range ('-', '–', '—' or 'to' between two amounts). */
const RANGE_SEPARATOR = /\s*(?:[-–—]|\bto\b)\s*/i;
/** An amount: digits with thousands separators and cents, and 'k' for thousands. */
const AMOUNT = /(\d[\d,]*(?:\.\d+)?)\s*(k)?(?![a-z])/i;

/**
 * A budget label's amount: '$20,000 - $30,000' and '20k to 30k' are 20,000 (the number before the
 * dash or 'to'); '$25,000', '25000' and '$100,000+' are their number; 'Under $10,000' is 10,000;
 * null when the part before the dash has no number ('lots', '-5').
 */
export function budgetFromLabel(label: string): number | null {
  const before = label.trim().split(RANGE_SEPARATOR)[0] ?? '';
  const match = AMOUNT.exec(before);
  if (!match) return null;
  const amount = Number(match[1]!.replace(/,/g, '')) * (match[2] ? 1_000 : 1);
  return Number.isFinite(amount) ? Math.round(amount) : null;
}
