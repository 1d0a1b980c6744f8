import 'server-only';
import { type AustralianState } from '../../domain/entities';
import { normaliseRego, tradeInYear } from '../../domain/trade-in';
import { type CatalogueModel, otherMakeModels, toyotaModels } from '../../demo/car-catalogue';
import { caravanModels } from '../../demo/caravan-catalogue';
import { createRandom, hashSeed } from '../../demo/random';
import {
  type IdentifiedVehicle,
  type RegoQuery,
  type ValuationService,
  type ValuedVehicle,
} from './valuation-service';

// The embedded valuation service: no network, the same answer on every machine. A registration
// maps to a plausible vehicle from the demo catalogue by a stable hash of rego and state, except
// the few well-known demo registrations below; its values come from the catalogue's new prices,
// depreciated by age. Every answer is labelled 'demo-estimate'.

type DemoVehicle = Omit<IdentifiedVehicle, 'year' | 'source'>;

export interface DemoRego {
  rego: string;
  state: AustralianState;
  /** a fixed model year, or an age in years against this year in Sydney (so it never ages) */
  modelYear: number | { yearsOld: number };
  vehicle: DemoVehicle;
  /** what the registration is for, in tests and demonstrations */
  purpose: string;
}

/** A registration that finds no vehicle, in any state. */
export const DEMO_REGO_NOT_FOUND = 'NOTFOUND';

/** The well-known demo registrations. */
export const demoRegos: readonly DemoRego[] = [
  {
    rego: 'ABC123',
    state: 'NSW',
    modelYear: { yearsOld: 4 },
    vehicle: {
      make: 'Toyota',
      model: 'HiLux',
      badge: 'SR5',
      body: 'Double Cab Pick Up',
      fuel: 'Diesel',
      transmission: '6 Speed Automatic',
    },
    purpose: 'an online estimate: a 4-year-old HiLux SR5 (enter up to 100,000 km)',
  },
  {
    rego: 'OLD123',
    state: 'VIC',
    modelYear: 2012,
    vehicle: {
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Maxx',
      body: 'Wagon',
      fuel: 'Unleaded Petrol',
      transmission: '6 Speed Automatic',
    },
    purpose: 'no online estimate: a 2012 CX-5, over 7 years old (the dealer calls)',
  },
  {
    rego: 'HIGHKM1',
    state: 'QLD',
    modelYear: { yearsOld: 2 },
    vehicle: {
      make: 'Toyota',
      model: 'LandCruiser 70',
      badge: 'GXL',
      body: 'Cab Chassis',
      fuel: 'Diesel',
      transmission: '5 Speed Manual',
    },
    purpose:
      'a young work vehicle that has done a lot of kilometres: enter over 100,000 km for no online estimate by kilometres alone',
  },
  {
    rego: 'VAN123',
    state: 'QLD',
    modelYear: { yearsOld: 3 },
    vehicle: {
      make: 'Jayco',
      model: 'Journey',
      badge: 'Outback',
      body: 'Caravan',
      fuel: 'Not Applicable',
      transmission: 'Not Applicable',
    },
    purpose: 'a caravan trade-in: a 3-year-old Jayco Journey Outback',
  },
];

/** Ages of the made-up vehicles, weighted like the demo stock's used cars. */
const ageWeights = [
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
] as const;

const carModels: readonly CatalogueModel[] = [...toyotaModels, ...otherMakeModels];

function yearRange(model: CatalogueModel): [number, number] {
  return [Math.min(...model.series.map((s) => s.from)), Math.max(...model.series.map((s) => s.to))];
}

/** The made-up vehicle on any other registration: the same for a rego, state and year. */
function hashedVehicle(rego: string, state: AustralianState, thisYear: number): IdentifiedVehicle {
  const random = createRandom(hashSeed(`${rego}|${state}`));
  const eligible = carModels.filter((m) => yearRange(m)[0] <= thisYear);
  const model = random.weighted(eligible.map((m) => [m, m.popularity] as const));
  const [firstYear, lastYear] = yearRange(model);
  const age = random.weighted(ageWeights);
  const year = Math.min(thisYear, lastYear, Math.max(firstYear, thisYear - age));
  const [badge] = random.pick(model.badges);
  const powertrain = random.pick(model.powertrains);
  return {
    make: model.make,
    model: model.model,
    year,
    badge,
    body: model.body,
    fuel: powertrain.fuel,
    transmission: powertrain.transmission,
    source: 'demo-estimate',
  };
}

/** Each year a car keeps 87% of its value (the demo stock's used-car curve) ... */
export const DEMO_CAR_RETAINED_PER_YEAR = 0.87;
/** ... and a caravan 90% (the demo stock's caravan curve). */
export const DEMO_CARAVAN_RETAINED_PER_YEAR = 0.9;
/** A dealer's trade price sits 15% under the retail price. */
export const DEMO_TRADE_MARGIN = 0.85;
/** No vehicle the table knows is worth less than $1,000 in trade. */
export const DEMO_MIN_TRADE_VALUE = 1_000;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The catalogue's new price for a model and badge, and how fast it loses value; or null. */
function cataloguePrice(
  vehicle: ValuedVehicle,
): { newPrice: number; retainedPerYear: number } | null {
  const car = carModels.find(
    (m) => sameName(m.make, vehicle.make) && sameName(m.model, vehicle.model),
  );
  if (car) {
    const step = car.badges.find(([name]) => vehicle.badge && sameName(name, vehicle.badge));
    return {
      newPrice: car.newPrice + (step?.[1] ?? 0),
      retainedPerYear: DEMO_CAR_RETAINED_PER_YEAR,
    };
  }
  const caravan = caravanModels.find(
    (m) => sameName(m.make, vehicle.make) && sameName(m.model, vehicle.model),
  );
  if (caravan) {
    return { newPrice: caravan.newPrice, retainedPerYear: DEMO_CARAVAN_RETAINED_PER_YEAR };
  }
  return null;
}

/**
 * The demo market value: the catalogue's new price for the model (plus its badge's step; the
 * base badge when the badge is unknown), kept at 87% a year for a car or 90% for a caravan over
 * its age (this year in Sydney less its model year), less the 15% trade margin, to the dollar and
 * at least $1,000. A make and model outside the catalogue, or a model year from the future (beyond
 * next year) or before 1950, has no value. A 4-year-old HiLux SR5 ($62,990 new):
 * 62,990 x 0.87^4 x 0.85 = $30,674.
 */
export function demoMarketValue(vehicle: ValuedVehicle, now: Date): number | null {
  const thisYear = tradeInYear(now);
  if (!Number.isInteger(vehicle.year) || vehicle.year < 1950 || vehicle.year > thisYear + 1) {
    return null;
  }
  const price = cataloguePrice(vehicle);
  if (!price) return null;
  const age = Math.max(0, thisYear - vehicle.year);
  const value = price.newPrice * price.retainedPerYear ** age * DEMO_TRADE_MARGIN;
  return Math.max(DEMO_MIN_TRADE_VALUE, Math.round(value));
}

/** The demo vehicle on a registration (null for NOTFOUND), as of a moment. */
export function demoRegoLookup(query: RegoQuery, now: Date): IdentifiedVehicle | null {
  const rego = normaliseRego(query.rego);
  if (rego === DEMO_REGO_NOT_FOUND || rego === '') return null;
  const thisYear = tradeInYear(now);
  const known = demoRegos.find((d) => d.rego === rego && d.state === query.state);
  if (known) {
    const year =
      typeof known.modelYear === 'number' ? known.modelYear : thisYear - known.modelYear.yearsOld;
    return { ...known.vehicle, year, source: 'demo-estimate' };
  }
  return hashedVehicle(rego, query.state, thisYear);
}

export interface EmbeddedValuationOptions {
  /** the clock the vehicles' ages are judged by */
  now?: () => Date;
}

/** The embedded valuation service (the default): the demo rego table and demo market values. */
export function embeddedValuationService(options: EmbeddedValuationOptions = {}): ValuationService {
  const now = options.now ?? (() => new Date());
  return {
    source: 'demo-estimate',
    lookupRego: async (query) => demoRegoLookup(query, now()),
    marketValue: async (vehicle) => demoMarketValue(vehicle, now()),
  };
}
