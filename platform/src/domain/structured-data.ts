import { type Site } from '@dealer/site-config';
import { type Car, type Location } from './entities';
import { slugOf } from './slug';
import {
  locationDisplayName,
  shownPrice,
  vehiclePageUrl,
  type SidebarSite,
} from './vehicle-sidebar';

// schema.org JSON-LD of a vehicle page: the car as a Car and Product with its Offer, and the
// page's breadcrumbs.

export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string | string[] } & {
  [key: string]: unknown;
};

const SCHEMA = 'https://schema.org';

export type OfferAvailability = 'InStock' | 'SoldOut' | 'PreOrder';

// spec §4 car status as an offer's availability: sold is SoldOut; a preorder or a car coming
// soon is PreOrder; in stock is InStock
export function offerAvailability(car: Pick<Car, 'status' | 'preorder'>): OfferAvailability {
  if (car.status === 'sold') return 'SoldOut';
  if (car.preorder || car.status === 'coming_soon') return 'PreOrder';
  return 'InStock';
}

const isKnown = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/** Drops null, undefined, empty-string and empty-list members: the JSON-LD carries known facts. */
function known<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => isKnown(value)),
  ) as Partial<T>;
}

const absolute = (href: string, base: string) => new URL(href, base).toString();

export type StructuredDataSite = Pick<SidebarSite, 'features' | 'content'> & Pick<Site, 'url'>;

// The vehicle page's Car/Product JSON-LD. The offer carries a price only when the page shows
// one as the car's price (spec §4 precedence: a price or offer price; never the no-price text,
// PREORDER, a weekly subscription figure or a sold car's price).
export function vehicleStructuredData(
  car: Car,
  location: Pick<Location, 'name' | 'phone' | 'address'>,
  site: StructuredDataSite,
  url: string = vehiclePageUrl(car, site),
): JsonLd {
  const price = shownPrice(car, site);
  const priced =
    price !== null && price.amount !== null && (price.kind === 'price' || price.kind === 'offer');
  const seller = known({
    '@type': 'AutoDealer',
    name: locationDisplayName(location.name),
    telephone: location.phone,
    address: known({
      '@type': 'PostalAddress',
      streetAddress: location.address.street,
      addressLocality: location.address.city,
      addressRegion: location.address.state,
      postalCode: location.address.postcode,
      addressCountry: 'AU',
    }),
  });
  const condition = car.carType === 'new' ? `${SCHEMA}/NewCondition` : `${SCHEMA}/UsedCondition`;
  const offer = known({
    '@type': 'Offer',
    url,
    ...(priced ? { price: price.amount, priceCurrency: 'AUD' } : {}),
    availability: `${SCHEMA}/${offerAvailability(car)}`,
    itemCondition: condition,
    seller,
  });
  return known({
    '@context': SCHEMA,
    '@type': ['Car', 'Product'],
    name: car.name,
    url,
    sku: car.stocknum,
    itemCondition: condition,
    vehicleIdentificationNumber: car.vin,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    vehicleModelDate: String(car.year),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    image: car.images.map((image) => absolute(image.url, url)),
    color: car.colour,
    fuelType: car.fuel,
    bodyType: car.body,
    vehicleTransmission: car.transmission,
    driveWheelConfiguration: car.drive,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    offers: offer,
  }) as JsonLd;
}

export interface BreadcrumbItem {
  name: string;
  /** absolute, or a path resolved against `base` */
  url: string;
}

/** A schema.org BreadcrumbList of the items, in order, positions from 1. */
export function breadcrumbStructuredData(items: readonly BreadcrumbItem[], base?: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: base ? absolute(item.url, base) : item.url,
    })),
  };
}

const typeWord = { new: 'New', demo: 'Demo', used: 'Used' } as const;

// spec §2 routes: Home, /search/{cartype}-cars, /search/{make}, /search/{make}/{model},
// /cars/{slug}
export function vehicleBreadcrumbs(
  car: Pick<Car, 'carType' | 'make' | 'model' | 'name' | 'slug'>,
  site: { content: Pick<Site['content'], 'vehicleNoun'> },
): BreadcrumbItem[] {
  const noun = site.content.vehicleNoun;
  const make = slugOf(car.make);
  return [
    { name: 'Home', url: '/' },
    { name: `${typeWord[car.carType]} ${noun}`, url: `/search/${car.carType}-${slugOf(noun)}` },
    { name: car.make, url: `/search/${make}` },
    { name: car.model, url: `/search/${make}/${slugOf(car.model)}` },
    { name: car.name, url: `/cars/${encodeURIComponent(car.slug)}` },
  ];
}

/** JSON-LD for a <script type="application/ld+json">: '<' escaped so no text can close it. */
export function jsonLdScriptText(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
