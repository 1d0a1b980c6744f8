import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Car } from './entities';
import {
  breadcrumbStructuredData,
  jsonLdScriptText,
  offerAvailability,
  vehicleBreadcrumbs,
  vehicleStructuredData,
} from './structured-data';
import { testCar, testLocation, testSite } from './vehicle-page.fixtures';

const site = testSite();
const location = testLocation();
const url = 'https://www.swanvalleytoyota.com.au/cars/2022-toyota-rav4-gx-u3010042';
const data = (over: Partial<Car> = {}, s = site) =>
  vehicleStructuredData(testCar(over), location, s, url);
const offerOf = (json: Record<string, unknown>) => json.offers as Record<string, unknown>;

describe('vehicleStructuredData (schema.org Car and Product with an Offer)', () => {
  it('describes the car, its offer and the dealer', () => {
    expect(data()).toEqual({
      '@context': 'https://schema.org',
      '@type': ['Car', 'Product'],
      name: '2022 Toyota RAV4 GX',
      url,
      sku: 'U3010042',
      itemCondition: 'https://schema.org/UsedCondition',
      vehicleIdentificationNumber: 'JTMW43FV00D123456',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45210, unitCode: 'KMT' },
      vehicleModelDate: '2022',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'RAV4',
      image: [
        'https://www.swanvalleytoyota.com.au/media/cars/4321/1.jpg',
        'https://cdn.example.com/cars/4321/2.jpg',
      ],
      color: 'Glacier White',
      fuelType: 'Unleaded Petrol',
      bodyType: 'Wagon',
      vehicleTransmission: 'CVT Automatic',
      driveWheelConfiguration: 'FWD',
      numberOfDoors: 4,
      seatingCapacity: 5,
      offers: {
        '@type': 'Offer',
        url,
        price: 34990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: {
          '@type': 'AutoDealer',
          name: 'Swan Valley Toyota Midland',
          telephone: '08 9274 0100',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '190 Great Eastern Highway',
            addressLocality: 'Midland',
            addressRegion: 'WA',
            postalCode: '6056',
            addressCountry: 'AU',
          },
        },
      },
    });
  });

  it.each([
    ['the price', {}, 34990],
    ['the offer price when it shows', { offerPrice: 32990 }, 32990],
    ['no price for price 0', { price: 0 }, undefined],
    ['no price for a price of 10', { price: 10 }, undefined],
    ['no price for a preorder without one', { price: 0, preorder: true }, undefined],
    ['no price for a sold car', { status: 'sold' }, undefined],
  ] as const)('offers %s', (_name, over, price) => {
    const offer = offerOf(data(over as Partial<Car>));
    expect(offer.price).toBe(price);
    expect(offer.priceCurrency).toBe(price === undefined ? undefined : 'AUD');
  });

  it('offers no price when the page shows a weekly subscription figure', () => {
    const subscriptions = testSite({ features: { subscriptionOffers: true } });
    const offer = offerOf(data({ subscriptionPrice: 239 }, subscriptions));
    expect(offer.price).toBeUndefined();
  });

  it.each([
    ['in stock', { status: 'in_stock' }, 'InStock'],
    ['coming soon', { status: 'coming_soon' }, 'PreOrder'],
    ['a preorder', { preorder: true }, 'PreOrder'],
    ['sold', { status: 'sold' }, 'SoldOut'],
  ] as const)('availability of a car %s is %s', (_name, over, availability) => {
    expect(offerAvailability(testCar(over))).toBe(availability);
    expect(offerOf(data(over)).availability).toBe(`https://schema.org/${availability}`);
  });

  it.each([
    ['a new car is NewCondition', { carType: 'new' }, 'https://schema.org/NewCondition'],
    ['a demo car is UsedCondition', { carType: 'demo' }, 'https://schema.org/UsedCondition'],
  ] as const)('%s', (_name, over, condition) => {
    expect(data(over).itemCondition).toBe(condition);
  });

  it('leaves out what the car does not have', () => {
    const json = data({ vin: null, images: [], doors: null, seats: null });
    expect(json).not.toHaveProperty('vehicleIdentificationNumber');
    expect(json).not.toHaveProperty('image');
    expect(json).not.toHaveProperty('numberOfDoors');
    expect(JSON.stringify(json)).not.toContain('null');
  });

  it('defaults its url to the vehicle page on the site', () => {
    const json = vehicleStructuredData(testCar(), location, site);
    expect(json.url).toBe(url);
  });

  it('never includes a price when none is shown', () => {
    const amount = fc.integer({ min: 0, max: 200_000 });
    fc.assert(
      fc.property(
        amount,
        fc.option(amount),
        fc.option(amount),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('in_stock', 'coming_soon', 'sold'),
        (price, offerPrice, subscriptionPrice, preorder, subscriptionOffers, status) => {
          const car = testCar({ price, offerPrice, subscriptionPrice, preorder, status });
          const s = testSite({ features: { subscriptionOffers } });
          const json = JSON.stringify(vehicleStructuredData(car, location, s, url));
          const showsPrice =
            status !== 'sold' &&
            !(subscriptionOffers && price > 0 && (subscriptionPrice ?? 0) > 0) &&
            (price > 10 || (offerPrice ?? 0) > 10);
          expect(json.includes('"price"')).toBe(showsPrice);
          expect(json.includes('"priceCurrency"')).toBe(showsPrice);
        },
      ),
    );
  });
});

describe('breadcrumbStructuredData (schema.org BreadcrumbList)', () => {
  it('numbers the items from 1 and resolves paths', () => {
    expect(
      breadcrumbStructuredData(
        [
          { name: 'Home', url: '/' },
          { name: 'Used Cars', url: '/search/used-cars' },
        ],
        'https://www.swanvalleytoyota.com.au',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Home',
          item: 'https://www.swanvalleytoyota.com.au/',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Used Cars',
          item: 'https://www.swanvalleytoyota.com.au/search/used-cars',
        },
      ],
    });
  });

  it.each([
    [
      'a used car',
      testCar(),
      site,
      ['/', '/search/used-cars', '/search/toyota', '/search/toyota/rav4'],
    ],
    [
      'a new caravan',
      testCar({ carType: 'new', make: 'Jayco', model: 'Journey Outback' }),
      testSite({ content: { vehicleNoun: 'Caravans' } }),
      ['/', '/search/new-caravans', '/search/jayco', '/search/jayco/journey-outback'],
    ],
  ] as const)('vehicleBreadcrumbs of %s', (_name, car, s, paths) => {
    const items = vehicleBreadcrumbs(car, s);
    expect(items.slice(0, 4).map((item) => item.url)).toEqual(paths);
    expect(items.at(-1)).toEqual({ name: car.name, url: `/cars/${car.slug}` });
  });
});

describe('jsonLdScriptText', () => {
  it('cannot close its script element', () => {
    const text = jsonLdScriptText(data({ name: '</script><script>alert(1)</script>' }));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
