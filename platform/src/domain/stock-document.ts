import { formatAud } from '@dealer/design-system/format';
import { type Car, type Location } from './entities';
import { effectivePrice } from './price-display';
import { carsalesTitle, hasNvic } from './spec-fields';

// The stock document the search engine indexes (the same shape goes to a real Meilisearch).
// Field names follow spec §3's facet attributes (snake_case); timestamps are Unix seconds.

export interface StockDocument {
  id: number;
  slug: string;
  name: string;
  stocknum: string;
  vin: string | null;
  /** spec §3 has_nvic */
  has_nvic: boolean;
  /** spec §3 carsales_title */
  carsales_title: string;
  status: Car['status'];
  car_type: Car['carType'];
  item_type: Car['itemType'];
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  /** 1 for a certified pre-owned car, else 0: Meilisearch sorts numbers, not booleans */
  certified_rank: number;
  preorder: boolean;
  make: string;
  model: string;
  make_model: string;
  badge: string | null;
  series: string | null;
  body: string;
  simple_body: string;
  fuel: string;
  fuel_type: string;
  drive: string;
  colour: string;
  colour_name: string;
  transmission: string;
  trans: string;
  km: number;
  year: number;
  /** what the shopper pays: the offer price when it shows (spec §4), else the price */
  price: number;
  /** the car's own price */
  list_price: number;
  offer_price: number | null;
  before_price: number | null;
  subscription_price: number | null;
  weekly_price: number | null;
  price_range: string | null;
  weekly_price_range: string | null;
  price_type: string | null;
  seats: number | null;
  doors: number | null;
  categories: string[];
  filtered_features: string[];
  dealership_id: number;
  dealership_name: string;
  dealership_slug: string;
  location_id: number;
  location_name: string;
  location_slug: string;
  location_phone: string;
  city: string;
  state: string;
  show_on_dealer_website: boolean;
  sold_date_timestamp: number | null;
  created_at_timestamp: number;
  updated_at_timestamp: number;
  primary_image_url: string | null;
  thumbnails: string[];
  photos_count: number;
  payment_processors: string[];
  has_history_report: boolean;
  dealer_comments: string | null;
  views: number;
  regplate: string | null;
  sleeps: number | null;
  body_length: number | null;
  tare_weight: number | null;
}

export interface DocumentContext {
  dealership: { id: number; slug: string; name: string };
  location: Pick<Location, 'id' | 'name' | 'slug' | 'phone' | 'address'>;
}

const colourFamilies: readonly (readonly [RegExp, string])[] = [
  [/white|ivory|glacier/i, 'White'],
  [/black|ebony|eclipse/i, 'Black'],
  [/silver|platinum/i, 'Silver'],
  [/grey|gray|graphite|gunmetal|charcoal/i, 'Grey'],
  [/red|maroon|burgundy/i, 'Red'],
  [/blue|navy/i, 'Blue'],
  [/green|olive|khaki/i, 'Green'],
  [/orange|copper/i, 'Orange'],
  [/yellow|gold/i, 'Yellow'],
  [/brown|bronze/i, 'Brown'],
  [/beige|sand|champagne/i, 'Beige'],
];

/** The colour facet groups paint names into families: 'Soul Red Crystal' is Red. */
export function colourFamily(colour: string): string {
  for (const [pattern, family] of colourFamilies) if (pattern.test(colour)) return family;
  return 'Other';
}

const priceBands = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000] as const;

/** The price_range facet: 'Under $10,000', '$20,000 - $30,000', ..., '$100,000+'. */
export function priceRange(price: number): string | null {
  if (price <= 0) return null;
  if (price < priceBands[0]) return `Under ${formatAud(priceBands[0])}`;
  for (let i = 1; i < priceBands.length; i += 1) {
    if (price < priceBands[i]!)
      return `${formatAud(priceBands[i - 1]!)} - ${formatAud(priceBands[i]!)}`;
  }
  return `${formatAud(priceBands[priceBands.length - 1]!)}+`;
}

/** The weekly_price_range facet, in $50 bands: '$100 - $150 per week'. */
export function weeklyPriceRange(weekly: number | null): string | null {
  if (weekly === null || weekly <= 0) return null;
  if (weekly >= 500) return '$500+ per week';
  const low = Math.floor(weekly / 50) * 50;
  return `${formatAud(low)} - ${formatAud(low + 50)} per week`;
}

// Features shoppers filter by (spec §3 filtered_features): a car has them when its equipment does.
export const filterableFeatures = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing Camera',
  '360 Degree Camera',
  'Adaptive Cruise Control',
  'Blind Spot Monitor',
  'Heated Front Seats',
  'Leather Seats',
  'Sunroof',
  'Tow Bar',
  'Satellite Navigation',
  'Ensuite with Separate Shower and Toilet',
  'Solar Panels (2 x 200W)',
  'Reverse Cycle Air Conditioner',
  'Off-Road Hitch',
] as const;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The order of a search without a query or sort: newest first (by the second the car was
 * added), then the higher id. The embedded index keeps its documents in this order.
 */
export function newestFirst(
  a: Pick<StockDocument, 'id' | 'created_at_timestamp'>,
  b: Pick<StockDocument, 'id' | 'created_at_timestamp'>,
): number {
  return b.created_at_timestamp - a.created_at_timestamp || b.id - a.id;
}

function carTypeLabel(car: Car): string {
  if (car.itemType === 'caravan') return car.carType === 'new' ? 'New Caravans' : 'Used Caravans';
  return car.carType === 'new' ? 'New Cars' : car.carType === 'demo' ? 'Demo Cars' : 'Used Cars';
}

/** Reshapes a car and its location into the document the search engine indexes. */
export function stockDocument(car: Car, { dealership, location }: DocumentContext): StockDocument {
  const weekly =
    Object.values(car.financeLenders)
      .map((lender) => lender?.paymentWeek ?? null)
      .find((payment): payment is number => payment !== null && payment > 0) ?? null;
  const equipment = new Set(car.standardEquipment);
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    stocknum: car.stocknum,
    vin: car.vin,
    has_nvic: hasNvic(car),
    carsales_title: carsalesTitle(car),
    status: car.status,
    car_type: car.carType,
    item_type: car.itemType,
    tag: car.tag,
    reserved: car.reserved,
    certified: car.certified,
    certified_rank: car.certified ? 1 : 0,
    preorder: car.preorder,
    make: car.make,
    model: car.model,
    make_model: `${car.make} ${car.model}`,
    badge: car.badge,
    series: car.series,
    body: car.body,
    simple_body: car.simpleBody,
    fuel: car.simpleFuel,
    fuel_type: car.fuel,
    drive: car.drive,
    colour: colourFamily(car.colour),
    colour_name: car.colour,
    transmission: car.simpleTransmission,
    trans: car.transmission,
    km: car.km,
    year: car.year,
    price: effectivePrice(car),
    list_price: car.price,
    offer_price: car.offerPrice,
    before_price: car.beforePrice,
    subscription_price: car.subscriptionPrice,
    weekly_price: weekly === null ? null : Math.round(weekly),
    price_range: priceRange(car.price),
    weekly_price_range: weeklyPriceRange(weekly),
    price_type: car.priceType,
    seats: car.seats,
    doors: car.doors,
    categories: [carTypeLabel(car), car.body],
    filtered_features: filterableFeatures.filter((feature) => equipment.has(feature)),
    dealership_id: dealership.id,
    dealership_name: dealership.name,
    dealership_slug: dealership.slug,
    location_id: location.id,
    location_name: location.name.replace(/ - (Sales|Service|Parts)$/, ''),
    location_slug: location.slug,
    location_phone: location.phone,
    city: location.address.city,
    state: location.address.state,
    show_on_dealer_website: car.showOnDealerWebsite,
    sold_date_timestamp: car.soldAt ? seconds(car.soldAt) : null,
    created_at_timestamp: seconds(car.createdAt),
    updated_at_timestamp: seconds(car.updatedAt),
    primary_image_url: car.images[0]?.url ?? null,
    thumbnails: car.images.slice(0, 3).map((image) => image.url),
    photos_count: car.images.length,
    payment_processors: car.paymentProcessors,
    has_history_report: car.historyReportUrl !== null,
    dealer_comments: car.dealerComments,
    views: car.views,
    regplate: car.regplate,
    sleeps: car.specifications?.sleeps ?? null,
    body_length: car.specifications?.bodyLength ?? null,
    tare_weight: car.specifications?.tareWeight ?? null,
  };
}
