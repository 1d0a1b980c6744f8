import { formatNumber } from '@dealer/design-system/format';
import { type Car, type CaravanSpecifications, type CarVariant } from './entities';
import { zoneFormat } from './zone-format';

// The Key information, Car Summary, All Specifications and Features parts of a vehicle page
// (spec §2 'Vehicle detail'): labelled rows with formatted values.

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

export const SPEC_ROWS_INITIAL = 4; // spec §9 spec lists 4 then 'Show More'
export const FEATURES_INITIAL = 8; // spec §9 feature lists 8 items before 'Show All'
export const SPEC_SHOW_MORE = 'Show More';
export const FEATURES_SHOW_ALL = 'Show All';
export const METRES_PER_FOOT = 0.3048; // spec §9 metres conversion 0.3048 per foot

type RawValue = string | number | null | undefined;

// spec §5 spec rows with empty, null or 'null' values hidden
export function isShownSpecValue(value: RawValue): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  const text = value.trim();
  return text !== '' && text.toLowerCase() !== 'null';
}

const numberText = (n: number, digits = 0) => formatNumber(n, { maximumFractionDigits: digits });

/** '45,210 km' */
export function formatKilometres(km: number): string {
  return `${numberText(km)} km`;
}

/** '7.32 m (24 ft)': metres to 2 decimals, then whole feet at 0.3048 m a foot. */
export function formatMetresAndFeet(metres: number): string {
  return `${numberText(metres, 2)} m (${numberText(Math.round(metres / METRES_PER_FOOT))} ft)`;
}

/** '2,150 kg' */
export function formatKilograms(kg: number): string {
  return `${numberText(kg)} kg`;
}

/** 'March 2022' from '2022-03'; the text itself when it is not YYYY-MM. */
export function formatYearMonth(yearMonth: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(yearMonth.trim());
  if (!match) return yearMonth;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return zoneFormat('en-AU', 'UTC', { month: 'long', year: 'numeric' }).format(date);
}

type RowSource = readonly [
  key: string,
  label: string,
  value: RawValue,
  format?: (v: never) => string,
];

// spec §5 rows with empty, null or 'null' values hidden; the rest formatted.
function rows(sources: readonly RowSource[]): SpecRow[] {
  const shown: SpecRow[] = [];
  for (const [key, label, value, format] of sources) {
    if (!isShownSpecValue(value)) continue;
    const text = format ? format(value as never) : String(value).trim();
    shown.push({ key, label, value: text });
  }
  return shown;
}

const odometer = (car: Pick<Car, 'km' | 'itemType'>) =>
  car.itemType === 'caravan' && car.km === 0 ? null : car.km;

export type SummaryFields = Pick<
  Car,
  | 'year'
  | 'km'
  | 'itemType'
  | 'body'
  | 'transmission'
  | 'fuel'
  | 'drive'
  | 'colour'
  | 'seats'
  | 'doors'
  | 'engineSize'
  | 'stocknum'
  | 'vin'
  | 'regplate'
>;

// spec §2 Key information: the headline facts (a towed caravan with no odometer reading has none)
export function keyInformationRows(car: SummaryFields): SpecRow[] {
  return rows([
    ['year', 'Year', car.year],
    ['km', 'Odometer', odometer(car), formatKilometres],
    ['body', 'Body', car.body],
    ['transmission', 'Transmission', car.transmission],
    ['fuel', 'Fuel', car.fuel],
    ['drive', 'Drive', car.drive],
  ]);
}

// spec §2 Car Summary: year, km, body, transmission, fuel, drive, colour, seats, doors, engine,
// stock number, VIN, rego
export function carSummaryRows(car: SummaryFields): SpecRow[] {
  return rows([
    ['year', 'Year', car.year],
    ['km', 'Odometer', odometer(car), formatKilometres],
    ['body', 'Body', car.body],
    ['transmission', 'Transmission', car.transmission],
    ['fuel', 'Fuel', car.fuel],
    ['drive', 'Drive', car.drive],
    ['colour', 'Colour', car.colour],
    ['seats', 'Seats', car.seats],
    ['doors', 'Doors', car.doors],
    ['engine', 'Engine', car.engineSize],
    ['stocknum', 'Stock Number', car.stocknum],
    ['vin', 'VIN', car.vin],
    ['rego', 'Rego', car.regplate],
  ]);
}

export type SpecificationFields = SummaryFields &
  Pick<
    Car,
    'make' | 'model' | 'badge' | 'series' | 'interiorColour' | 'complianceDate' | 'buildDate'
  > & { variant: CarVariant | null };

const suffix =
  (unit: string, digits = 0) =>
  (n: number) =>
    `${numberText(n, digits)} ${unit}`;

// spec §3 Car and Car variant fields as the All Specifications rows
export function specificationRows(car: SpecificationFields): SpecRow[] {
  const v = car.variant;
  return rows([
    ['make', 'Make', car.make],
    ['model', 'Model', car.model],
    ['badge', 'Badge', car.badge],
    ['series', 'Series', car.series],
    ['year', 'Year', car.year],
    ['km', 'Odometer', odometer(car), formatKilometres],
    ['body', 'Body', car.body],
    ['bodyconfiguration', 'Body Configuration', v?.bodyconfiguration],
    ['colour', 'Colour', car.colour],
    ['interiorColour', 'Interior Colour', car.interiorColour],
    ['transmission', 'Transmission', car.transmission],
    ['geartype', 'Gear Type', v?.geartype],
    ['drive', 'Drive', car.drive],
    ['fuel', 'Fuel', car.fuel],
    ['engine', 'Engine', car.engineSize],
    ['enginesize', 'Engine Size', v?.enginesize, suffix('cc')],
    ['enginesizeLitres', 'Engine Size (Litres)', v?.enginesizeLitres, suffix('L', 1)],
    ['cylinders', 'Cylinders', v?.cylinders],
    ['induction', 'Induction', v?.induction],
    ['torque', 'Torque', v?.torque, suffix('Nm')],
    [
      'fuelconsumptioncombined',
      'Fuel Consumption (Combined)',
      v?.fuelconsumptioncombined,
      suffix('L/100km', 1),
    ],
    ['fuelcapacity', 'Fuel Capacity', v?.fuelcapacity, suffix('L')],
    ['grossvehiclemass', 'Gross Vehicle Mass', v?.grossvehiclemass, formatKilograms],
    ['towingcapacitybraked', 'Towing Capacity (Braked)', v?.towingcapacitybraked, formatKilograms],
    ['vehiclelength', 'Length', v?.vehiclelength, suffix('mm')],
    ['vehiclewidth', 'Width', v?.vehiclewidth, suffix('mm')],
    ['vehicleheight', 'Height', v?.vehicleheight, suffix('mm')],
    ['seats', 'Seats', car.seats],
    ['doors', 'Doors', car.doors],
    ['ancaprating', 'ANCAP Rating', v?.ancaprating, (n: number) => `${n} stars`],
    ['complianceDate', 'Compliance Date', car.complianceDate, formatYearMonth],
    ['buildDate', 'Build Date', car.buildDate, formatYearMonth],
    ['stocknum', 'Stock Number', car.stocknum],
    ['vin', 'VIN', car.vin],
    ['rego', 'Rego', car.regplate],
  ]);
}

// spec §3 caravan specifications: body width and length in metres and feet, tare weight, axle
// type, sleeps, aggregate trailer mass (kg)
export function caravanSpecificationRows(specs: CaravanSpecifications | null): SpecRow[] {
  if (!specs) return [];
  return rows([
    ['bodyLength', 'Body Length', specs.bodyLength, formatMetresAndFeet],
    ['bodyWidth', 'Body Width', specs.bodyWidth, formatMetresAndFeet],
    ['tareWeight', 'Tare Weight', specs.tareWeight, formatKilograms],
    [
      'aggregateTrailerMass',
      'Aggregate Trailer Mass (ATM)',
      specs.aggregateTrailerMass,
      formatKilograms,
    ],
    ['axleType', 'Axle Type', specs.axleType],
    ['sleeps', 'Sleeps', specs.sleeps],
  ]);
}

export interface CollapsedList<T> {
  /** what shows before the toggle is pressed */
  initial: T[];
  all: T[];
  /** the toggle's label, or null when everything already shows */
  toggleLabel: string | null;
}

function collapsed<T>(items: readonly T[], limit: number, label: string): CollapsedList<T> {
  return {
    initial: items.slice(0, limit),
    all: [...items],
    toggleLabel: items.length > limit ? label : null,
  };
}

// spec §9 spec lists show 4 rows, then 'Show More'
export function specificationList(specRows: readonly SpecRow[]): CollapsedList<SpecRow> {
  return collapsed(specRows, SPEC_ROWS_INITIAL, SPEC_SHOW_MORE);
}

/** The car's feature list: its standard equipment, blank entries dropped. */
export function featureItems(car: Pick<Car, 'standardEquipment'>): string[] {
  return car.standardEquipment.map((item) => item.trim()).filter(isShownSpecValue);
}

// spec §9 feature lists show 8 items, then 'Show All'
export function featureList(car: Pick<Car, 'standardEquipment'>): CollapsedList<string> {
  return collapsed(featureItems(car), FEATURES_INITIAL, FEATURES_SHOW_ALL);
}

export const vehicleDetailTabs = [
  'Dealer Comments',
  "What's Included",
  'Why Buy From Us?',
  'Reserve Online',
  'Protect Your Car',
  'Features',
] as const;
export type VehicleDetailTab = (typeof vehicleDetailTabs)[number];

// spec §2 vehicle detail tabs; Features only when a feature list exists
export function vehicleDetailTabsFor(car: Pick<Car, 'standardEquipment'>): VehicleDetailTab[] {
  const hasFeatures = featureItems(car).length > 0;
  return vehicleDetailTabs.filter((tab) => tab !== 'Features' || hasFeatures);
}
