import { z } from 'zod';
import { australianStates } from './australian-states';

export { type AustralianState, australianStates } from './australian-states';

// Domain entities (spec §3). Feed and storage shapes are reshaped into these in one place
// (store/reshape.ts); nothing downstream sees a vendor or row shape.

export const carStatuses = ['in_stock', 'coming_soon', 'sold'] as const;
export const carTypes = ['new', 'demo', 'used'] as const;
export const itemTypes = ['car', 'caravan'] as const;
// 'Not Applicable' is for towed items (caravans, camper trailers) that have no engine.
export const simpleFuels = [
  'Petrol',
  'Diesel',
  'Electric',
  'Hybrid',
  'PHEV',
  'LPG',
  'Not Applicable',
] as const;
export const simpleTransmissions = ['Automatic', 'Manual', 'Not Applicable'] as const;
export const drives = ['FWD', 'RWD', 'AWD', '4WD', '4X2', 'Single Axle', 'Tandem Axle'] as const;
// spec §9 body types, plus the towed bodies of the caravan template
export const bodyTypes = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
  'caravan',
  'popTop',
  'camperTrailer',
] as const;
export const locationTypes = ['sales', 'service', 'parts'] as const;
export const financeProviders = [
  'Taurus',
  '360 Finance',
  'AusLoans',
  'Manual',
  'Angle',
  'Powertorque',
  'Nissan Finance',
] as const;

export const carImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});

// spec §3 finance_lenders, keyed by provider
export const financeLenderSchema = z.object({
  financeProvider: z.enum(financeProviders),
  interestRate: z.number().nullable(),
  comparisonRate: z.number().nullable(),
  paymentWeek: z.number().nullable(),
  paymentMonth: z.number().nullable(),
  balloon: z.number(),
  deposit: z.number(),
  termYears: z.number(),
  termWeeks: z.number(),
  termMonths: z.number(),
  establishmentFees: z.number(),
  totalPayable: z.number().nullable(),
  disclaimer: z.string(),
  /**
   * spec §3 finance_lenders term{N}: the weekly repayment over a term of N months, keyed
   * 'term36', 'term48'... (a lender that quotes one term only has none)
   */
  terms: z.record(z.string().regex(/^term[1-9]\d{0,2}$/), z.number().nonnegative()).optional(),
});

export const autograbSchema = z.object({
  stateAverageMarketPrice: z.number().nullable(),
  averageMarketPrice: z.number().nullable(),
});

export const youxQuoteSchema = z.object({
  weeklyRepaymentAmount: z.number(),
  advertisedRate: z.number(),
  comparisonRate: z.number(),
});

// spec §3 caravan specifications (metres and kilograms)
export const caravanSpecificationsSchema = z.object({
  bodyWidth: z.number().nullable(),
  bodyLength: z.number().nullable(),
  tareWeight: z.number().nullable(),
  axleType: z.string().nullable(),
  sleeps: z.number().int().nullable(),
  aggregateTrailerMass: z.number().nullable(),
});

// spec §3 Car variant
export const carVariantSchema = z.object({
  enginesize: z.number().nullable(),
  enginesizeLitres: z.number().nullable(),
  cylinders: z.number().int().nullable(),
  induction: z.string().nullable(),
  geartype: z.string().nullable(),
  fuelconsumptioncombined: z.number().nullable(),
  fuelcapacity: z.number().nullable(),
  grossvehiclemass: z.number().nullable(),
  vehiclelength: z.number().nullable(),
  vehicleheight: z.number().nullable(),
  vehiclewidth: z.number().nullable(),
  towingcapacitybraked: z.number().nullable(),
  torque: z.number().nullable(),
  ancaprating: z.number().int().nullable(),
  bodyconfiguration: z.string().nullable(),
});

export const carSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  stocknum: z.string().min(1),
  vin: z.string().nullable(),
  nvic: z.string().nullable(),
  status: z.enum(carStatuses),
  soldAt: z.date().nullable(),
  carType: z.enum(carTypes),
  itemType: z.enum(itemTypes),
  tag: z.string().nullable(),
  /** spec §4 shown as Reserved: the dealer says so or a reservation holds it (carReserved) */
  reserved: z.boolean(),
  /** the dealer's word: the feed's or the stock API's reserved flag */
  dealerReserved: z.boolean(),
  /** a live online reservation holds the car (held or confirmed) */
  reservationHeld: z.boolean(),
  certified: z.boolean(),
  preorder: z.boolean(),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullable(),
  series: z.string().nullable(),
  body: z.string(),
  simpleBody: z.enum(bodyTypes),
  fuel: z.string(),
  simpleFuel: z.enum(simpleFuels),
  drive: z.string(),
  colour: z.string(),
  interiorColour: z.string().nullable(),
  transmission: z.string(),
  simpleTransmission: z.enum(simpleTransmissions),
  km: z.number().int().nonnegative(),
  year: z.number().int(),
  price: z.number().nonnegative(),
  priceType: z.string().nullable(),
  beforePrice: z.number().nullable(),
  offerPrice: z.number().nullable(),
  subscriptionPrice: z.number().nullable(),
  seats: z.number().int().nullable(),
  doors: z.number().int().nullable(),
  regplate: z.string().nullable(),
  regoExpiry: z.string().nullable(), // ISO date
  complianceDate: z.string().nullable(), // YYYY-MM
  buildDate: z.string().nullable(), // YYYY-MM
  engineSize: z.string().nullable(),
  views: z.number().int().nonnegative(),
  historyReportUrl: z.string().nullable(), // spec §3 'file'
  createdAt: z.date(),
  updatedAt: z.date(),
  dealershipId: z.number().int(),
  locationId: z.number().int(),
  privateSuburb: z.string().nullable(),
  privatePostcode: z.string().nullable(),
  /** spec §3 carsales_title: the listing title the dealer's system gives (null: made from the car) */
  carsalesTitle: z.string().nullable(),
  images: z.array(carImageSchema),
  dealerComments: z.string().nullable(),
  standardEquipment: z.array(z.string()),
  showOnDealerWebsite: z.boolean(),
  paymentProcessors: z.array(z.string()),
  financeLenders: z.partialRecord(z.enum(financeProviders), financeLenderSchema),
  autograb: autograbSchema.nullable(),
  youxQuote: youxQuoteSchema.nullable(),
  specifications: caravanSpecificationsSchema.nullable(),
  variant: carVariantSchema.nullable(),
});

export const openingHourSchema = z.object({
  weekday: z.number().int().min(0).max(6), // 0 Sunday .. 6 Saturday
  status: z.enum(['Open', 'Closed']),
  open: z.string().nullable(), // 'HH:MM' 24h
  close: z.string().nullable(),
  formattedHours: z.string(), // e.g. '8:30 am - 5:30 pm' or 'Closed'
});

export const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.enum(australianStates),
  postcode: z.string().regex(/^\d{4}$/),
  lat: z.number(),
  long: z.number(),
  placeUrl: z.string().nullable(),
  /** spec §3 address.place_id: the maps provider's id of the place (its directions and reviews) */
  placeId: z.string().trim().min(1).nullable().optional(),
  /** spec §3 address.map_key: the location's own map (the embed key its maps provider gives it) */
  mapKey: z.string().trim().min(1).nullable().optional(),
});

export const locationSchema = z.object({
  id: z.number().int().positive(),
  dealershipId: z.number().int(),
  slug: z.string(),
  name: z.string(), // e.g. 'Sunshine Toyota - Sales'
  primary: z.boolean(),
  locationType: z.enum(locationTypes),
  locationSubtype: z.array(z.string()),
  manufacturers: z.array(z.string()),
  visible: z.boolean(),
  dealerLicenseNumber: z.string().nullable(),
  motorVehicleRepairer: z.string().nullable(),
  image: z.object({ url: z.string(), thumbUrl: z.string() }).nullable(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int().nonnegative(),
  distributionLocations: z.array(z.string()),
  address: addressSchema,
  phone: z.string(),
  landlinePhone: z.string().nullable(),
  timezone: z.string(), // IANA, e.g. 'Australia/Perth'
  openingHours: z.array(openingHourSchema),
});

export type Car = z.infer<typeof carSchema>;
export type CarImage = z.infer<typeof carImageSchema>;
export type CarStatus = (typeof carStatuses)[number];
export type CarType = (typeof carTypes)[number];
export type BodyType = (typeof bodyTypes)[number];
export type SimpleFuel = (typeof simpleFuels)[number];
export type FinanceProvider = (typeof financeProviders)[number];
export type FinanceLender = z.infer<typeof financeLenderSchema>;
export type CaravanSpecifications = z.infer<typeof caravanSpecificationsSchema>;
export type CarVariant = z.infer<typeof carVariantSchema>;
export type Location = z.infer<typeof locationSchema>;
export type OpeningHour = z.infer<typeof openingHourSchema>;
export type Address = z.infer<typeof addressSchema>;
