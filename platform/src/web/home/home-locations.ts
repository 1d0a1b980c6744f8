import { type LocationCardProps } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { type Location } from '../../domain/entities';
import { carouselLocations, placesOf } from '../../domain/locations';
import { placeCard } from '../locations/location-views';

// spec §2 carousel 'Our Locations' on the home page: the site's visible locations, a card for
// each place (spec §9 names merged: its sales, service and parts locations are one card, as on
// /our-location), to the place's page /our-location/{slug}.

export function homeLocationCards(
  site: Pick<Site, 'hours'>,
  locations: readonly Location[],
  now: Date,
): (LocationCardProps & { id: string })[] {
  return placesOf(carouselLocations(locations)).map((place) =>
    placeCard(place, `/our-location/${place.slug}`, 'View Details', site.hours, now),
  );
}
