import { describe, expect, it } from 'vitest';
import { type Location } from './entities';
import { locationStructuredData, openingHoursSpecification } from './location-structured-data';
import { placesOf } from './locations';

const hours: Location['openingHours'] = [
  { weekday: 0, status: 'Closed', open: null, close: null, formattedHours: 'Closed' },
  {
    weekday: 6,
    status: 'Open',
    open: '09:00',
    close: '13:00',
    formattedHours: '9:00 am - 1:00 pm',
  },
  {
    weekday: 1,
    status: 'Open',
    open: '08:30',
    close: '17:30',
    formattedHours: '8:30 am - 5:30 pm',
  },
];

const sales = {
  id: 1,
  name: 'Harbour City Cars - Sales',
  slug: 'harbour-city-cars-sales',
  primary: true,
  visible: true,
  locationType: 'sales',
  averageRating: 4.1,
  reviewCount: 600,
  phone: '02 9713 4400',
  address: {
    street: '88 Parramatta Road',
    city: 'Camperdown',
    state: 'NSW',
    postcode: '2050',
    lat: -33.88,
    long: 151.18,
    placeUrl: null,
  },
  openingHours: hours,
} as unknown as Location;
const service = {
  ...sales,
  id: 2,
  name: 'Harbour City Cars - Service',
  slug: 'harbour-city-cars-service',
  primary: false,
  locationType: 'service',
  averageRating: 4.6,
  reviewCount: 400,
  phone: '02 9713 4450',
} as Location;

describe('a location page’s JSON-LD', () => {
  it('lists the open days Monday first, leaving closed days out', () => {
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '08:30',
        closes: '17:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '09:00',
        closes: '13:00',
      },
    ]);
  });

  it('describes the place as an AutoDealer with its address, phone and weighted rating', () => {
    const [place] = placesOf([service, sales]);
    const data = locationStructuredData(place!, { url: 'https://www.harbourcity.example.com.au' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Harbour City Cars',
      url: 'https://www.harbourcity.example.com.au/our-location/harbour-city-cars',
      telephone: '02 9713 4400',
      address: { streetAddress: '88 Parramatta Road', postalCode: '2050', addressCountry: 'AU' },
      // (4.1 x 600 + 4.6 x 400) / 1000 = 4.3
      aggregateRating: { ratingValue: 4.3, reviewCount: 1000 },
    });
  });
});
