import {
  Button,
  Heading,
  ReviewCard,
  ReviewGrid,
  ReviewSummary,
  Stack,
} from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { reviewUrlOf } from '../../domain/reviews';
import { appRuntime } from '../../runtime';
import { reviewsView } from './review-views';

export interface ReviewsSectionProps {
  site: Site;
  /** one location's reviews; all the site's locations' when left out */
  locationId?: number;
  heading?: string;
}

/**
 * spec §3 Review, §9: the average rating with one decimal and the count, and the 12 newest
 * reviews at the site's minimum rating or above (4 by default), with a link to leave one.
 * Nothing when there are no reviews. For the home page and a location's page.
 */
export async function ReviewsSection({
  site,
  locationId,
  heading = 'Customer Reviews',
}: ReviewsSectionProps) {
  const { content, stock } = await appRuntime().store();
  const [reviews, locations] = await Promise.all([
    content.listReviews(site, locationId === undefined ? {} : { locationId }),
    stock.listLocations(site),
  ]);
  const view = reviewsView(reviews, site, locations, new Date());
  if (!view) return null;
  const headingId = `reviews-heading${locationId === undefined ? '' : `-${locationId}`}`;
  return (
    <section aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={2} id={headingId}>
          {heading}
        </Heading>
        <ReviewSummary {...view.summary} />
        {view.cards.length > 0 ? (
          <ReviewGrid aria-labelledby={headingId}>
            {view.cards.map(({ id, ...card }) => (
              <ReviewCard key={id} {...card} />
            ))}
          </ReviewGrid>
        ) : null}
        <div>
          <Button href={reviewUrlOf(site, locations)} variant="soft">
            Write a review
          </Button>
        </div>
      </Stack>
    </section>
  );
}
