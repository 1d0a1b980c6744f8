import { formatAud } from '@dealer/design-system/format';
import { type Site } from '@dealer/site-config';
import { saveAndCompareShown } from './card-actions';
import { type Car } from './entities';
import { type PriceDisplay } from './price-display';
import { factsFromCar } from './vehicle-facts';
import { featureItems, formatKilometres, isShownSpecValue } from './vehicle-specs';

// spec §1/§6 compare: cars side by side, one row per fact, the rows in which they differ marked.

/** The rows of the compare table, in the order they are shown. */
export const compareRows = [
  { key: 'price', label: 'Price' },
  { key: 'year', label: 'Year' },
  { key: 'km', label: 'Kilometres' },
  { key: 'body', label: 'Body' },
  { key: 'fuel', label: 'Fuel' },
  { key: 'transmission', label: 'Transmission' },
  { key: 'drive', label: 'Drive' },
  { key: 'engine', label: 'Engine' },
  { key: 'seats', label: 'Seats' },
  { key: 'doors', label: 'Doors' },
  { key: 'colour', label: 'Colour' },
  { key: 'features', label: 'Features' },
  { key: 'location', label: 'Location' },
] as const;

export type CompareRowKey = (typeof compareRows)[number]['key'];

/** A car's value in one row: a text, a list (its features), or null when the car has none. */
export type CompareValue = string | readonly string[] | null;

export type CompareValues = Record<CompareRowKey, CompareValue>;

export type ComparableFields = Pick<
  Car,
  | 'year'
  | 'km'
  | 'itemType'
  | 'body'
  | 'fuel'
  | 'transmission'
  | 'drive'
  | 'engineSize'
  | 'seats'
  | 'doors'
  | 'colour'
  | 'standardEquipment'
>;

const shown = (value: string | number | null): string | null =>
  isShownSpecValue(value) ? String(value).trim() : null;

/** The price as the table shows it ('$34,990 Drive Away', 'Enquire for price.'). */
export function comparePriceText(price: Pick<PriceDisplay, 'amount' | 'text' | 'qualifier'>) {
  const main = price.amount !== null ? formatAud(price.amount) : (price.text ?? '');
  return [main, price.qualifier].filter(Boolean).join(' ');
}

/**
 * A car's values for the compare rows: the price as the display rules show it (spec §4), the
 * facts as the vehicle page's summary words them (empty values are none, spec §5), the feature
 * list, and where the car is.
 */
export function compareValues(
  car: ComparableFields,
  price: Pick<PriceDisplay, 'amount' | 'text' | 'qualifier'>,
  location: string,
): CompareValues {
  const features = featureItems(car);
  // a towed caravan with no odometer reading has none (as the vehicle page)
  const km = car.itemType === 'caravan' && car.km === 0 ? null : car.km;
  return {
    price: comparePriceText(price),
    year: shown(car.year),
    km: km === null || !Number.isFinite(km) ? null : formatKilometres(km),
    body: shown(car.body),
    fuel: shown(car.fuel),
    transmission: shown(car.transmission),
    drive: shown(car.drive),
    engine: shown(car.engineSize),
    seats: shown(car.seats),
    doors: shown(car.doors),
    colour: shown(car.colour),
    features: features.length > 0 ? features : null,
    location: shown(location),
  };
}

const normalText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** One value as compared: case and spacing aside, a list as the set of its items. */
function comparedForm(value: CompareValue): string {
  if (value === null) return '\u0000none';
  if (typeof value === 'string') return `t:${normalText(value)}`;
  const items = [...new Set(value.map(normalText))].sort();
  return `l:${JSON.stringify(items)}`;
}

/** Whether the cars' values in a row are not all the same (a missing value differs from any). */
export function valuesDiffer(values: readonly CompareValue[]): boolean {
  return new Set(values.map(comparedForm)).size > 1;
}

// spec §1 compare: the rows in which the cars differ are highlighted; one car differs from
// nothing. Case, spacing and the order of a feature list do not make a difference.
export function differingRows(cars: readonly CompareValues[]): CompareRowKey[] {
  if (cars.length < 2) return [];
  return compareRows
    .map((row) => row.key)
    .filter((key) => valuesDiffer(cars.map((car) => car[key])));
}

// spec §5 compare hidden for cars not in stock and (some sites) for price 0 or no images; spec §6
// the site's compare switch: the rule of the search card's Compare box, for any page.
export function isComparable(
  car: Car,
  site: {
    features: Pick<Site['features'], 'compare' | 'favourites' | 'hideSaveForNoPriceOrImages'>;
  },
): boolean {
  return saveAndCompareShown(factsFromCar(car), site.features).compare;
}
