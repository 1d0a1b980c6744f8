import { offerAvailability } from './structured-data';
import { feedListings, type FeedListing, type FeedSite, type FeedSources } from './vehicle-feeds';
import { locationDisplayName } from './vehicle-sidebar';
import { carsalesTitle, type DealershipRef, dealershipSlugOf, hasNvic } from './spec-fields';

// The site's full stock as JSON: every car the site shows (spec §4 stock visibility, recently
// sold cars too, with no price), each with its page, photos, price as the page shows it and its
// dealership, for partners that take the whole stock.

export interface StockFeedVehicle {
  id: number;
  stocknum: string;
  vin: string | null;
  /** spec §3 nvic and has_nvic */
  nvic: string | null;
  hasNvic: boolean;
  url: string;
  name: string;
  /** spec §3 carsales_title: the dealer system's listing title, else one made from the car */
  carsalesTitle: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  carType: 'new' | 'demo' | 'used';
  status: 'in_stock' | 'coming_soon' | 'sold';
  availability: 'InStock' | 'SoldOut' | 'PreOrder';
  reserved: boolean;
  certified: boolean;
  km: number;
  colour: string;
  interiorColour: string | null;
  body: string;
  bodyType: string;
  fuel: string;
  transmission: string;
  drive: string;
  engineSize: string | null;
  seats: number | null;
  doors: number | null;
  /** the price as the vehicle page shows it; null for a sold car (it shows SOLD) */
  price: {
    kind: 'subscription' | 'offer' | 'price' | 'preorder' | 'none';
    /** dollars, AUD; null for PREORDER and the no-price text */
    amount: number | null;
    /** the words shown instead of an amount */
    text: string | null;
    /** 'Drive Away', 'per week', ... */
    qualifier: string | null;
    wasPrice: number | null;
  } | null;
  images: string[];
  description: string;
  location: {
    id: number;
    slug: string;
    name: string;
    phone: string;
    street: string;
    city: string;
    state: string;
    postcode: string;
    latitude: number;
    longitude: number;
    /** spec §3 address.place_id, where the location has one */
    placeId: string | null;
    /** spec §3 Location dealership_slug */
    dealershipSlug: string | null;
  } | null;
  createdAt: string;
  updatedAt: string;
  soldAt: string | null;
}

export interface StockFeed {
  site: { slug: string; name: string; url: string };
  count: number;
  vehicles: StockFeedVehicle[];
}

function vehicleOf(
  { car, location, url, images, price, description }: FeedListing,
  dealerships: readonly DealershipRef[],
): StockFeedVehicle {
  return {
    id: car.id,
    stocknum: car.stocknum,
    vin: car.vin,
    nvic: car.nvic,
    hasNvic: hasNvic(car),
    url,
    name: car.name,
    carsalesTitle: carsalesTitle(car),
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    year: car.year,
    carType: car.carType,
    status: car.status,
    availability: offerAvailability(car),
    reserved: car.reserved,
    certified: car.certified,
    km: car.km,
    colour: car.colour,
    interiorColour: car.interiorColour,
    body: car.body,
    bodyType: car.simpleBody,
    fuel: car.fuel,
    transmission: car.transmission,
    drive: car.drive,
    engineSize: car.engineSize,
    seats: car.seats,
    doors: car.doors,
    price: price && {
      kind: price.kind,
      amount: price.amount,
      text: price.text,
      qualifier: price.qualifier,
      wasPrice: price.wasPrice,
    },
    images,
    description,
    location: location && {
      id: location.id,
      slug: location.slug,
      name: locationDisplayName(location.name),
      phone: location.phone,
      street: location.address.street,
      city: location.address.city,
      state: location.address.state,
      postcode: location.address.postcode,
      latitude: location.address.lat,
      longitude: location.address.long,
      placeId: location.address.placeId ?? null,
      dealershipSlug: dealershipSlugOf(location.dealershipId, dealerships),
    },
    createdAt: car.createdAt.toISOString(),
    updatedAt: car.updatedAt.toISOString(),
    soldAt: car.soldAt ? car.soldAt.toISOString() : null,
  };
}

/** A feed site and its dealerships (each location's dealership_slug). */
export type StockFeedSite = FeedSite & { dealerships?: readonly DealershipRef[] };

/** The site's stock as the JSON feed holds it. */
export function stockFeed(site: StockFeedSite, sources: FeedSources): StockFeed {
  const vehicles = feedListings(site, sources).map((listing) =>
    vehicleOf(listing, site.dealerships ?? []),
  );
  return {
    site: { slug: site.slug, name: site.name, url: new URL('/', site.url).toString() },
    count: vehicles.length,
    vehicles,
  };
}

/** The JSON feed's text. */
export function stockJsonFeed(site: StockFeedSite, sources: FeedSources): string {
  return `${JSON.stringify(stockFeed(site, sources), null, 2)}\n`;
}
