import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '@dealer/site-config';
import { starFills } from '@dealer/design-system';
import {
  CUSTOMER_FEEDBACK_PATH,
  dateInWords,
  DEFAULT_REVIEWS_MINIMUM_RATING,
  REVIEWS_SHOWN,
  reviewAggregate,
  reviewFeedbackNames,
  reviewsToShow,
  reviewUrlOf,
  siteReviewsToShow,
} from './reviews';

const day = (n: number) => new Date(Date.UTC(2026, 10, 20 - n));
const review = (id: number, rating: number, daysAgo: number) => ({
  id,
  rating,
  reviewDate: day(daysAgo),
});

const site = (reviews: Record<string, unknown> = {}) =>
  siteSchema.parse({
    id: 7,
    slug: 'test-motors',
    name: 'Test Motors',
    url: 'https://www.testmotors.com.au',
    template: 'generic',
    dealershipId: 70,
    dealerships: [{ id: 70, slug: 'test-motors-a', name: 'Test Motors A' }],
    theme: { brand: 'generic' },
    reviews,
  });

describe('reviewsToShow (spec §9: minimum rating 4 by default, 12 newest)', () => {
  it.each([
    ['default minimum 4', undefined, [5, 4]],
    ['minimum 3 (one site)', 3, [5, 4, 3]],
    ['minimum 5', 5, [5]],
    ['minimum 1', 1, [5, 4, 3, 2, 1]],
  ])('%s', (_, minimum, ratings) => {
    const reviews = [1, 2, 3, 4, 5].map((rating) => review(rating, rating, 10 - rating));
    expect(reviewsToShow(reviews, minimum).map((r) => r.rating)).toEqual(ratings);
  });

  it('shows the 12 newest, newest first, the later id first on the same day', () => {
    const reviews = Array.from({ length: 30 }, (_, i) => review(i + 1, 5, 30 - i));
    reviews.push(review(100, 5, 1), review(99, 5, 1));
    const shown = reviewsToShow(reviews);
    expect(shown).toHaveLength(REVIEWS_SHOWN);
    expect(shown.map((r) => r.id).slice(0, 3)).toEqual([100, 99, 30]);
    expect(DEFAULT_REVIEWS_MINIMUM_RATING).toBe(4);
  });

  it('never shows a review below the minimum, never more than the limit, and is sorted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 900 })), {
          maxLength: 60,
        }),
        fc.integer({ min: 1, max: 5 }),
        (rows, minimum) => {
          const reviews = rows.map(([rating, ago], i) => review(i + 1, rating, ago));
          const shown = reviewsToShow(reviews, minimum);
          const eligible = reviews.filter((r) => r.rating >= minimum).length;
          expect(shown.length).toBe(Math.min(eligible, REVIEWS_SHOWN));
          expect(shown.every((r) => r.rating >= minimum)).toBe(true);
          for (let i = 1; i < shown.length; i += 1)
            expect(shown[i - 1]!.reviewDate.getTime()).toBeGreaterThanOrEqual(
              shown[i]!.reviewDate.getTime(),
            );
        },
      ),
    );
  });

  it('takes the minimum from the site', () => {
    const reviews = [review(1, 3, 1), review(2, 4, 2)];
    expect(siteReviewsToShow(reviews, site()).map((r) => r.id)).toEqual([2]);
    expect(siteReviewsToShow(reviews, site({ minimumRating: 3 })).map((r) => r.id)).toEqual([1, 2]);
  });
});

describe('reviewAggregate (spec §3 count and average_rating, one decimal)', () => {
  it.each([
    [[], null, 0],
    [[5], '5.0', 1],
    [[5, 4], '4.5', 2],
    [[5, 4, 4], '4.3', 3],
    [[5, 5, 4, 4, 4, 4], '4.3', 6], // 4.333…
    [[5, 5, 5, 4, 3], '4.4', 5],
    [[1, 2], '1.5', 2],
  ])('%j -> %s of %i', (ratings, average, count) => {
    const aggregate = reviewAggregate(ratings.map((rating) => ({ rating })));
    expect(aggregate.averageRating).toBe(average);
    expect(aggregate.count).toBe(count);
  });

  it('rounds half up: 4.45 reads 4.5', () => {
    // 20 reviews: 9 fives and 11 fours = 4.45
    const ratings = [...Array(9).fill(5), ...Array(11).fill(4)] as number[];
    expect(reviewAggregate(ratings.map((rating) => ({ rating }))).averageRating).toBe('4.5');
  });

  it('a 4.4 average fills four stars and 0.4 of the fifth (spec §9 partial fill above 0.30)', () => {
    const { average } = reviewAggregate([5, 5, 5, 4, 3].map((rating) => ({ rating })));
    expect(starFills(average!)).toEqual([1, 1, 1, 1, 0.4]);
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0]);
  });
});

describe('dateInWords (spec §3 review_date_in_words)', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it.each([
    [ago(-2), 'today'],
    [ago(0.5), 'today'],
    [ago(1), 'yesterday'],
    [ago(3), '3 days ago'],
    [ago(7), 'a week ago'],
    [ago(20), '2 weeks ago'],
    [ago(30), 'a month ago'],
    [ago(150), '5 months ago'],
    [ago(364), '12 months ago'],
    [ago(365), 'a year ago'],
    [ago(800), '2 years ago'],
  ])('%s -> %s', (date, words) => expect(dateInWords(date, now)).toBe(words));
});

describe('reviewUrlOf (where “I had a great experience” goes)', () => {
  const location = (primary: boolean, placeUrl: string | null, locationType = 'sales') => ({
    primary,
    visible: true,
    locationType: locationType as 'sales',
    address: {
      street: '1 Main St',
      city: 'Perth',
      state: 'WA' as const,
      postcode: '6000',
      lat: 0,
      long: 0,
      placeUrl,
    },
  });
  it.each([
    [
      'the site’s review URL first',
      site({ reviewUrl: 'https://g.page/r/test/review' }),
      [location(true, 'https://maps.example/primary')],
      'https://g.page/r/test/review',
    ],
    [
      'else the primary location’s place',
      site(),
      [location(false, 'https://maps.example/other'), location(true, 'https://maps.example/p')],
      'https://maps.example/p',
    ],
    [
      'else the first sales location’s',
      site(),
      [location(false, 'https://maps.example/s', 'service'), location(false, 'https://m.ex/s')],
      'https://m.ex/s',
    ],
    [
      'else a search for the dealer’s reviews',
      site(),
      [location(true, null)],
      'https://www.google.com/search?q=Test%20Motors%20reviews',
    ],
  ])('%s', (_, onSite, locations, url) => expect(reviewUrlOf(onSite, locations)).toBe(url));
});

describe('reviewFeedbackNames (spec §2 review-feedback query)', () => {
  it.each([
    [{}, 'Valued Customer', 'Our Dealership'],
    [
      { first_name: 'Olivia', dealership_name: 'Swan Valley Toyota' },
      'Olivia',
      'Swan Valley Toyota',
    ],
    [{ first_name: '   ', dealership_name: '' }, 'Valued Customer', 'Our Dealership'],
    [{ first_name: ['Ava', 'Zoe'] }, 'Ava', 'Our Dealership'],
    [{ first_name: '  Mary   Jane ' }, 'Mary Jane', 'Our Dealership'],
    [{ first_name: 'x'.repeat(200) }, 'x'.repeat(80), 'Our Dealership'],
  ])('%j', (query, firstName, dealershipName) => {
    expect(reviewFeedbackNames(query)).toEqual({ firstName, dealershipName });
  });

  it('sends a bad experience to the customer feedback survey', () => {
    expect(CUSTOMER_FEEDBACK_PATH).toBe('/customer-feedback-survey');
  });
});
