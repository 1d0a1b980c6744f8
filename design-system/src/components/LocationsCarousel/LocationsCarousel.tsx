'use client';

import {
  Carousel,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  CarouselSwipeHint,
  CarouselTrack,
} from '../Carousel/Carousel';
import {
  LocationCard,
  type LocationCardProps,
  type LocationCardVariant,
} from '../LocationCard/LocationCard';
import * as styles from './LocationsCarousel.css';

export interface LocationsCarouselProps {
  /** the locations to show, already filtered and in order (hidden ones left out by the caller) */
  locations: readonly (LocationCardProps & { id: string })[];
  heading?: string;
  headingLevel?: 2 | 3;
  variant?: LocationCardVariant;
}

/**
 * 'Our Locations' (spec §2): location cards in the design system's carousel, 5 across when
 * there are more than 4, with previous and next buttons and a 'Swipe' hint on touch screens.
 */
export function LocationsCarousel({
  locations,
  heading = 'Our Locations',
  headingLevel = 2,
  variant = 'standard',
}: LocationsCarouselProps) {
  if (locations.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const cardHeading = headingLevel === 2 ? 3 : 4;
  return (
    <Carousel label={heading} data-slot="locations-carousel">
      <div className={styles.header}>
        <Heading className={styles.heading}>{heading}</Heading>
        <div className={styles.buttons}>
          <CarouselPrevious label="Previous locations" />
          <CarouselNext label="Next locations" />
        </div>
      </div>
      <CarouselTrack>
        {locations.map(({ id, ...location }) => (
          <CarouselItem key={id}>
            <LocationCard
              {...location}
              variant={variant}
              imageShape="strip"
              headingLevel={cardHeading}
            />
          </CarouselItem>
        ))}
      </CarouselTrack>
      <CarouselSwipeHint />
    </Carousel>
  );
}
