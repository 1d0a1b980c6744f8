import { z } from 'zod';
import { type Site } from '@dealer/site-config';
import { type Location } from './entities';

// spec §3 Review and its aggregate, §9 the reviews shown: those at the site's minimum rating or
// above (4 by default, 3 on one site), the 12 newest; the average with one decimal and the count.
// A star's partial fill (above 0.30) is the design system's StarRating rule (starFills).

export const reviewSchema = z.object({
  id: z.number().int().positive(),
  locationId: z.number().int().positive(),
  customerName: z.string().trim().min(1),
  /** a rating-only review has no words */
  text: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  reviewDate: z.date(),
  replyText: z.string().nullable(),
  replyDate: z.date().nullable(),
  /** the reviewer's picture */
  imageUrl: z.string().nullable(),
});

export type Review = z.infer<typeof reviewSchema>;

/** spec §9 reviews minimum rating default. */
export const DEFAULT_REVIEWS_MINIMUM_RATING = 4;
/** spec §9 googleReviewsFullQuantity: the reviews shown. */
export const REVIEWS_SHOWN = 12;

/**
 * spec §9 the reviews a site shows: rated at its minimum or above, newest first (the later id
 * first on the same day), at most 12.
 */
export function reviewsToShow<T extends Pick<Review, 'id' | 'rating' | 'reviewDate'>>(
  reviews: readonly T[],
  minimumRating: number = DEFAULT_REVIEWS_MINIMUM_RATING,
  limit: number = REVIEWS_SHOWN,
): T[] {
  return reviews
    .filter((review) => review.rating >= minimumRating)
    .sort((a, b) => b.reviewDate.getTime() - a.reviewDate.getTime() || b.id - a.id)
    .slice(0, Math.max(0, limit));
}

/** The reviews a site shows, by its own minimum rating (spec §9). */
export function siteReviewsToShow<T extends Pick<Review, 'id' | 'rating' | 'reviewDate'>>(
  reviews: readonly T[],
  site: Pick<Site, 'reviews'>,
): T[] {
  return reviewsToShow(reviews, site.reviews.minimumRating);
}

export interface ReviewAggregate {
  /** spec §3 average_rating (a string): one decimal, '4.4'; null without reviews */
  averageRating: string | null;
  /** the average itself, for the stars */
  average: number | null;
  count: number;
}

/** spec §3 aggregate count and average_rating of every review (not only those shown). */
export function reviewAggregate(reviews: readonly Pick<Review, 'rating'>[]): ReviewAggregate {
  if (reviews.length === 0) return { averageRating: null, average: null, count: 0 };
  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  // rounded half up at one decimal, on a hundredth first so 4.45 (4.4499…) reads 4.5
  const rounded = Math.round(Math.round(average * 100) / 10) / 10;
  return { averageRating: rounded.toFixed(1), average: rounded, count: reviews.length };
}

const DAY = 86_400_000;

/**
 * spec §3 created_at_time_ago_in_words / review_date_in_words, as Google words them: 'today',
 * 'yesterday', '3 days ago', 'a week ago', '2 weeks ago', 'a month ago', '5 months ago', 'a year
 * ago', '2 years ago'. A date in the future reads 'today'.
 */
export function dateInWords(date: Date, now: Date): string {
  const days = Math.floor((now.getTime() - date.getTime()) / DAY);
  if (days < 1) return 'today';
  if (days < 2) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? 'a week ago' : `${weeks} weeks ago`;
  }
  if (days < 365) {
    const months = Math.floor(days / 30);
    return months === 1 ? 'a month ago' : `${months} months ago`;
  }
  const years = Math.floor(days / 365);
  return years === 1 ? 'a year ago' : `${years} years ago`;
}

/**
 * Where 'I had a great experience' goes: the site's review URL, else the Google place of its
 * primary location (of the first sales location when none is marked primary), else a Google
 * search for the dealer's reviews.
 */
export function reviewUrlOf(
  site: Pick<Site, 'name' | 'reviews'>,
  locations: readonly Pick<Location, 'primary' | 'locationType' | 'visible' | 'address'>[],
): string {
  if (site.reviews.reviewUrl) return site.reviews.reviewUrl;
  const visible = locations.filter((l) => l.visible);
  const primary =
    visible.find((l) => l.primary) ?? visible.find((l) => l.locationType === 'sales') ?? null;
  if (primary?.address.placeUrl) return primary.address.placeUrl;
  return `https://www.google.com/search?q=${encodeURIComponent(`${site.name} reviews`)}`;
}

export const REVIEW_FEEDBACK_DEFAULT_NAME = 'Valued Customer';
export const REVIEW_FEEDBACK_DEFAULT_DEALERSHIP = 'Our Dealership';

type Query = Record<string, string | string[] | undefined>;

const firstOf = (value: string | string[] | undefined) =>
  ((Array.isArray(value) ? value[0] : value) ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);

/**
 * spec §2 review-feedback page: the customer's first name (query first_name, default 'Valued
 * Customer') and the dealership's (query dealership_name, default 'Our Dealership').
 */
export function reviewFeedbackNames(query: Query): { firstName: string; dealershipName: string } {
  return {
    firstName: firstOf(query.first_name) || REVIEW_FEEDBACK_DEFAULT_NAME,
    dealershipName: firstOf(query.dealership_name) || REVIEW_FEEDBACK_DEFAULT_DEALERSHIP,
  };
}

/** spec §2: 'I had a bad experience' goes to the customer feedback survey. */
export const CUSTOMER_FEEDBACK_PATH = '/customer-feedback-survey';
