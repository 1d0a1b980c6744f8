import { type ReviewCardProps, type ReviewSummaryProps } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { type Location } from '../../domain/entities';
import { placeName } from '../../domain/locations';
import { dateInWords, type Review, reviewAggregate, siteReviewsToShow } from '../../domain/reviews';

// On the server: what a reviews section shows (spec §3 Review, §9): the average with one decimal
// and the count of every review, and the cards of the reviews the site shows (its minimum rating
// or above, the 12 newest).

export interface ReviewsView {
  summary: ReviewSummaryProps;
  cards: (ReviewCardProps & { id: number })[];
}

/** A review as its card shows it: dates in words, the dealer's reply signed by the location. */
export function reviewCardProps(
  review: Review,
  locations: readonly Pick<Location, 'id' | 'name'>[],
  now: Date,
): ReviewCardProps & { id: number } {
  const location = locations.find((l) => l.id === review.locationId);
  return {
    id: review.id,
    customerName: review.customerName,
    rating: review.rating,
    text: review.text,
    dateInWords: dateInWords(review.reviewDate, now),
    date: review.reviewDate.toISOString().slice(0, 10),
    reply: review.replyText
      ? {
          author: location ? placeName(location.name) : 'The dealership',
          text: review.replyText,
          dateInWords: review.replyDate ? dateInWords(review.replyDate, now) : null,
        }
      : null,
    headingLevel: 3,
  };
}

/** The summary and cards of a site's (or a location's) reviews; null when there are none. */
export function reviewsView(
  reviews: readonly Review[],
  site: Pick<Site, 'reviews'>,
  locations: readonly Pick<Location, 'id' | 'name'>[],
  now: Date,
): ReviewsView | null {
  const { average, count } = reviewAggregate(reviews);
  if (average === null) return null;
  return {
    summary: { average, count },
    cards: siteReviewsToShow(reviews, site).map((review) =>
      reviewCardProps(review, locations, now),
    ),
  };
}
