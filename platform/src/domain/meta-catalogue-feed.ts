import { csvDocument } from './csv';
import { type BodyType, type Car, type SimpleFuel } from './entities';
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
import { locationDisplayName } from './vehicle-sidebar';

// The site's Meta (Facebook) automotive inventory catalogue: CSV with Meta's vehicle columns,
// nested fields flattened in JSON-path names (mileage.value, image[0].url, address.city). A car
// without a value for a required column (a VIN, a photo, an advertised price, its dealership's
// address) is left out, as is a sold car.

/** Most photos a vehicle takes here (image[0].url .. image[9].url). */
export const META_IMAGES_MAX = 10;

/** The catalogue's columns, in order. */
export const metaCatalogueColumns = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'trim',
  'year',
  'mileage.value',
  'mileage.unit',
  ...Array.from({ length: META_IMAGES_MAX }, (_, i) => `image[${i}].url`),
  'transmission',
  'body_style',
  'fuel_type',
  'drivetrain',
  'vin',
  'price',
  'state_of_vehicle',
  'availability',
  'exterior_color',
  'interior_color',
  'date_first_on_lot',
  'dealer_id',
  'dealer_name',
  'dealer_phone',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
] as const;

export type MetaCatalogueColumn = (typeof metaCatalogueColumns)[number];
export type MetaVehicleRow = Partial<Record<MetaCatalogueColumn, string>>;

/** Meta's body_style of each body type. */
const metaBodyStyles: Record<BodyType, string> = {
  '4x4': 'SUV',
  bus: 'MINIBUS',
  cabChassis: 'TRUCK',
  convertible: 'CONVERTIBLE',
  coupe: 'COUPE',
  ev: 'OTHER',
  hardtop: 'COUPE',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  motorhome: 'OTHER',
  lightTruck: 'TRUCK',
  peopleMover: 'MPV',
  prestige: 'OTHER',
  sedan: 'SEDAN',
  softtop: 'CONVERTIBLE',
  suv: 'SUV',
  ute: 'PICKUP',
  van: 'VAN',
  wagon: 'WAGON',
  stationWagon: 'WAGON',
  caravan: 'OTHER',
  popTop: 'OTHER',
  camperTrailer: 'OTHER',
};

/** Meta's fuel_type of each fuel; none for a towed item. */
const metaFuelTypes: Record<SimpleFuel, string | null> = {
  Petrol: 'PETROL',
  Diesel: 'DIESEL',
  Electric: 'ELECTRIC',
  Hybrid: 'HYBRID',
  PHEV: 'PLUGIN_HYBRID',
  LPG: 'OTHER',
  'Not Applicable': null,
};

const metaDrivetrains = new Map([
  ['FWD', 'FWD'],
  ['RWD', 'RWD'],
  ['AWD', 'AWD'],
  ['4WD', '4X4'],
  ['4X4', '4X4'],
  ['4X2', '4X2'],
]);

// spec §3 car_type and certified as Meta's state_of_vehicle: new is NEW, a certified used car
// CPO, any other (a demonstrator too) USED
export function metaStateOfVehicle(
  car: Pick<Car, 'carType' | 'certified'>,
): 'NEW' | 'USED' | 'CPO' {
  if (car.carType === 'new') return 'NEW';
  return car.certified && car.carType === 'used' ? 'CPO' : 'USED';
}

// Meta's automotive catalogue: the columns every vehicle must have (those with a value the car
// may lack)
const metaRequired: Record<string, (listing: FeedListing) => boolean> = {
  vin: listingHas.vin,
  'image[0].url': listingHas.photo,
  price: listingHas.price,
  address: listingHas.location,
  make: (l) => listingHas.text(l.car.make),
  model: (l) => listingHas.text(l.car.model),
  exterior_color: (l) => listingHas.text(l.car.colour),
};

/** The catalogue row of a listing, or why the catalogue leaves it out. */
export function metaVehicleRow(
  listing: FeedListing,
): { item: MetaVehicleRow } | { excluded: string } {
  const reason = adsExclusionReason(listing, metaRequired);
  if (reason) return { excluded: reason };
  const { car } = listing;
  const location = listing.location!;
  const row: MetaVehicleRow = {
    vehicle_id: car.stocknum,
    title: car.name,
    description: listing.description,
    url: listing.url,
    make: car.make,
    model: car.model,
    trim: car.badge ?? '',
    year: String(car.year),
    'mileage.value': String(car.km),
    'mileage.unit': 'KM',
    transmission:
      car.simpleTransmission === 'Automatic'
        ? 'AUTOMATIC'
        : car.simpleTransmission === 'Manual'
          ? 'MANUAL'
          : '',
    body_style: metaBodyStyles[car.simpleBody],
    fuel_type: metaFuelTypes[car.simpleFuel] ?? '',
    drivetrain: metaDrivetrains.get(car.drive.trim().toUpperCase()) ?? 'OTHER',
    vin: car.vin!.trim().toUpperCase(),
    price: feedPrice(listing.adPrice!),
    state_of_vehicle: metaStateOfVehicle(car),
    // a reserved car is held for a buyer
    availability: car.reserved ? 'PENDING' : 'AVAILABLE',
    exterior_color: car.colour,
    interior_color: car.interiorColour ?? '',
    date_first_on_lot: car.createdAt.toISOString().slice(0, 10),
    dealer_id: location.slug,
    dealer_name: locationDisplayName(location.name),
    dealer_phone: location.phone,
    'address.addr1': location.address.street,
    'address.city': location.address.city,
    'address.region': location.address.state,
    'address.postal_code': location.address.postcode,
    'address.country': 'AU',
    latitude: String(location.address.lat),
    longitude: String(location.address.long),
  };
  listing.images.slice(0, META_IMAGES_MAX).forEach((image, i) => {
    row[`image[${i}].url` as MetaCatalogueColumn] = image;
  });
  return { item: row };
}

/** The catalogue's rows, and the cars it leaves out with the reason. */
export function metaCatalogueRows(
  site: FeedSite,
  sources: FeedSources,
): AdsFeedItems<MetaVehicleRow> {
  return adsFeedItems(site, sources, metaVehicleRow);
}

/**
 * The Meta automotive inventory catalogue of the site (CSV, a header row, CRLF lines; a value that
 * starts like a spreadsheet formula written as text, see csvCell).
 */
export function metaCatalogueFeed(site: FeedSite, sources: FeedSources): string {
  const { items } = metaCatalogueRows(site, sources);
  return csvDocument(
    metaCatalogueColumns,
    items.map((row) => metaCatalogueColumns.map((column) => row[column])),
  );
}
