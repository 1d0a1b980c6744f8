import { formatNumber } from '@dealer/design-system/format';
import { profileOf, type DemoCatalogue, type TemplateName } from '@dealer/template-profiles';
import {
  type AustralianState,
  type Car,
  type CarType,
  type FinanceLender,
  type FinanceProvider,
  type Location,
  type OpeningHour,
  carSchema,
  locationSchema,
} from '../domain/entities';
import { slugOf } from '../domain/slug';
import { LENDER_TERM_MONTHS, lenderTermKey } from '../domain/spec-fields';
import { vehicleSlugOf } from '../domain/vehicle-page';
import {
  type CatalogueModel,
  equipmentPool,
  exteriorColours,
  interiorColours,
  otherMakeModels,
  toyotaModels,
  worldManufacturerIds,
} from './car-catalogue';
import {
  type CaravanModel,
  caravanColours,
  caravanEquipmentPool,
  caravanModels,
} from './caravan-catalogue';
import {
  type DealershipPlace,
  dealershipPlaces,
  fallbackPlaces,
  regoPlatePatterns,
} from './places';
import { type Random, createRandom, hashSeed } from './random';

// The seeded demo-data generator: the same site and reference day give the same stock on every
// machine. It covers every state the spec's rules need (spec §3, §4, §5): sold recently and
// long ago, coming soon, reserved, preorder, price 0, offer and was-prices, subscription prices,
// finance lenders per provider, market prices, history reports and cars hidden from the website.

/** Bump when the generator's output changes, so `npm start` reloads the demo data. */
export const DEMO_DATA_VERSION = 4;

export interface DemoSiteInput {
  slug: string;
  /** the site's template: its profile names the demo catalogue and the stock mix */
  template: TemplateName;
  dealerships: readonly { id: number; slug: string; name: string; make?: string | null }[];
  /** the stock size; null or absent: 200 per dealership */
  demoStockCount?: number | null;
  /** drawn pictures, or raster photos of a dealer's size (site config `demoPhotos`) */
  demoPhotos?: 'drawn' | 'raster';
  /** spec §9 the site's advertised finance its cars' lenders quote (site config finance) */
  finance?: { advertisedRate?: AdvertisedRate | null };
}

/** spec §9 an advertised finance rate (site config `finance.advertisedRate`). */
export interface AdvertisedRate {
  interestRate: number;
  comparisonRate: number;
  depositPercent: number;
  termYears: number;
}

export interface DemoData {
  locations: Location[];
  cars: Car[];
}

/** A demo site's stock size: its own (site config `demoStockCount`), else 200 per dealership. */
export function demoCarCount(site: Pick<DemoSiteInput, 'demoStockCount' | 'dealerships'>): number {
  return site.demoStockCount ?? 200 * site.dealerships.length;
}

/** The models a franchise dealer sells new: its make's. */
function franchiseModels(make: string): readonly CatalogueModel[] {
  return [...toyotaModels, ...otherMakeModels].filter((model) => model.make === make);
}

const catalogueOf = (site: Pick<DemoSiteInput, 'template'>): DemoCatalogue =>
  profileOf(site.template).demo;

const DAY = 86_400_000;
const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** '8:30 am' from '08:30'. */
export function formatClockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

function hours(weekday: number, open: string | null, close: string | null): OpeningHour {
  if (!open || !close) {
    return { weekday, status: 'Closed', open: null, close: null, formattedHours: 'Closed' };
  }
  return {
    weekday,
    status: 'Open',
    open,
    close,
    formattedHours: `${formatClockTime(open)} - ${formatClockTime(close)}`,
  };
}

const weeklyHours = {
  sales: (sunday: boolean) => [
    hours(0, sunday ? '10:00' : null, sunday ? '16:00' : null),
    ...[1, 2, 3, 4, 5].map((d) => hours(d, '08:30', '17:30')),
    hours(6, '08:30', '16:00'),
  ],
  service: () => [
    hours(0, null, null),
    ...[1, 2, 3, 4, 5].map((d) => hours(d, '07:30', '17:30')),
    hours(6, '08:00', '12:00'),
  ],
  parts: () => [
    hours(0, null, null),
    ...[1, 2, 3, 4, 5].map((d) => hours(d, '08:00', '17:00')),
    hours(6, '08:00', '12:00'),
  ],
};

function placeFor(dealership: { slug: string }, index: number): DealershipPlace {
  const known = dealershipPlaces[dealership.slug];
  if (known) return known;
  const fallback = fallbackPlaces[index % fallbackPlaces.length]!;
  return { ...fallback, dealerLicence: `DL ${10000 + index}`, motorRepairer: null };
}

function generateLocations(site: DemoSiteInput, random: Random): Location[] {
  const catalogue = catalogueOf(site);
  const locations: Location[] = [];
  site.dealerships.forEach((dealership, index) => {
    const place = placeFor(dealership, index);
    const types = ['sales', 'service', 'parts'] as const;
    types.forEach((type, typeIndex) => {
      const label = type === 'sales' ? 'Sales' : type === 'service' ? 'Service' : 'Parts';
      const name = `${dealership.name} - ${label}`;
      const slug = slugOf(name);
      const phone =
        type === 'sales' ? place.phone : type === 'service' ? place.servicePhone : place.partsPhone;
      const rating = Math.round((4.1 + random.next() * 0.8) * 10) / 10;
      locations.push({
        id: dealership.id * 100 + typeIndex + 1,
        dealershipId: dealership.id,
        slug,
        name,
        primary: index === 0 && type === 'sales',
        locationType: type,
        locationSubtype: type === 'sales' && catalogue.buyingLocations ? ['buying'] : [],
        manufacturers: dealership.make ? [dealership.make] : [],
        visible: true,
        dealerLicenseNumber: place.dealerLicence,
        motorVehicleRepairer: type === 'parts' ? null : place.motorRepairer,
        image: { url: `/media/location/${slug}.svg`, thumbUrl: `/media/location/${slug}.svg` },
        averageRating: rating,
        reviewCount: random.int(40, 620),
        // spec §5: a 'distribution location' field when the car's location has some
        distributionLocations:
          type === 'sales' && index === 0 ? [...catalogue.distributionLocations] : [],
        address: {
          street: place.street,
          city: place.city,
          state: place.state,
          postcode: place.postcode,
          lat: place.lat,
          long: place.long,
          placeUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
            `${place.street}, ${place.city} ${place.state} ${place.postcode}`,
          )}`,
        },
        phone,
        landlinePhone: type === 'sales' ? place.phone : null,
        timezone: place.timezone,
        openingHours:
          type === 'sales'
            ? weeklyHours.sales(catalogue.sundayTradingEverywhere || index === 0)
            : type === 'service'
              ? weeklyHours.service()
              : weeklyHours.parts(),
      });
    });
  });
  return locations.map((l) => locationSchema.parse(l));
}

/** Rounds a price the way dealers advertise it: to the thousand, less ten ($34,990). */
export function advertisedPrice(amount: number): number {
  return Math.max(990, Math.round(amount / 1000) * 1000 - 10);
}

function weeklyRepayment(principal: number, annualRate: number, weeks: number, balloon: number) {
  const r = annualRate / 100 / 52;
  if (r === 0) return (principal - balloon) / weeks;
  const factor = (1 + r) ** weeks;
  return ((principal - balloon / factor) * r * factor) / (factor - 1);
}

/** A lender's quote for a car at a rate: its payments over its term and each term{N}. */
export function lenderQuote(
  provider: FinanceProvider,
  price: number,
  rates: { interestRate: number; comparisonRate: number; termYears: number; deposit: number },
): FinanceLender {
  const { interestRate: rate, comparisonRate: comparison, termYears, deposit } = rates;
  const establishmentFees = provider === 'Taurus' ? 1360.5 : provider === 'Manual' ? 395 : 0;
  const balloon = provider === 'Angle' ? 0 : Math.round(price * (provider === 'Manual' ? 0.3 : 0));
  const principal = price - deposit + establishmentFees;
  const weekly = weeklyRepayment(principal, rate, termYears * 52, balloon);
  const cents = (amount: number) => Math.round(amount * 100) / 100;
  // spec §3 term{N}: the weekly repayment over each term a lender quotes (weekly lenders only)
  const terms =
    provider === 'Nissan Finance'
      ? undefined
      : Object.fromEntries(
          LENDER_TERM_MONTHS.map((months) => [
            lenderTermKey(months),
            cents(weeklyRepayment(principal, rate, (months / 12) * 52, balloon)),
          ]),
        );
  return {
    financeProvider: provider,
    interestRate: rate,
    comparisonRate: comparison,
    paymentWeek: provider === 'Nissan Finance' ? null : cents(weekly),
    paymentMonth: cents((weekly * 52) / 12),
    balloon,
    deposit,
    termYears,
    termWeeks: termYears * 52,
    termMonths: termYears * 12,
    establishmentFees,
    totalPayable: cents(weekly * 52 * termYears + balloon),
    disclaimer: `Example based on a ${termYears}-year secured loan of $30,000${
      deposit > 0 ? '' : ' with no deposit'
    } at ${rate.toFixed(2)}% p.a. with a comparison rate of ${comparison.toFixed(
      2,
    )}% p.a. Fees and charges apply; subject to lender approval. WARNING: This comparison rate is true only for the example given and may not include all fees and charges.`,
    ...(terms ? { terms } : {}),
  };
}

function financeLender(
  provider: FinanceProvider,
  price: number,
  age: number,
  random: Random,
): FinanceLender {
  const rate = Math.round((6.49 + age * 0.35 + random.next() * 2) * 100) / 100;
  const comparison = Math.round((rate + 0.8 + random.next()) * 100) / 100;
  const quote = lenderQuote(provider, price, {
    interestRate: rate,
    comparisonRate: comparison,
    termYears: 5,
    deposit: 0,
  });
  const missingRate = random.chance(0.05);
  return missingRate ? { ...quote, interestRate: null, comparisonRate: null } : quote;
}

/**
 * spec §9 a site's advertised finance ('6.29% p.a. (comparison 8.19%), no deposit, 5 years'):
 * every lender quote of its cars at that rate, deposit and term. Applied after the cars are
 * drawn, so the seeded draws (and every other site's stock) stay as they were; a lender with no
 * rates (spec §5: no finance shown) keeps none.
 */
export function applyAdvertisedRate(cars: Car[], rate: AdvertisedRate | null | undefined): void {
  if (!rate) return;
  for (const car of cars) {
    if (!(car.price > 0)) continue;
    for (const [provider, lender] of Object.entries(car.financeLenders) as [
      FinanceProvider,
      FinanceLender,
    ][]) {
      if (lender.interestRate === null || lender.comparisonRate === null) continue;
      car.financeLenders[provider] = lenderQuote(provider, car.price, {
        interestRate: rate.interestRate,
        comparisonRate: rate.comparisonRate,
        termYears: rate.termYears,
        deposit: Math.round((car.price * rate.depositPercent) / 100),
      });
    }
  }
}

function providersFor(
  site: DemoSiteInput,
  dealershipIndex: number,
  make: string,
): FinanceProvider[] {
  const { financeLenders, lenderTurnBySite } = catalogueOf(site);
  const turn = (lenderTurnBySite ? hashSeed(site.slug) : 0) + dealershipIndex;
  const base = financeLenders[turn % financeLenders.length] as FinanceProvider;
  return make === 'Nissan' ? [base, 'Nissan Finance'] : [base];
}

function fromPattern(pattern: string, random: Random): string {
  return [...pattern]
    .map((ch) =>
      ch === 'L' ? random.pick([...LETTERS]) : ch === 'D' ? String(random.int(0, 9)) : ch,
    )
    .join('');
}

function vin(make: string, year: number, random: Random): string {
  const wmi = worldManufacturerIds[make] ?? '6XX';
  const yearCode = 'ABCDEFGHJKLMNPRSTVWXY123456789'[(year - 2010 + 30) % 30]!;
  let rest = '';
  for (let i = 0; i < 14; i += 1) rest += i === 6 ? yearCode : random.pick([...VIN_ALPHABET]);
  return `${wmi}${rest}`.slice(0, 17);
}

function seriesFor(model: CatalogueModel, year: number) {
  return model.series.find((s) => s.from <= year && year <= s.to) ?? null;
}

function yearRange(model: CatalogueModel): [number, number] {
  return [Math.min(...model.series.map((s) => s.from)), Math.max(...model.series.map((s) => s.to))];
}

function dealerComments(parts: string[], random: Random): string | null {
  if (random.chance(0.08)) return null;
  return parts.filter(Boolean).join('|');
}

interface CarContext {
  site: DemoSiteInput;
  dealershipIndex: number;
  dealership: DemoSiteInput['dealerships'][number];
  location: Location;
  id: number;
  seq: number;
  now: Date;
  random: Random;
}

/** The state every car gets, independent of what kind of vehicle it is. */
function lifecycle(ctx: CarContext, carType: CarType) {
  const { random, now } = ctx;
  const roll = random.next();
  const status = roll < 0.12 ? 'sold' : roll < 0.16 ? 'coming_soon' : 'in_stock';
  const ageDays = random.chance(0.12) ? random.int(0, 7) : random.int(8, 160);
  const createdAt = new Date(now.getTime() - ageDays * DAY - random.int(0, 86_000) * 1000);
  let soldAt: Date | null = null;
  if (status === 'sold') {
    // spec §4: some sold within the visibility window (default 3 days), most long ago
    const soldDaysAgo = random.chance(0.4) ? random.int(0, 2) : random.int(4, 200);
    soldAt = new Date(
      Math.max(
        createdAt.getTime() + DAY,
        now.getTime() - soldDaysAgo * DAY - random.int(0, 40_000) * 1000,
      ),
    );
    if (soldAt.getTime() > now.getTime()) soldAt = new Date(now.getTime() - 3_600_000);
  }
  const preorder = carType === 'new' && status === 'coming_soon' && random.chance(0.4);
  return {
    status: status as Car['status'],
    soldAt,
    createdAt,
    updatedAt: soldAt ?? new Date(createdAt.getTime() + random.int(0, 5) * DAY),
    reserved: status === 'in_stock' && random.chance(0.04),
    preorder,
    showOnDealerWebsite: !random.chance(0.03),
    views: Math.floor(random.next() ** 2 * 650),
  };
}

function pricing(
  ctx: CarContext,
  basePrice: number,
  state: ReturnType<typeof lifecycle>,
  subscription: boolean,
) {
  const { random } = ctx;
  const noPrice = state.preorder || (state.status === 'in_stock' && random.chance(0.02));
  const price = noPrice ? 0 : advertisedPrice(basePrice);
  let offerPrice: number | null = null;
  let beforePrice: number | null = null;
  if (price > 0 && state.status !== 'sold') {
    if (random.chance(0.08)) offerPrice = price - random.int(1, 6) * 500;
    const wasRoll = random.next();
    // spec §4: was-price only shows when the earlier price is higher; some rows test the other case
    if (wasRoll < 0.1) beforePrice = price + random.int(1, 10) * 500;
    else if (wasRoll < 0.12) beforePrice = price - random.int(1, 4) * 500;
  }
  const subscriptionPrice =
    subscription && price > 0 && random.chance(0.12) ? Math.round(price / 190 + 55) : null;
  return { price, offerPrice, beforePrice, subscriptionPrice };
}

/** The raster demo photos made on first use (media/demo-photos): a pool the cars take turns at. */
export const DEMO_PHOTO_POOL = 12;
const RASTER_PHOTOS_A_CAR = 12;

function images(ctx: CarContext, name: string, min: number, max: number, views: readonly string[]) {
  if (ctx.random.chance(0.03)) return [];
  const count = ctx.random.int(min, max);
  if (ctx.site.demoPhotos === 'raster') {
    // as a dealer's feed brings them: 12 photos a car at 2400 x 1600
    return Array.from({ length: RASTER_PHOTOS_A_CAR }, (_, i) => ({
      url: `/media/photo/demo-${(ctx.id * 7 + i) % DEMO_PHOTO_POOL}.jpg`,
      width: 2400,
      height: 1600,
      alt: `${name}, ${views[i % views.length]}`,
    }));
  }
  return Array.from({ length: count }, (_, i) => ({
    url: `/media/vehicle/${ctx.id}/${i + 1}.svg`,
    width: 800,
    height: 600,
    alt: `${name}, ${views[i % views.length]}`,
  }));
}

const carViews = [
  'front three-quarter view',
  'side view',
  'rear three-quarter view',
  'front view',
  'rear view',
  'interior',
  'dashboard',
  'boot',
];
const caravanViews = [
  'exterior',
  'side view',
  'front view',
  'interior',
  'kitchen',
  'bedroom',
  'bathroom',
  'awning',
];

function rego(ctx: CarContext, carType: CarType, state: AustralianState) {
  const { random, now } = ctx;
  if (carType === 'new' || (carType === 'used' && random.chance(0.1))) {
    return { regplate: null, regoExpiry: null };
  }
  const future = carType === 'demo' || random.chance(0.8);
  const days = future ? random.int(20, 340) : -random.int(5, 200);
  const expiry = new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  return {
    regplate: fromPattern(random.pick(regoPlatePatterns[state]), random),
    regoExpiry: expiry,
  };
}

function generateCar(ctx: CarContext): Car {
  const { site, random, dealership, location, id, seq, now } = ctx;
  const refYear = now.getUTCFullYear();
  const catalogue = catalogueOf(site);
  const carType: CarType = random.weighted(catalogue.stockMix);
  const pool = catalogue.franchiseMake
    ? carType === 'used' && random.chance(catalogue.otherMakeShare)
      ? otherMakeModels
      : franchiseModels(catalogue.franchiseMake)
    : [...otherMakeModels, ...toyotaModels];
  const eligible = carType === 'used' ? pool : pool.filter((m) => yearRange(m)[1] >= refYear);
  const model = random.weighted(eligible.map((m) => [m, m.popularity] as const));
  const [firstYear, lastYear] = yearRange(model);
  const age =
    carType === 'new'
      ? 0
      : carType === 'demo'
        ? random.int(0, 1)
        : random.weighted([
            [1, 3],
            [2, 5],
            [3, 6],
            [4, 6],
            [5, 5],
            [6, 4],
            [7, 4],
            [8, 3],
            [9, 2],
            [10, 2],
            [12, 1],
            [14, 1],
          ] as const);
  const year = Math.min(lastYear, Math.max(firstYear, refYear - age));
  const realAge = refYear - year;
  const series = seriesFor(model, year);
  const [badge, badgeStep] = random.pick(model.badges);
  const powertrain = random.pick(model.powertrains);
  const drive = random.pick(model.drives);
  const colour = random.weighted(exteriorColours);
  const km =
    carType === 'new'
      ? random.int(5, 45)
      : carType === 'demo'
        ? random.int(800, 9500)
        : realAge * random.int(8000, 20000) + random.int(0, 6000);
  const state = lifecycle(ctx, carType);
  const base = model.newPrice + badgeStep;
  const depreciated =
    carType === 'new'
      ? base
      : carType === 'demo'
        ? base * 0.93
        : base *
          0.87 ** realAge *
          Math.min(1.08, Math.max(0.78, 1 - (km - realAge * 15000) / 400_000));
  const prices = pricing(ctx, depreciated, state, true);
  const name = `${year} ${model.make} ${model.model} ${badge}`;
  const letter = carType === 'new' ? 'N' : carType === 'demo' ? 'D' : 'U';
  const stocknum = `${letter}${dealership.id}${String(seq).padStart(4, '0')}`;
  const certified =
    catalogue.certifiedUsed &&
    model.make === catalogue.franchiseMake &&
    carType === 'used' &&
    realAge <= 5 &&
    km <= 100_000 &&
    random.chance(0.7);
  const { regplate, regoExpiry } = rego(ctx, carType, location.address.state);
  const compliance = `${year}-${String(random.int(1, 12)).padStart(2, '0')}`;
  const marketAverage =
    carType === 'used' && random.chance(0.6) && prices.price > 0
      ? Math.round((prices.price * (0.94 + random.next() * 0.2)) / 100) * 100
      : null;
  const lenders: Car['financeLenders'] = {};
  if (prices.price > 0 && random.chance(0.85)) {
    for (const provider of providersFor(site, ctx.dealershipIndex, model.make)) {
      lenders[provider] = financeLender(provider, prices.price, realAge, random);
    }
  }
  const equipment = random.chance(0.05) ? [] : random.sample(equipmentPool, random.int(8, 18));
  const tag = state.status !== 'sold' && random.chance(0.1) ? random.pick(catalogue.tags) : null;
  const kmText = formatNumber(km);
  const car: Car = {
    id,
    slug: vehicleSlugOf({ name, stocknum }),
    name,
    stocknum,
    vin: vin(model.make, year, random),
    nvic: carType === 'used' && random.chance(0.7) ? fromPattern('LLDDD', random) : null,
    status: state.status,
    soldAt: state.soldAt,
    carType,
    itemType: 'car',
    tag,
    reserved: state.reserved,
    dealerReserved: state.reserved,
    reservationHeld: false,
    certified,
    preorder: state.preorder,
    make: model.make,
    model: model.model,
    badge,
    series: series?.code ?? null,
    body: model.body,
    simpleBody: model.simpleBody,
    fuel: powertrain.fuel,
    simpleFuel: powertrain.simpleFuel,
    drive,
    colour,
    interiorColour: random.pick(interiorColours),
    transmission: powertrain.transmission,
    simpleTransmission: powertrain.manual ? 'Manual' : 'Automatic',
    km,
    year,
    price: prices.price,
    priceType:
      prices.price > 0
        ? carType === 'used' && random.chance(0.2)
          ? 'Excl. Govt. Charges'
          : 'Drive Away'
        : null,
    beforePrice: prices.beforePrice,
    offerPrice: prices.offerPrice,
    subscriptionPrice: prices.subscriptionPrice,
    seats: model.seats,
    doors: model.doors,
    regplate,
    regoExpiry,
    complianceDate: compliance,
    buildDate: compliance,
    engineSize: powertrain.litres ? powertrain.engine : null,
    views: state.views,
    historyReportUrl: carType === 'used' && random.chance(0.3) ? `/media/history/${id}.pdf` : null,
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
    dealershipId: dealership.id,
    locationId: location.id,
    privateSuburb: null,
    privatePostcode: null,
    carsalesTitle: null,
    images: images(ctx, name, 4, 12, carViews),
    dealerComments: dealerComments(
      [
        `This ${name} is finished in ${colour} and has travelled ${kmText} km.`,
        carType === 'used'
          ? random.pick([
              'Full service history with log books.',
              'One owner from new with both keys.',
              'Serviced on time, every time.',
              'Recently serviced and detailed, ready to drive away.',
            ])
          : 'Covered by the full manufacturer’s new car warranty.',
        equipment.length > 3
          ? `Features include ${equipment.slice(0, 3).join(', ').toLowerCase()} and more.`
          : '',
        certified
          ? 'Certified pre-owned: 90 point inspection, an extra 1-year warranty and 12 months roadside assist.'
          : '',
        `Visit us at ${location.address.street}, ${location.address.city} or call ${location.phone} to book a test drive.`,
      ],
      random,
    ),
    standardEquipment: equipment,
    showOnDealerWebsite: state.showOnDealerWebsite,
    paymentProcessors:
      state.status === 'in_stock' && prices.price > 0 && random.chance(0.75) ? ['stripe'] : [],
    financeLenders: lenders,
    autograb: marketAverage
      ? {
          averageMarketPrice: marketAverage,
          stateAverageMarketPrice:
            Math.round((marketAverage * (0.97 + random.next() * 0.06)) / 100) * 100,
        }
      : null,
    youxQuote:
      prices.price > 0 && random.chance(0.15)
        ? (() => {
            const rate = Math.round((7.49 + realAge * 0.3) * 100) / 100;
            return {
              weeklyRepaymentAmount: Math.round(
                weeklyRepayment(prices.price * 0.9, rate, 260, prices.price * 0.3),
              ),
              advertisedRate: rate,
              comparisonRate: Math.round((rate + 1.1) * 100) / 100,
            };
          })()
        : null,
    specifications: null,
    variant: {
      enginesize: powertrain.litres ? Math.round(powertrain.litres * 1000) : null,
      enginesizeLitres: powertrain.litres,
      cylinders: powertrain.cylinders,
      induction: powertrain.induction,
      geartype: powertrain.transmission,
      fuelconsumptioncombined: powertrain.consumption,
      fuelcapacity: model.fuelCapacity,
      grossvehiclemass: model.gvm,
      vehiclelength: model.dimensions[0],
      vehiclewidth: model.dimensions[1],
      vehicleheight: model.dimensions[2],
      towingcapacitybraked: model.towing,
      torque: powertrain.torque,
      ancaprating: model.ancap,
      bodyconfiguration: model.body,
    },
  };
  if (state.status === 'in_stock' && tag === null && carType === 'demo' && random.chance(0.3)) {
    car.tag = 'Test Drive Only';
  }
  return car;
}

function generateCaravan(ctx: CarContext): Car {
  const { site, random, dealership, location, id, seq, now } = ctx;
  const refYear = now.getUTCFullYear();
  const carType: CarType = random.weighted(catalogueOf(site).stockMix);
  const model: CaravanModel = random.weighted(caravanModels.map((m) => [m, m.popularity] as const));
  const age =
    carType === 'new'
      ? 0
      : random.weighted([
          [1, 3],
          [2, 4],
          [3, 4],
          [4, 3],
          [5, 3],
          [7, 2],
          [9, 1],
          [12, 1],
        ] as const);
  const year = refYear - age;
  const badge = random.pick(model.badges);
  const lengthFeet = random.int(model.lengthFeet[0] * 2, model.lengthFeet[1] * 2) / 2;
  const tare = Math.round(random.int(model.tare[0], model.tare[1]) / 10) * 10;
  const motorhome = model.body === 'Motorhome';
  const state = lifecycle(ctx, carType);
  const depreciated = carType === 'new' ? model.newPrice : model.newPrice * 0.9 ** age;
  const prices = pricing(
    ctx,
    depreciated * (lengthFeet / model.lengthFeet[1]) ** 0.5,
    state,
    false,
  );
  const name = `${year} ${model.make} ${model.model} ${badge} ${lengthFeet}ft`;
  const stocknum = `${carType === 'new' ? 'N' : 'U'}${dealership.id}${String(seq).padStart(4, '0')}`;
  const km = motorhome && carType === 'used' ? age * random.int(6000, 14000) : 0;
  const colour = random.pick(caravanColours);
  const equipment = random.chance(0.05)
    ? []
    : random.sample(caravanEquipmentPool, random.int(8, 16));
  const { regplate, regoExpiry } = rego(ctx, carType, location.address.state);
  const tandem = tare > 1900 || lengthFeet >= 19;
  const lenders: Car['financeLenders'] = {};
  if (prices.price > 0 && random.chance(0.85)) {
    for (const provider of providersFor(site, ctx.dealershipIndex, model.make)) {
      lenders[provider] = financeLender(provider, prices.price, age, random);
    }
  }
  return {
    id,
    slug: vehicleSlugOf({ name, stocknum }),
    name,
    stocknum,
    vin: vin(model.make, year, random),
    nvic: null,
    status: state.status,
    soldAt: state.soldAt,
    carType,
    itemType: 'caravan',
    tag: state.status !== 'sold' && random.chance(0.1) ? random.pick(catalogueOf(site).tags) : null,
    reserved: state.reserved,
    dealerReserved: state.reserved,
    reservationHeld: false,
    certified: false,
    preorder: state.preorder,
    make: model.make,
    model: model.model,
    badge,
    series: null,
    body: model.body,
    simpleBody: model.simpleBody,
    fuel: motorhome ? 'Diesel' : 'Not Applicable',
    simpleFuel: motorhome ? 'Diesel' : 'Not Applicable',
    drive: motorhome ? 'FWD' : tandem ? 'Tandem Axle' : 'Single Axle',
    colour,
    interiorColour: random.pick([
      'Oak Timber Finish',
      'Walnut Timber Finish',
      'White Gloss',
      'Grey Linen',
    ]),
    transmission: motorhome ? '9 Speed Automatic' : 'Not Applicable',
    simpleTransmission: motorhome ? 'Automatic' : 'Not Applicable',
    km,
    year,
    price: prices.price,
    priceType: prices.price > 0 ? 'Drive Away' : null,
    beforePrice: prices.beforePrice,
    offerPrice: prices.offerPrice,
    subscriptionPrice: null,
    seats: motorhome ? 4 : null,
    doors: motorhome ? 3 : 1,
    regplate,
    regoExpiry,
    complianceDate: `${year}-${String(random.int(1, 12)).padStart(2, '0')}`,
    buildDate: `${year}-${String(random.int(1, 12)).padStart(2, '0')}`,
    engineSize: motorhome ? '2.3L' : null,
    views: state.views,
    historyReportUrl: carType === 'used' && random.chance(0.2) ? `/media/history/${id}.pdf` : null,
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
    dealershipId: dealership.id,
    locationId: location.id,
    privateSuburb: null,
    privatePostcode: null,
    carsalesTitle: null,
    images: images(ctx, name, 6, 14, caravanViews),
    dealerComments: dealerComments(
      [
        `The ${model.make} ${model.model} ${badge} is a ${lengthFeet} ft ${model.body.toLowerCase()} that sleeps up to ${model.sleeps[1]}.`,
        model.offRoad
          ? 'Built for the rough stuff with independent suspension and an off-road hitch.'
          : 'Light enough to tow with a family SUV.',
        carType === 'used'
          ? 'Pre-inspected by our service team with a fresh weight certificate.'
          : 'Full manufacturer’s warranty applies.',
        `Inspect it today at ${location.address.street}, ${location.address.city}.`,
      ],
      random,
    ),
    standardEquipment: equipment,
    showOnDealerWebsite: state.showOnDealerWebsite,
    paymentProcessors:
      state.status === 'in_stock' && prices.price > 0 && random.chance(0.75) ? ['stripe'] : [],
    financeLenders: lenders,
    autograb: null,
    youxQuote: null,
    // spec §3 caravan specifications: metres and kilograms
    specifications: {
      bodyWidth: Math.round((2.3 + random.next() * 0.2) * 100) / 100,
      bodyLength: Math.round(lengthFeet * 0.3048 * 100) / 100,
      tareWeight: tare,
      axleType: motorhome ? null : tandem ? 'Tandem Axle' : 'Single Axle',
      sleeps: random.int(model.sleeps[0], model.sleeps[1]),
      aggregateTrailerMass: motorhome ? null : tare + model.payload,
    },
    variant: null,
  };
}

/**
 * Small sites can miss a rare state by chance; this gives each state the spec's rules need at
 * least one car, changing a few ordinary in-stock cars the same way every run.
 */
function guaranteeRuleStates(cars: Car[], now: Date): void {
  const ordinary = cars.filter(
    (c) => c.status === 'in_stock' && c.price > 0 && !c.reserved && c.showOnDealerWebsite,
  );
  let next = 0;
  const take = () => ordinary[(next++ * 7) % ordinary.length]!;
  const ensure = (present: (c: Car) => boolean, apply: (c: Car) => void) => {
    if (!cars.some(present)) apply(take());
  };
  ensure(
    (c) => c.beforePrice !== null && c.beforePrice > c.price,
    (c) => (c.beforePrice = c.price + 2000),
  );
  ensure(
    (c) => c.beforePrice !== null && c.beforePrice < c.price,
    (c) => (c.beforePrice = c.price - 1000),
  );
  ensure(
    (c) => c.offerPrice !== null && c.offerPrice < c.price,
    (c) => (c.offerPrice = c.price - 1500),
  );
  ensure(
    (c) => c.status === 'sold' && now.getTime() - (c.soldAt?.getTime() ?? 0) <= 2 * DAY,
    (c) => {
      c.status = 'sold';
      c.soldAt = new Date(now.getTime() - DAY);
      c.updatedAt = c.soldAt;
    },
  );
  ensure(
    (c) => c.reserved,
    (c) => (c.reserved = c.dealerReserved = true),
  );
  ensure(
    (c) => c.price === 0,
    (c) => (c.price = 0),
  );
  ensure(
    (c) => !c.showOnDealerWebsite,
    (c) => (c.showOnDealerWebsite = false),
  );
  ensure(
    (c) => c.images.length === 0,
    (c) => (c.images = []),
  );
  ensure(
    (c) => c.dealerComments === null,
    (c) => (c.dealerComments = null),
  );
  ensure(
    (c) => c.historyReportUrl !== null,
    (c) => (c.historyReportUrl = `/media/history/${c.id}.pdf`),
  );
}

/** Every location and car of a demo site, deterministic for a site and reference day. */
export function generateDemoData(site: DemoSiteInput, { now }: { now: Date }): DemoData {
  const random = createRandom(hashSeed(site.slug));
  const locations = generateLocations(site, random);
  const total = demoCarCount(site);
  const cars: Car[] = [];
  const sequence = new Map<number, number>();
  for (let i = 0; i < total; i += 1) {
    const dealershipIndex = i % site.dealerships.length;
    const dealership = site.dealerships[dealershipIndex]!;
    const seq = (sequence.get(dealership.id) ?? 0) + 1;
    sequence.set(dealership.id, seq);
    const location = locations.find(
      (l) => l.dealershipId === dealership.id && l.locationType === 'sales',
    )!;
    const ctx: CarContext = {
      site,
      dealershipIndex,
      dealership,
      location,
      id: dealership.id * 100_000 + seq,
      seq,
      now,
      random,
    };
    const car =
      profileOf(site.template).vehicle.kind === 'caravan' ? generateCaravan(ctx) : generateCar(ctx);
    cars.push(car);
  }
  guaranteeRuleStates(cars, now);
  applyAdvertisedRate(cars, site.finance?.advertisedRate);
  return { locations, cars: cars.map((car) => carSchema.parse(car)) };
}

/** The reference day for generated data: the start of today, so a day's loads are identical. */
export function demoReferenceDate(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
