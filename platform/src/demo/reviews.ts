import { type Location } from '../domain/entities';
import { type Review, reviewAggregate, reviewSchema } from '../domain/reviews';
import { createRandom, hashSeed } from './random';

// The seeded customer reviews of a demo site's locations (spec §3 Review): a few dozen per
// location, rated 1 to 5 and skewed high so a site averages about 4.4 (spec §9 sample 266 at
// 4.4), some with no words, many with the dealer's reply; the same for a site and reference day
// on every machine.

const DAY = 86_400_000;

const firstNames = [
  'Olivia',
  'Liam',
  'Charlotte',
  'Noah',
  'Amelia',
  'Jack',
  'Isla',
  'William',
  'Mia',
  'Oliver',
  'Ava',
  'Thomas',
  'Grace',
  'James',
  'Chloe',
  'Lachlan',
  'Sophie',
  'Ethan',
  'Ruby',
  'Cooper',
  'Priya',
  'Wei',
  'Aisha',
  'Mateo',
  'Hannah',
  'Daniel',
  'Zara',
  'Kai',
];
const lastInitials = 'ABCDGHJKLMNPRSTW';

/** What customers say of each kind of location, by how they rated it. */
const words: Record<'sales' | 'service' | 'parts', Record<'good' | 'fair' | 'poor', string[]>> = {
  sales: {
    good: [
      'Friendly team, no pressure and a fair price for our trade-in. Picked up the car the same week.',
      'Our salesperson explained every option and had the car detailed and ready on the day.',
      'Smooth from the test drive to the paperwork. Would buy here again.',
      'Great range in the yard and honest answers to every question.',
      'They found exactly the car we wanted and sorted the finance in an afternoon.',
    ],
    fair: [
      'Good car and price, but the paperwork took longer than promised.',
      'Helpful staff, though we waited a while before anyone was free.',
    ],
    poor: [
      'The car was not ready at the agreed time and nobody called to tell us.',
      'Took several follow-up calls to get a straight answer on the trade-in.',
    ],
  },
  service: {
    good: [
      'Booked online, dropped the car off early and it was ready by lunch. Clear invoice.',
      'The service advisor called before doing any extra work. Very professional.',
      'Loan car available and the car came back washed. Excellent.',
    ],
    fair: ['Service was fine but the car was ready later than quoted.'],
    poor: ['Had to bring the car back for the same noise twice.'],
  },
  parts: {
    good: [
      'Had the part I needed in stock and the staff knew exactly what fits.',
      'Ordered a roof rack on Monday and it was in by Wednesday.',
    ],
    fair: ['Part arrived as promised but the price was higher than online.'],
    poor: ['Wrong part ordered the first time.'],
  },
};

const replies = {
  good: [
    'Thank you for your kind words! We are glad you are happy and look forward to seeing you again.',
    'Thanks for choosing us, and for taking the time to leave a review.',
  ],
  fair: ['Thank you for the feedback. We are working on our waiting times.'],
  poor: [
    'We are sorry to hear this. Our manager would like to make it right: please call us.',
    'Thank you for telling us. We have passed this on to the team and will be in touch.',
  ],
};

/** spec §9: mostly fives and fours, so an average of about 4.4. */
const ratingWeights = [
  [5, 64],
  [4, 22],
  [3, 7],
  [2, 3],
  [1, 4],
] as const;

const band = (rating: number) => (rating >= 4 ? 'good' : rating === 3 ? 'fair' : 'poor');

/** Every review of a demo site's visible locations, deterministic for a site and reference day. */
export function generateDemoReviews(
  siteSlug: string,
  locations: readonly Pick<Location, 'id' | 'visible' | 'locationType'>[],
  { now }: { now: Date },
): Review[] {
  const random = createRandom(hashSeed(`${siteSlug}:reviews`));
  const reviews: Review[] = [];
  for (const location of locations) {
    if (!location.visible) continue;
    const count = random.int(24, 48);
    const kind = location.locationType;
    for (let i = 0; i < count; i += 1) {
      const rating = random.weighted(ratingWeights);
      const mood = band(rating);
      const reviewDate = new Date(
        now.getTime() - random.int(0, 720) * DAY - random.int(0, 23) * 3_600_000,
      );
      const replied = random.chance(mood === 'good' ? 0.4 : 0.85);
      const replyDate = replied
        ? new Date(Math.min(now.getTime(), reviewDate.getTime() + random.int(1, 5) * DAY))
        : null;
      reviews.push(
        reviewSchema.parse({
          id: location.id * 1000 + i + 1,
          locationId: location.id,
          customerName: `${random.pick(firstNames)} ${random.pick([...lastInitials])}.`,
          // a rating-only review has no words
          text: random.chance(0.15) ? null : random.pick(words[kind][mood]),
          rating,
          reviewDate,
          replyText: replyDate ? random.pick(replies[mood]) : null,
          replyDate,
          imageUrl: null,
        }),
      );
    }
  }
  return reviews;
}

/**
 * The locations with their average rating and review count worked out from their reviews, so a
 * location card's stars agree with the reviews its page lists.
 */
export function withReviewAggregates<
  T extends Pick<Location, 'id' | 'averageRating' | 'reviewCount'>,
>(locations: readonly T[], reviews: readonly Pick<Review, 'locationId' | 'rating'>[]): T[] {
  return locations.map((location) => {
    const own = reviews.filter((r) => r.locationId === location.id);
    if (own.length === 0) return location;
    const { average, count } = reviewAggregate(own);
    return { ...location, averageRating: average, reviewCount: count };
  });
}
