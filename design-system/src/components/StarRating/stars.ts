import { formatNumber } from '../Price/number-format';
// spec §9 star rating: up to 5 stars, one decimal with the review count; a star is partly
// filled only when its fraction is above 0.30.

export const MAX_STARS = 5;
export const PARTIAL_STAR_ABOVE = 0.3;

/**
 * How much of each of the 5 stars is filled, from 0 to 1. A partial star shows its fraction
 * (4.4 gives [1, 1, 1, 1, 0.4]); a fraction of 0.30 or less leaves the star empty.
 */
export function starFills(rating: number): number[] {
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0;
  return Array.from({ length: MAX_STARS }, (_, index) => {
    // rounded to hundredths, so 4.3 - 4 is 0.3 (not 0.2999…)
    const fraction = Math.round((value - index) * 100) / 100;
    if (fraction >= 1) return 1;
    return fraction > PARTIAL_STAR_ABOVE ? fraction : 0;
  });
}

/** The rating with one decimal: '4.4'. */
export function formatRating(rating: number): string {
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0;
  return formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The visible summary: '4.4 (266 reviews)', or '4.4' without a count. */
export function ratingSummary(rating: number, count?: number | null): string {
  if (count === undefined || count === null) return formatRating(rating);
  return `${formatRating(rating)} (${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'})`;
}

/** What a screen reader hears for the stars: 'Rated 4.4 out of 5'. */
export function ratingLabel(rating: number): string {
  return `Rated ${formatRating(rating)} out of ${MAX_STARS}`;
}
