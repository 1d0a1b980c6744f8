import { z } from 'zod';
import {
  bodyTypes,
  type BodyType,
  type Car,
  carStatuses,
  carTypes,
  type CarVariant,
  type CaravanSpecifications,
  itemTypes,
  type Location,
  type SimpleFuel,
  simpleFuels,
  simpleTransmissions,
} from './entities';
import { HISTORY_REPORT_ADDRESS_MESSAGE, isHistoryReportAddress } from './history-report';
import { placeName, placeSlug } from './locations';
import { carReserved } from './reservations';
import { vehicleSlugOf } from './vehicle-page';

// A dealer's stock feed (CSV or JSON, as their dealer management system exports it): one row a
// car, the columns named as the spec §3 car and variant fields (stocknum, make, model, year,
// price, ...), or named otherwise and renamed by a mapping file. Every row is checked by
// carFeedRowSchema; a bad row is reported with its row number, the field at fault and why, and
// nothing of it is written. reshapeFeedCar is the one place a feed row becomes a Car.

/** spec §3 car variant fields, as feed columns */
export const feedVariantFields = [
  'enginesize',
  'enginesize_litres',
  'cylinders',
  'induction',
  'geartype',
  'fuelconsumptioncombined',
  'fuelcapacity',
  'grossvehiclemass',
  'vehiclelength',
  'vehicleheight',
  'vehiclewidth',
  'towingcapacitybraked',
  'torque',
  'ancaprating',
  'bodyconfiguration',
] as const;

/** spec §3 caravan specifications, as feed columns */
export const feedSpecificationFields = [
  'body_width',
  'body_length',
  'tare_weight',
  'axle_type',
  'sleeps',
  'aggregate_trailer_mass',
] as const;

/** Every column a feed row can have (spec §3 names), after its mapping. */
export const feedFields = [
  'stocknum',
  'slug',
  'name',
  'vin',
  'nvic',
  'has_nvic',
  'carsales_title',
  'status',
  'sold_date_timestamp',
  'car_type',
  'item_type',
  'tag',
  'reserved',
  'certified',
  'preorder',
  'make',
  'model',
  'badge',
  'series',
  'body',
  'simple_body',
  'fuel',
  'simple_fuel',
  'drive',
  'colour',
  'interior_colour',
  'trans',
  'simple_transmission',
  'km',
  'year',
  'price',
  'price_type',
  'before_price',
  'offer_price',
  'subscription_price',
  'seats',
  'doors',
  'regplate',
  'rego_expiry',
  'compliance_date',
  'build_date',
  'engine_size',
  'file',
  'private_suburb',
  'private_postcode',
  'images',
  'dealercomments',
  'standardEquipment',
  'show_on_dealer_website',
  'location',
  'location_id',
  'dealership_id',
  ...feedVariantFields,
  ...feedSpecificationFields,
] as const;

export type FeedField = (typeof feedFields)[number];

/** Other names dealers' systems commonly give a field, read without a mapping file. */
const feedFieldAliases: Readonly<Record<string, FeedField>> = {
  transmission: 'trans',
  standard_equipment: 'standardEquipment',
  dealer_comments: 'dealercomments',
  stock_number: 'stocknum',
  odometer: 'km',
};

const knownFields = new Set<string>(feedFields);

/**
 * A mapping file: the feed's column names to ours (`columns`), and, per field of ours, the
 * feed's values to ours (`values`, e.g. { "car_type": { "N": "new", "U": "used" } }).
 */
export const feedMappingSchema = z
  .object({
    columns: z.record(z.string(), z.enum(feedFields)).default({}),
    values: z.partialRecord(z.enum(feedFields), z.record(z.string(), z.string())).default({}),
  })
  .strict();

export type FeedMapping = z.infer<typeof feedMappingSchema>;

export const noFeedMapping: FeedMapping = { columns: {}, values: {} };

/** The field of ours a feed column is: by the mapping, else by its name (any case, spaces as _). */
export function feedFieldOfColumn(column: string, mapping: FeedMapping): FeedField | null {
  const mapped = mapping.columns[column] ?? mapping.columns[column.trim()];
  if (mapped) return mapped;
  const name = column.trim().replace(/[\s-]+/g, '_');
  if (knownFields.has(name)) return name as FeedField;
  const lower = name.toLowerCase();
  if (knownFields.has(lower)) return lower as FeedField;
  if (lower === 'standardequipment') return 'standardEquipment';
  return feedFieldAliases[lower] ?? null;
}

/**
 * A feed record (a CSV row or a JSON object) in our field names: columns renamed by the mapping,
 * values mapped, a JSON row's `variant` and `specifications` objects read as their columns,
 * empty cells null (the feed carries the column, with no value in it), unknown columns dropped.
 */
export function mapFeedRecord(
  record: Readonly<Record<string, unknown>>,
  mapping: FeedMapping = noFeedMapping,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (column: string, value: unknown) => {
    const field = feedFieldOfColumn(column, mapping);
    if (!field) return;
    if (
      value === null ||
      value === undefined ||
      (typeof value === 'string' && value.trim() === '')
    ) {
      if (!(field in out)) out[field] = null;
      return;
    }
    const valueMap = mapping.values[field];
    if (valueMap && typeof value === 'string') {
      const mapped = valueMap[value] ?? valueMap[value.trim()];
      if (mapped !== undefined) {
        out[field] = mapped;
        return;
      }
    }
    out[field] = value;
  };
  for (const [column, value] of Object.entries(record)) {
    if (
      (column === 'variant' || column === 'specifications') &&
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value)
    ) {
      for (const [inner, innerValue] of Object.entries(value)) put(inner, innerValue);
    } else put(column, value);
  }
  return out;
}

// Cells of a CSV are text: numbers and yes/no are read from it ('$45,990' is 45990).
const numberText = /^-?\d+(?:\.\d+)?$/;

function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const plain = value.trim().replace(/^\$/, '').replace(/,/g, '');
  return numberText.test(plain) ? Number(plain) : value;
}

const trueWords = new Set(['true', 'yes', 'y', '1']);
const falseWords = new Set(['false', 'no', 'n', '0']);

function toBoolean(value: unknown): unknown {
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  return trueWords.has(word) ? true : falseWords.has(word) ? false : value;
}

/** A list cell: a JSON array, or values separated by '|' (images, standard equipment). */
function toList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
}

const messageOf =
  (expected: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? 'Required' : expected;

const text = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: messageOf('Expected text') })
      .trim()
      .min(1, 'Required')
      .max(max),
  );
const number = (min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: messageOf('Expected a number') })
      .finite('Expected a number')
      .min(min, `Must be at least ${min}`)
      .max(max, `Must be at most ${max}`),
  );
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: messageOf('Expected a whole number') })
      .int('Expected a whole number')
      .min(min, `Must be at least ${min}`)
      .max(max, `Must be at most ${max}`),
  );
const yesNo = z.preprocess(toBoolean, z.boolean({ error: messageOf('Expected yes or no') }));
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.enum(values, { error: messageOf(`Expected one of ${values.join(', ')}`) }),
  );
const month = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.string({ error: messageOf('Expected a month (YYYY-MM)') }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
    error: 'Expected a month (YYYY-MM)',
  }),
);
const day = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.iso.date({ error: 'Expected a date (YYYY-MM-DD)' }),
);
const address = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: messageOf('Expected a web address') })
    .max(2048)
    .refine((url) => /^https?:\/\/[^\s]+$/i.test(url) || /^\/[^\s/][^\s]*$/.test(url), {
      error: 'Expected a web address (https://...)',
    }),
);
const money = number(0, 10_000_000);
const optionalMoney = money.optional();
const year = wholeNumber(1900, 2100);

export const MAX_FEED_IMAGES = 100;

export const carFeedRowSchema = z.object({
  stocknum: text(64),
  slug: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z
        .string({ error: 'Expected text' })
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected lower-case letters, digits and dashes'),
    )
    .optional(),
  name: text(200).optional(),
  vin: text(32).optional(),
  nvic: text(16).optional(),
  /**
   * spec §3 has_nvic: accepted as the dealer's systems send it, and checked as yes or no; the
   * car's has_nvic is always read from its nvic (hasNvic), so the two never disagree
   */
  has_nvic: yesNo.optional(),
  /** spec §3 carsales_title: the listing title the dealer's system gives the car */
  carsales_title: text(200).optional(),
  status: oneOf(carStatuses).default('in_stock'),
  /** spec §3 sold_date_timestamp: seconds since 1970 */
  sold_date_timestamp: wholeNumber(1, 4_102_444_800).optional(),
  car_type: oneOf(carTypes),
  item_type: oneOf(itemTypes).default('car'),
  tag: text(40).optional(),
  reserved: yesNo.default(false),
  certified: yesNo.default(false),
  preorder: yesNo.default(false),
  make: text(60),
  model: text(80),
  badge: text(120).optional(),
  series: text(60).optional(),
  body: text(80),
  simple_body: oneOf(bodyTypes).optional(),
  fuel: text(80),
  simple_fuel: oneOf(simpleFuels).optional(),
  drive: text(40).optional(),
  colour: text(60),
  interior_colour: text(60).optional(),
  trans: text(80),
  simple_transmission: oneOf(simpleTransmissions).optional(),
  km: wholeNumber(0, 5_000_000),
  year,
  price: money,
  price_type: text(60).optional(),
  before_price: optionalMoney,
  offer_price: optionalMoney,
  subscription_price: optionalMoney,
  seats: wholeNumber(1, 99).optional(),
  doors: wholeNumber(0, 9).optional(),
  regplate: text(16).optional(),
  rego_expiry: day.optional(),
  compliance_date: month.optional(),
  build_date: month.optional(),
  engine_size: text(40).optional(),
  /** spec §3 'file': the history report */
  file: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z
        .string({ error: messageOf('Expected a web address') })
        .max(2048)
        .refine(isHistoryReportAddress, { error: HISTORY_REPORT_ADDRESS_MESSAGE }),
    )
    .optional(),
  private_suburb: text(80).optional(),
  private_postcode: z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value).padStart(4, '0') : value),
      z.string({ error: 'Expected a postcode' }).regex(/^\d{4}$/, 'Expected a postcode'),
    )
    .optional(),
  images: z
    .preprocess(
      toList,
      z
        .array(address, { error: 'Expected web addresses separated by |' })
        .max(MAX_FEED_IMAGES, `At most ${MAX_FEED_IMAGES} images`),
    )
    .default([]),
  dealercomments: z.string({ error: 'Expected text' }).max(20_000).optional(),
  standardEquipment: z
    .preprocess(
      toList,
      z.array(z.string({ error: 'Expected text' }).trim().min(1).max(200)).max(500),
    )
    .default([]),
  show_on_dealer_website: yesNo.default(true),
  /** the site's location: its id, slug or name */
  location: text(120).optional(),
  location_id: wholeNumber(1, 2_147_483_647).optional(),
  dealership_id: wholeNumber(1, 2_147_483_647).optional(),
  enginesize: number(0, 100_000).optional(),
  enginesize_litres: number(0, 100).optional(),
  cylinders: wholeNumber(0, 16).optional(),
  induction: text(60).optional(),
  geartype: text(60).optional(),
  fuelconsumptioncombined: number(0, 100).optional(),
  fuelcapacity: number(0, 10_000).optional(),
  grossvehiclemass: number(0, 100_000).optional(),
  vehiclelength: number(0, 100_000).optional(),
  vehicleheight: number(0, 100_000).optional(),
  vehiclewidth: number(0, 100_000).optional(),
  towingcapacitybraked: number(0, 100_000).optional(),
  torque: number(0, 100_000).optional(),
  ancaprating: wholeNumber(0, 5).optional(),
  bodyconfiguration: text(80).optional(),
  body_width: number(0, 100).optional(),
  body_length: number(0, 100).optional(),
  tare_weight: number(0, 100_000).optional(),
  axle_type: text(40).optional(),
  sleeps: wholeNumber(0, 20).optional(),
  aggregate_trailer_mass: number(0, 100_000).optional(),
});

export type FeedCar = z.infer<typeof carFeedRowSchema>;

/** A row the import left out: its number, the field at fault and why. */
export interface RejectedFeedRow {
  row: number;
  field: string;
  reason: string;
}

/** How a rejected row is printed: `row 17, price: Expected a number`. */
export function rejectedRowLine(rejected: RejectedFeedRow): string {
  return `row ${rejected.row}, ${rejected.field}: ${rejected.reason}`;
}

// spec §3 simple_body, simple_fuel, simple_transmission: read from the dealer's words when the
// feed does not give them
const bodyWords: readonly [RegExp, BodyType][] = [
  [/cab\s*chassis/i, 'cabChassis'],
  [/pop\s*top/i, 'popTop'],
  [/camper/i, 'camperTrailer'],
  [/caravan/i, 'caravan'],
  [/motorhome|campervan/i, 'motorhome'],
  [/people\s*mover/i, 'peopleMover'],
  [/\bute\b|utility|pick\s*up|pickup/i, 'ute'],
  [/\bvan\b/i, 'van'],
  [/\bsuv\b/i, 'suv'],
  [/wagon/i, 'wagon'],
  [/hatch/i, 'hatchback'],
  [/sedan|liftback/i, 'sedan'],
  [/coupe|fastback/i, 'coupe'],
  [/convertible|cabriolet|roadster/i, 'convertible'],
  [/hardtop/i, 'hardtop'],
  [/soft\s*top/i, 'softtop'],
  [/\bbus\b/i, 'bus'],
  [/truck/i, 'lightTruck'],
];

/** The search's body type of a dealer's body description; null when none fits. */
export function simpleBodyOf(body: string): BodyType | null {
  const exact = bodyTypes.find((type) => type.toLowerCase() === body.trim().toLowerCase());
  return exact ?? bodyWords.find(([words]) => words.test(body))?.[1] ?? null;
}

/** The search's fuel of a dealer's fuel description ('Unleaded Petrol' is Petrol). */
export function simpleFuelOf(fuel: string): SimpleFuel | null {
  const exact = simpleFuels.find((type) => type.toLowerCase() === fuel.trim().toLowerCase());
  if (exact) return exact;
  if (/plug-?in/i.test(fuel)) return 'PHEV';
  if (/hybrid/i.test(fuel)) return 'Hybrid';
  if (/electric/i.test(fuel)) return 'Electric';
  if (/diesel/i.test(fuel)) return 'Diesel';
  if (/\blpg\b|gas/i.test(fuel)) return 'LPG';
  if (/petrol|unleaded|ulp|e10/i.test(fuel)) return 'Petrol';
  return null;
}

/** The search's transmission of a dealer's transmission description. */
export function simpleTransmissionOf(trans: string): Car['simpleTransmission'] | null {
  if (/manual/i.test(trans)) return 'Manual';
  if (/auto|cvt|continuous|dct|dual clutch|sports? shift|1 speed/i.test(trans)) return 'Automatic';
  if (/not applicable/i.test(trans)) return 'Not Applicable';
  return null;
}

/** The first problem of a zod result as a rejected row. */
function rejectionOf(row: number, error: z.ZodError): RejectedFeedRow {
  const issue = error.issues[0]!;
  return { row, field: issue.path.map(String).join('.') || 'row', reason: issue.message };
}

export type FeedRowCheck =
  | {
      ok: true;
      car: FeedCar;
      /** the columns the feed carries (empty or not): a merge changes only these */
      columns: ReadonlySet<FeedField>;
    }
  | { ok: false; rejected: RejectedFeedRow };

/**
 * Checks one mapped feed record (see mapFeedRecord): the car it describes, or the first field
 * at fault. A body, fuel or transmission the search cannot place needs its simple_ field.
 */
export function checkFeedRow(row: number, record: Readonly<Record<string, unknown>>): FeedRowCheck {
  const given = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
  const parsed = carFeedRowSchema.safeParse(given);
  if (!parsed.success) return { ok: false, rejected: rejectionOf(row, parsed.error) };
  const car = parsed.data;
  const derived: [keyof FeedCar, boolean, string][] = [
    [
      'simple_body',
      !!(car.simple_body ?? simpleBodyOf(car.body)),
      `Give simple_body for the body "${car.body}"`,
    ],
    [
      'simple_fuel',
      !!(car.simple_fuel ?? simpleFuelOf(car.fuel)),
      `Give simple_fuel for the fuel "${car.fuel}"`,
    ],
    [
      'simple_transmission',
      !!(car.simple_transmission ?? simpleTransmissionOf(car.trans)),
      `Give simple_transmission for the transmission "${car.trans}"`,
    ],
  ];
  for (const [field, known, reason] of derived) {
    if (!known) return { ok: false, rejected: { row, field, reason } };
  }
  if (car.offer_price !== undefined && car.price > 0 && car.offer_price > car.price) {
    return {
      ok: false,
      rejected: { row, field: 'offer_price', reason: 'Must not be more than the price' },
    };
  }
  return { ok: true, car, columns: feedColumnsOf(record) };
}

/** The fields a mapped feed record carries, with a value or empty. */
export function feedColumnsOf(record: Readonly<Record<string, unknown>>): ReadonlySet<FeedField> {
  return new Set(Object.keys(record).filter((key): key is FeedField => knownFields.has(key)));
}

/** The stock number of a record, even of a row that fails its checks (a replace keeps its car). */
export function feedStocknumOf(record: Readonly<Record<string, unknown>>): string | null {
  const value = record.stocknum;
  const stocknum = typeof value === 'number' ? String(value) : value;
  return typeof stocknum === 'string' && stocknum.trim() !== '' ? stocknum.trim() : null;
}

const variantOf = (car: FeedCar): CarVariant | null => {
  const variant: CarVariant = {
    enginesize: car.enginesize ?? null,
    enginesizeLitres: car.enginesize_litres ?? null,
    cylinders: car.cylinders ?? null,
    induction: car.induction ?? null,
    geartype: car.geartype ?? null,
    fuelconsumptioncombined: car.fuelconsumptioncombined ?? null,
    fuelcapacity: car.fuelcapacity ?? null,
    grossvehiclemass: car.grossvehiclemass ?? null,
    vehiclelength: car.vehiclelength ?? null,
    vehicleheight: car.vehicleheight ?? null,
    vehiclewidth: car.vehiclewidth ?? null,
    towingcapacitybraked: car.towingcapacitybraked ?? null,
    torque: car.torque ?? null,
    ancaprating: car.ancaprating ?? null,
    bodyconfiguration: car.bodyconfiguration ?? null,
  };
  return Object.values(variant).some((v) => v !== null) ? variant : null;
};

const specificationsOf = (car: FeedCar): CaravanSpecifications | null => {
  const specs: CaravanSpecifications = {
    bodyWidth: car.body_width ?? null,
    bodyLength: car.body_length ?? null,
    tareWeight: car.tare_weight ?? null,
    axleType: car.axle_type ?? null,
    sleeps: car.sleeps ?? null,
    aggregateTrailerMass: car.aggregate_trailer_mass ?? null,
  };
  return Object.values(specs).some((v) => v !== null) ? specs : null;
};

/** The name a feed car is shown by when the feed gives none: '2023 Toyota RAV4 GX'. */
export function feedCarName(car: Pick<FeedCar, 'year' | 'make' | 'model' | 'badge'>): string {
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}

/** Where a feed car is kept and under which id; the stored car when it is already there. */
export interface FeedCarPlace {
  id: number;
  dealershipId: number;
  locationId: number;
  stored: Car | null;
}

/**
 * The Car a checked feed row describes (reshapeCar of a feed row): the feed's fields, and what
 * only the site keeps (views, finance, a fetched quote, when it was first listed, its page
 * address) from the stored car. A car sold without a sale time is sold `now`, once.
 */
export function reshapeFeedCar(
  car: FeedCar,
  place: FeedCarPlace,
  now: Date,
  columns?: ReadonlySet<FeedField>,
): Car {
  const fresh = feedCarOf(car, place, now);
  const { stored } = place;
  if (!stored || !columns) return fresh;
  return keepUncarried(fresh, stored, columns);
}

/** Which feed columns each field of a car is read from (the rest are the site's own). */
const carFieldColumns: Partial<Record<keyof Car, readonly FeedField[]>> = {
  vin: ['vin'],
  nvic: ['nvic'],
  carsalesTitle: ['carsales_title'],
  status: ['status'],
  soldAt: ['status', 'sold_date_timestamp'],
  itemType: ['item_type'],
  tag: ['tag'],
  dealerReserved: ['reserved'],
  certified: ['certified'],
  preorder: ['preorder'],
  badge: ['badge'],
  series: ['series'],
  simpleBody: ['simple_body', 'body'],
  simpleFuel: ['simple_fuel', 'fuel'],
  drive: ['drive'],
  interiorColour: ['interior_colour'],
  simpleTransmission: ['simple_transmission', 'trans'],
  priceType: ['price_type'],
  beforePrice: ['before_price'],
  offerPrice: ['offer_price'],
  subscriptionPrice: ['subscription_price'],
  seats: ['seats'],
  doors: ['doors'],
  regplate: ['regplate'],
  regoExpiry: ['rego_expiry'],
  complianceDate: ['compliance_date'],
  buildDate: ['build_date'],
  engineSize: ['engine_size'],
  historyReportUrl: ['file'],
  privateSuburb: ['private_suburb'],
  privatePostcode: ['private_postcode'],
  images: ['images'],
  dealerComments: ['dealercomments'],
  standardEquipment: ['standardEquipment'],
  showOnDealerWebsite: ['show_on_dealer_website'],
};

/** The feed field of each variant and specification field of a car. */
const variantColumns: Record<keyof CarVariant, FeedField> = {
  enginesize: 'enginesize',
  enginesizeLitres: 'enginesize_litres',
  cylinders: 'cylinders',
  induction: 'induction',
  geartype: 'geartype',
  fuelconsumptioncombined: 'fuelconsumptioncombined',
  fuelcapacity: 'fuelcapacity',
  grossvehiclemass: 'grossvehiclemass',
  vehiclelength: 'vehiclelength',
  vehicleheight: 'vehicleheight',
  vehiclewidth: 'vehiclewidth',
  towingcapacitybraked: 'towingcapacitybraked',
  torque: 'torque',
  ancaprating: 'ancaprating',
  bodyconfiguration: 'bodyconfiguration',
};
const specificationColumns: Record<keyof CaravanSpecifications, FeedField> = {
  bodyWidth: 'body_width',
  bodyLength: 'body_length',
  tareWeight: 'tare_weight',
  axleType: 'axle_type',
  sleeps: 'sleeps',
  aggregateTrailerMass: 'aggregate_trailer_mass',
};

/** An object's fields the feed carries from `fresh`, the others from `stored`; null when empty. */
function mergeCarried<T extends object>(
  fresh: T | null,
  stored: T | null,
  fieldColumns: Record<keyof T, FeedField>,
  columns: ReadonlySet<FeedField>,
): T | null {
  const merged = {} as Record<keyof T, unknown>;
  for (const key of Object.keys(fieldColumns) as (keyof T)[]) {
    const source = columns.has(fieldColumns[key]) ? fresh : stored;
    merged[key] = source?.[key] ?? null;
  }
  return Object.values(merged).some((v) => v !== null) ? (merged as T) : null;
}

/**
 * A merge changes only what the feed carries: each field of the stored car whose columns the
 * feed leaves out keeps its stored value (a column carried empty clears it).
 */
export function keepUncarried(fresh: Car, stored: Car, columns: ReadonlySet<FeedField>): Car {
  const kept: Car = { ...fresh };
  for (const [field, sources] of Object.entries(carFieldColumns) as [
    keyof Car,
    readonly FeedField[],
  ][]) {
    if (!sources.some((column) => columns.has(column))) {
      (kept as Record<keyof Car, unknown>)[field] = stored[field];
    }
  }
  kept.variant = mergeCarried(fresh.variant, stored.variant, variantColumns, columns);
  kept.specifications = mergeCarried(
    fresh.specifications,
    stored.specifications,
    specificationColumns,
    columns,
  );
  kept.reserved = carReserved(kept);
  return kept;
}

function feedCarOf(car: FeedCar, place: FeedCarPlace, now: Date): Car {
  const { stored } = place;
  const name = car.name ?? feedCarName(car);
  const soldAt =
    car.status !== 'sold'
      ? null
      : car.sold_date_timestamp !== undefined
        ? new Date(car.sold_date_timestamp * 1000)
        : stored?.status === 'sold' && stored.soldAt
          ? stored.soldAt
          : now;
  const storedImages = new Map((stored?.images ?? []).map((image) => [image.url, image]));
  return {
    id: place.id,
    slug: car.slug ?? stored?.slug ?? vehicleSlugOf({ name, stocknum: car.stocknum }),
    name,
    stocknum: car.stocknum,
    vin: car.vin ?? null,
    nvic: car.nvic ?? null,
    status: car.status,
    soldAt,
    carType: car.car_type,
    itemType: car.item_type,
    tag: car.tag ?? null,
    // the dealer's word; an online hold of the stored car stays
    reserved: carReserved({
      dealerReserved: car.reserved,
      reservationHeld: stored?.reservationHeld ?? false,
    }),
    dealerReserved: car.reserved,
    reservationHeld: stored?.reservationHeld ?? false,
    certified: car.certified,
    preorder: car.preorder,
    make: car.make,
    model: car.model,
    badge: car.badge ?? null,
    series: car.series ?? null,
    body: car.body,
    simpleBody: car.simple_body ?? simpleBodyOf(car.body)!,
    fuel: car.fuel,
    simpleFuel: car.simple_fuel ?? simpleFuelOf(car.fuel)!,
    drive: car.drive ?? '',
    colour: car.colour,
    interiorColour: car.interior_colour ?? null,
    transmission: car.trans,
    simpleTransmission: car.simple_transmission ?? simpleTransmissionOf(car.trans)!,
    km: car.km,
    year: car.year,
    price: Math.round(car.price),
    priceType: car.price_type ?? null,
    beforePrice: car.before_price === undefined ? null : Math.round(car.before_price),
    offerPrice: car.offer_price === undefined ? null : Math.round(car.offer_price),
    subscriptionPrice:
      car.subscription_price === undefined ? null : Math.round(car.subscription_price),
    seats: car.seats ?? null,
    doors: car.doors ?? null,
    regplate: car.regplate ?? null,
    regoExpiry: car.rego_expiry ?? null,
    complianceDate: car.compliance_date ?? null,
    buildDate: car.build_date ?? null,
    engineSize: car.engine_size ?? null,
    views: stored?.views ?? 0,
    historyReportUrl: car.file ?? null,
    createdAt: stored?.createdAt ?? now,
    updatedAt: now,
    dealershipId: place.dealershipId,
    locationId: place.locationId,
    privateSuburb: car.private_suburb ?? null,
    privatePostcode: car.private_postcode ?? null,
    carsalesTitle: car.carsales_title ?? null,
    images: car.images.map((url, i) => {
      const before = storedImages.get(url);
      return {
        url,
        width: before?.width ?? 800,
        height: before?.height ?? 600,
        alt: `${name}, photo ${i + 1}`,
      };
    }),
    dealerComments: car.dealercomments ?? null,
    standardEquipment: car.standardEquipment,
    showOnDealerWebsite: car.show_on_dealer_website,
    paymentProcessors: stored?.paymentProcessors ?? [],
    financeLenders: stored?.financeLenders ?? {},
    autograb: stored?.autograb ?? null,
    youxQuote: stored?.youxQuote ?? null,
    specifications: specificationsOf(car),
    variant: variantOf(car),
  };
}

/** The site's part of a feed car's place: its dealerships and their locations. */
export interface FeedSitePlaces {
  dealershipIds: readonly number[];
  /** the site's locations, the one a car goes to by default first */
  locations: readonly Pick<Location, 'id' | 'dealershipId' | 'slug' | 'name' | 'locationType'>[];
}

/**
 * Where a feed car is kept: the location the row names (`location_id`, or `location` by id,
 * slug or name), else the sales location of the dealership it names (`dealership_id`), else
 * where the stored car is, else the site's first sales location. A place that is not the
 * site's rejects the row.
 */
export function feedCarLocation(
  row: number,
  car: Pick<FeedCar, 'location' | 'location_id' | 'dealership_id'>,
  places: FeedSitePlaces,
  stored: Pick<Car, 'dealershipId' | 'locationId'> | null,
): { dealershipId: number; locationId: number } | RejectedFeedRow {
  const ofSite = places.locations.filter((l) => places.dealershipIds.includes(l.dealershipId));
  const salesFirst = (list: typeof ofSite) =>
    list.find((l) => l.locationType === 'sales') ?? list[0];
  const at = (l: (typeof ofSite)[number]) => ({ dealershipId: l.dealershipId, locationId: l.id });
  if (car.location_id !== undefined) {
    const named = ofSite.find((l) => l.id === car.location_id);
    return named
      ? at(named)
      : { row, field: 'location_id', reason: 'No location of this site has this id' };
  }
  if (car.location !== undefined) {
    const wanted = car.location.toLowerCase();
    const named =
      ofSite.find(
        (l) => String(l.id) === wanted || l.slug === wanted || l.name.toLowerCase() === wanted,
      ) ??
      // the name the site shows ('Southern Cross Parramatta' for its ' - Sales' location)
      salesFirst(
        ofSite.filter((l) => placeName(l.name).toLowerCase() === wanted || placeSlug(l) === wanted),
      );
    return named
      ? at(named)
      : {
          row,
          field: 'location',
          reason: 'No location of this site has this id, slug or name',
        };
  }
  if (car.dealership_id !== undefined) {
    const named = salesFirst(ofSite.filter((l) => l.dealershipId === car.dealership_id));
    return named
      ? at(named)
      : { row, field: 'dealership_id', reason: 'No dealership of this site has this id' };
  }
  if (stored && ofSite.some((l) => l.id === stored.locationId)) {
    return { dealershipId: stored.dealershipId, locationId: stored.locationId };
  }
  const first = salesFirst(ofSite);
  return first ? at(first) : { row, field: 'location', reason: 'The site has no location' };
}
