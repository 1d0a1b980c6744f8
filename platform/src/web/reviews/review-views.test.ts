import { describe, expect, it } from 'vitest';
import { siteSchema } from '@dealer/site-config';
import { type Review } from '../../domain/reviews';
import { reviewCardProps, reviewsView } from './review-views';

const now = new Date('2026-11-20T00:00:00Z');
const DAY = 86_400_000;

const site = (minimumRating?: number) =>
  siteSchema.parse({
    id: 7,
    slug: 'test-motors',
    name: 'Test Motors',
    url: 'https://www.testmotors.com.au',
    template: 'generic',
    dealershipId: 70,
    dealerships: [{ id: 70, slug: 'test-motors-a', name: 'Test Motors A' }],
    theme: { brand: 'generic' },
    reviews: minimumRating === undefined ? {} : { minimumRating },
  });

const locations = [{ id: 7001, name: 'Test Motors Dandenong - Sales' }];

const review = (
  id: number,
  rating: number,
  daysAgo: number,
  extra: Partial<Review> = {},
): Review => ({
  id,
  locationId: 7001,
  customerName: `Customer ${id}`,
  text: 'Great service.',
  rating,
  reviewDate: new Date(now.getTime() - daysAgo * DAY),
  replyText: null,
  replyDate: null,
  imageUrl: null,
  ...extra,
});

describe('reviewCardProps', () => {
  it('words the dates and signs the reply with the location’s place name', () => {
    const props = reviewCardProps(
      review(1, 5, 90, { replyText: 'Thank you!', replyDate: new Date(now.getTime() - 88 * DAY) }),
      locations,
      now,
    );
    expect(props).toMatchObject({
      id: 1,
      customerName: 'Customer 1',
      rating: 5,
      dateInWords: '3 months ago',
      date: '2026-08-22',
      reply: { author: 'Test Motors Dandenong', text: 'Thank you!', dateInWords: '2 months ago' },
      headingLevel: 3,
    });
    expect(reviewCardProps(review(2, 4, 1, { text: null }), locations, now)).toMatchObject({
      text: null,
      reply: null,
      dateInWords: 'yesterday',
    });
  });
});

describe('reviewsView (spec §9)', () => {
  const reviews = [
    ...Array.from({ length: 14 }, (_, i) => review(i + 1, 5, i + 1)),
    review(20, 3, 0),
    review(21, 1, 0),
  ];

  it('summarises every review and shows the 12 newest at the site’s minimum', () => {
    const view = reviewsView(reviews, site(), locations, now)!;
    expect(view.summary).toEqual({ average: 4.6, count: 16 });
    expect(view.cards).toHaveLength(12);
    expect(view.cards.map((c) => c.id).slice(0, 2)).toEqual([1, 2]);
    expect(view.cards.every((c) => c.rating >= 4)).toBe(true);
  });

  it('shows the 3-star review on a site whose minimum is 3', () => {
    const view = reviewsView(reviews, site(3), locations, now)!;
    expect(view.cards[0]!.id).toBe(20);
    expect(view.cards.some((c) => c.id === 21)).toBe(false);
  });

  it('is nothing without reviews', () => {
    expect(reviewsView([], site(), locations, now)).toBeNull();
  });
});
