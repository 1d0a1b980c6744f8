import { type LocationCardProps } from '@dealer/design-system';
import { type Location } from '../../domain/entities';
import { addressLines, type Place } from '../../domain/locations';
import { type HoursOptions, locationHoursView } from '../../domain/opening-hours';

// Locations as the design system's cards take them.

/** The place's review summary: its locations' ratings weighted by their review counts. */
export function placeRating(place: Place): { average: number; count: number } | null {
  const rated = place.locations.filter((l) => l.averageRating !== null && l.reviewCount > 0);
  const count = rated.reduce((sum, l) => sum + l.reviewCount, 0);
  if (count === 0) return null;
  const total = rated.reduce((sum, l) => sum + l.averageRating! * l.reviewCount, 0);
  return { average: total / count, count };
}

const licencesOf = (location: Location) => ({
  dealerLicence: location.dealerLicenseNumber,
  motorRepairer: location.motorVehicleRepairer,
});

/** A place as a location card: its sales location's picture, address, hours and phone. */
export function placeCard(
  place: Place,
  href: string,
  detailsLabel: string,
  hours: HoursOptions,
  now: Date,
): LocationCardProps & { id: string } {
  const { main } = place;
  return {
    id: place.slug,
    name: place.name,
    href,
    detailsLabel,
    image: main.image
      ? { src: main.image.url, alt: `${place.name}`, width: 600, height: 400 }
      : null,
    rating: placeRating(place),
    address: addressLines(main),
    hours: locationHoursView(main, hours, now).rows,
    phone: main.phone,
    licences: licencesOf(main),
  };
}
