import { type Site } from '@dealer/site-config';
import { type OpeningHour } from './entities';
import { directionsUrl, distinctPhones, type Place } from './locations';
import { type JsonLd } from './structured-data';

// schema.org JSON-LD of a location page: the place as an AutoDealer (a LocalBusiness) with its
// address, position, phone, opening hours and review summary.

const dayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The open days as schema.org OpeningHoursSpecification entries (closed days left out). */
export function openingHoursSpecification(hours: readonly OpeningHour[]) {
  return hours
    .filter((hour) => hour.status === 'Open' && hour.open && hour.close)
    .sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7))
    .map((hour) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${dayNames[hour.weekday]}`,
      opens: hour.open,
      closes: hour.close,
    }));
}

export function locationStructuredData(place: Place, site: Pick<Site, 'url'>): JsonLd {
  const { main } = place;
  const rated = place.locations.filter((l) => l.averageRating !== null && l.reviewCount > 0);
  const count = rated.reduce((sum, l) => sum + l.reviewCount, 0);
  const average = count
    ? rated.reduce((sum, l) => sum + l.averageRating! * l.reviewCount, 0) / count
    : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: place.name,
    url: new URL(`/our-location/${place.slug}`, site.url).toString(),
    telephone: distinctPhones(place.locations)[0]?.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: main.address.street,
      addressLocality: main.address.city,
      addressRegion: main.address.state,
      postalCode: main.address.postcode,
      addressCountry: 'AU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: main.address.lat, longitude: main.address.long },
    // spec §3 address place_url / place_id: the place on the map
    hasMap: directionsUrl(main),
    openingHoursSpecification: openingHoursSpecification(main.openingHours),
    ...(average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(average * 10) / 10,
            reviewCount: count,
            bestRating: 5,
          },
        }
      : {}),
  };
}
