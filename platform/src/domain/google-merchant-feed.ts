import { type BodyType, type SimpleFuel } from './entities';
import {
  adsExclusionReason,
  adsFeedItems,
  type AdsFeedItems,
  feedPrice,
  type FeedListing,
  type FeedSite,
  type FeedSources,
  listingHas,
} from './vehicle-feeds';
import { escapeXml } from './xml';

// The site's Google Merchant Center vehicle ads feed: RSS 2.0 with the g: namespace, one item a
// car with the attributes Google's vehicle ads specification asks for. A car without a value
// for a required attribute (a VIN, a photo, an advertised price, its dealership) is left out, as
// is a sold car.

/** Google's product category of cars, trucks and vans (Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans). */
export const GOOGLE_VEHICLE_CATEGORY = '916';

/** Most additional photos an item takes. */
const ADDITIONAL_IMAGES_MAX = 10;

/** Google's body_style of each body type; none where Google has no such style. */
const googleBodyStyles: Record<BodyType, string | null> = {
  '4x4': 'suv',
  bus: null,
  cabChassis: 'truck',
  convertible: 'convertible',
  coupe: 'coupe',
  ev: null,
  hardtop: 'coupe',
  hatch: 'hatchback',
  hatchback: 'hatchback',
  motorhome: 'class_c_motorhome',
  lightTruck: 'truck',
  peopleMover: 'minivan',
  prestige: null,
  sedan: 'sedan',
  softtop: 'convertible',
  suv: 'suv',
  ute: 'ute',
  van: 'full_size_van',
  wagon: 'station_wagon',
  stationWagon: 'station_wagon',
  caravan: 'travel_trailer',
  popTop: 'pop_up_camper',
  camperTrailer: 'pop_up_camper',
};

/** Google's engine of each fuel; none for a towed item. */
const googleEngines: Record<SimpleFuel, string | null> = {
  Petrol: 'gasoline',
  Diesel: 'diesel',
  Electric: 'electric',
  Hybrid: 'hybrid',
  PHEV: 'plug-in_hybrid',
  LPG: 'lpg',
  'Not Applicable': null,
};

/** An item of the feed: attribute name (without g:) -> value(s). */
export interface GoogleVehicleItem {
  id: string;
  title: string;
  description: string;
  link: string;
  link_template: string;
  image_link: string;
  additional_image_link: string[];
  google_product_category: string;
  price: string;
  condition: 'new' | 'used';
  brand: string;
  model: string;
  trim: string | null;
  year: string;
  mileage: string;
  vin: string;
  color: string;
  body_style: string | null;
  engine: string | null;
  'certified_pre-owned': 'yes' | 'no' | null;
  store_code: string;
}

// Google's vehicle ads: the attributes every vehicle offer must have (those with a value the car
// may lack)
const googleRequired: Record<string, (listing: FeedListing) => boolean> = {
  vin: listingHas.vin,
  image_link: listingHas.photo,
  price: listingHas.price,
  store_code: listingHas.location,
  brand: (l) => listingHas.text(l.car.make),
  model: (l) => listingHas.text(l.car.model),
  color: (l) => listingHas.text(l.car.colour),
};

// spec §3 car_type as Google's condition: a demonstrator has been registered and driven, so it
// is used
export function googleCondition(carType: 'new' | 'demo' | 'used'): 'new' | 'used' {
  return carType === 'new' ? 'new' : 'used';
}

/** The feed item of a listing, or why the feed leaves it out. */
export function googleVehicleItem(
  listing: FeedListing,
): { item: GoogleVehicleItem } | { excluded: string } {
  const reason = adsExclusionReason(listing, googleRequired);
  if (reason) return { excluded: reason };
  const { car } = listing;
  const storeCode = listing.location!.slug;
  const condition = googleCondition(car.carType);
  return {
    item: {
      id: car.stocknum,
      title: car.name,
      description: listing.description,
      link: listing.url,
      // the vehicle page with Google's store code placeholder, for local offers
      link_template: `${listing.url}?store={store_code}`,
      image_link: listing.images[0]!,
      additional_image_link: listing.images.slice(1, 1 + ADDITIONAL_IMAGES_MAX),
      google_product_category: GOOGLE_VEHICLE_CATEGORY,
      price: feedPrice(listing.adPrice!),
      condition,
      brand: car.make,
      model: car.model,
      trim: car.badge,
      year: String(car.year),
      mileage: `${car.km} km`,
      vin: car.vin!.trim().toUpperCase(),
      color: car.colour,
      body_style: googleBodyStyles[car.simpleBody],
      engine: googleEngines[car.simpleFuel],
      'certified_pre-owned': condition === 'used' ? (car.certified ? 'yes' : 'no') : null,
      store_code: storeCode,
    },
  };
}

/** The feed's items, and the cars it leaves out with the reason. */
export function googleMerchantItems(
  site: FeedSite,
  sources: FeedSources,
): AdsFeedItems<GoogleVehicleItem> {
  return adsFeedItems(site, sources, googleVehicleItem);
}

const element = (name: string, value: string | null) =>
  value === null || value === '' ? '' : `<g:${name}>${escapeXml(value)}</g:${name}>`;

function itemXml(item: GoogleVehicleItem): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(item) as [string, string | string[] | null][]) {
    if (name === 'store_code') continue; // written with the fulfilment below
    if (Array.isArray(value)) parts.push(...value.map((one) => element(name, one)));
    else parts.push(element(name, value));
  }
  parts.push(element('store_code', item.store_code));
  // in store at the car's dealership
  parts.push(
    `<g:vehicle_fulfillment>${element('option', 'in_store')}${element('store_code', item.store_code)}</g:vehicle_fulfillment>`,
  );
  return `<item>\n${parts.filter(Boolean).join('\n')}\n</item>`;
}

/** The Google Merchant Center vehicle ads feed of the site (RSS 2.0, g: namespace). */
export function googleMerchantFeed(site: FeedSite, sources: FeedSources): string {
  const { items } = googleMerchantItems(site, sources);
  const channel = [
    `<title>${escapeXml(site.name)}</title>`,
    `<link>${escapeXml(new URL('/', site.url).toString())}</link>`,
    `<description>${escapeXml(`Vehicles for sale at ${site.name}`)}</description>`,
    ...items.map(itemXml),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    ...channel,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
