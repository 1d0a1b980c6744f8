import {
  Carousel,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  CarouselSwipeHint,
  CarouselTrack,
} from '../Carousel/Carousel';
import { Link } from '../Link/Link';
import { VehicleCard, type VehicleCardProps } from '../VehicleCard/VehicleCard';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './FeaturedStock.css';

export interface FeaturedStockProps {
  /** e.g. 'Just Arrived' */
  heading: string;
  /** the cars, in order; give the first `priority` so its picture loads at once */
  cars: readonly (Omit<VehicleCardProps, 'headingLevel'> & { id: string | number })[];
  /** the search page of all of them */
  viewAll?: { label?: string; href: string } | null;
}

/**
 * A row of vehicle cards in the carousel (the home page's featured stock): 5 across when there
 * are more than 4, one on a phone, moved with its buttons or a swipe, and a 'View all' link.
 * A server component: only the carousel's buttons and swipe run in the browser.
 */
export function FeaturedStock({ heading, cars, viewAll }: FeaturedStockProps) {
  if (cars.length === 0) return null;
  return (
    <Carousel label={heading} data-slot="featured-stock">
      <div className={styles.header}>
        <h2 className={styles.heading}>{heading}</h2>
        <div className={styles.tools}>
          {viewAll ? (
            <Link href={viewAll.href} className={styles.viewAll}>
              {viewAll.label ?? 'View all'}
              <VisuallyHidden>{` ${heading}`}</VisuallyHidden>
            </Link>
          ) : null}
          <div className={styles.buttons}>
            <CarouselPrevious label={`Previous: ${heading}`} />
            <CarouselNext label={`Next: ${heading}`} />
          </div>
        </div>
      </div>
      <CarouselTrack>
        {cars.map(({ id, ...car }) => (
          <CarouselItem key={id}>
            <VehicleCard {...car} headingLevel={3} />
          </CarouselItem>
        ))}
      </CarouselTrack>
      <CarouselSwipeHint />
    </Carousel>
  );
}
