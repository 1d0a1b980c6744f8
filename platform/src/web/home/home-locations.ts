import { type LocationCardProps } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { type Location } from '../../domain/entities';
import {
  carouselLocations,
  distinctPlacesByStreet,
  type Place,
  placesOf,
} from '../../domain/locations';
import { placeCard } from '../locations/location-views';

// spec §2 carousel 'Our Locations' on the home page: the site's visible locations (only those of
// its slug list, where it has one), by name unless its config orders them, a card for each place
// (spec §9 names merged: its sales, service and parts locations are one card, as on
// /our-location), each street address once, to the place's page /locations/{slug}, the carousel's target in spec §2.

export function homeLocationCards(
  site: Pick<Site, 'hours' | 'home'>,
  locations: readonly Location[],
  now: Date,
): (LocationCardProps & { id: string })[] {
  const shown = carouselLocations(locations, site.home.locationsCarousel);
  // a place stands where its first location stands in the carousel's order
  const rank = (place: Place) =>
    Math.min(...place.locations.map((l) => shown.findIndex((s) => s.id === l.id)));
  // each street address once (spec §5), the first in the carousel's order kept
  return distinctPlacesByStreet(placesOf(shown).sort((a, b) => rank(a) - rank(b))).map((place) =>
    placeCard(place, `/locations/${place.slug}`, 'View Details', site.hours, now),
  );
}
