import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { otherMakeModels, toyotaModels } from '../../demo/car-catalogue';
import { caravanModels } from '../../demo/caravan-catalogue';
import { australianStates, type AustralianState } from '../../domain/entities';
import { onlineEstimateOffered } from '../../domain/trade-in';
import {
  DEMO_MIN_TRADE_VALUE,
  DEMO_REGO_NOT_FOUND,
  demoMarketValue,
  demoRegoLookup,
  demoRegos,
  embeddedValuationService,
} from './demo-valuations';
import { type IdentifiedVehicle } from './valuation-service';

const now = new Date('2026-06-15T02:00:00Z'); // 15 June 2026 in Sydney
const carModels = [...toyotaModels, ...otherMakeModels];

const regoArbitrary = fc.stringMatching(/^[A-Z0-9]{1,9}$/);
const stateArbitrary = fc.constantFrom(...australianStates);

/** The vehicle is one the demo catalogue sells, in a year its series was made. */
function expectFromCatalogue(vehicle: IdentifiedVehicle, at: Date = now) {
  const thisYear = Number(
    new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric' }).format(at),
  );
  expect(vehicle.year).toBeLessThanOrEqual(thisYear);
  const car = carModels.find((m) => m.make === vehicle.make && m.model === vehicle.model);
  if (car) {
    expect(car.badges.map(([name]) => name)).toContain(vehicle.badge);
    expect(vehicle.body).toBe(car.body);
    expect(car.powertrains).toContainEqual(
      expect.objectContaining({ fuel: vehicle.fuel, transmission: vehicle.transmission }),
    );
    expect(car.series.some((s) => s.from <= vehicle.year && vehicle.year <= s.to)).toBe(true);
    return;
  }
  const caravan = caravanModels.find((m) => m.make === vehicle.make && m.model === vehicle.model);
  expect(caravan, `${vehicle.make} ${vehicle.model} is in the demo catalogue`).toBeDefined();
  expect(caravan!.badges).toContain(vehicle.badge);
  expect(vehicle.body).toBe(caravan!.body);
}

describe('the well-known demo registrations', () => {
  it.each<[string, string, AustralianState, Partial<IdentifiedVehicle> | null]>([
    [
      'ABC123 NSW: a 4-year-old HiLux SR5',
      'ABC123',
      'NSW',
      {
        make: 'Toyota',
        model: 'HiLux',
        badge: 'SR5',
        year: 2022,
        body: 'Double Cab Pick Up',
        fuel: 'Diesel',
        transmission: '6 Speed Automatic',
      },
    ],
    ['written as on the plate', 'abc 123', 'NSW', { model: 'HiLux', year: 2022 }],
    [
      'OLD123 VIC: a 2012 CX-5',
      'OLD123',
      'VIC',
      { make: 'Mazda', model: 'CX-5', badge: 'Maxx', year: 2012 },
    ],
    [
      'HIGHKM1 QLD: a 2-year-old LandCruiser 70',
      'HIGHKM1',
      'QLD',
      { make: 'Toyota', model: 'LandCruiser 70', badge: 'GXL', year: 2024 },
    ],
    [
      'VAN123 QLD: a 3-year-old Jayco Journey caravan',
      'VAN123',
      'QLD',
      { make: 'Jayco', model: 'Journey', badge: 'Outback', year: 2023, body: 'Caravan' },
    ],
    ['NOTFOUND: no vehicle', DEMO_REGO_NOT_FOUND, 'NSW', null],
    ['NOTFOUND in another state: no vehicle', 'NOTFOUND', 'TAS', null],
  ])('%s', (_name, rego, state, expected) => {
    const vehicle = demoRegoLookup({ rego, state }, now);
    if (expected === null) expect(vehicle).toBeNull();
    else expect(vehicle).toMatchObject({ ...expected, source: 'demo-estimate' });
  });

  it.each(demoRegos.map((d) => [`${d.rego} ${d.state}`, d] as const))(
    '%s is a vehicle from the demo catalogue',
    (_name, demo) => {
      for (const at of [now, new Date('2027-03-01T00:00:00Z')]) {
        expectFromCatalogue(demoRegoLookup(demo, at)!, at);
      }
    },
  );

  it('covers both sides of the online estimate, whatever the year (spec §9)', () => {
    for (const at of [now, new Date('2027-03-01T00:00:00Z')]) {
      const lookup = (rego: string, state: AustralianState) => demoRegoLookup({ rego, state }, at)!;
      expect(onlineEstimateOffered({ year: lookup('ABC123', 'NSW').year, km: 60_000 }, at)).toBe(
        true,
      );
      expect(onlineEstimateOffered({ year: lookup('OLD123', 'VIC').year, km: 60_000 }, at)).toBe(
        false,
      );
      const young = lookup('HIGHKM1', 'QLD').year;
      expect(onlineEstimateOffered({ year: young, km: 60_000 }, at)).toBe(true);
      expect(onlineEstimateOffered({ year: young, km: 150_000 }, at)).toBe(false);
    }
  });

  it('finds another vehicle on the same plate in another state', () => {
    const nsw = demoRegoLookup({ rego: 'ABC123', state: 'NSW' }, now);
    const wa = demoRegoLookup({ rego: 'ABC123', state: 'WA' }, now);
    expect(wa).not.toEqual(nsw);
    expectFromCatalogue(wa!);
  });
});

describe('any other registration', () => {
  it('finds the same plausible catalogue vehicle every time, with a demo value', () => {
    fc.assert(
      fc.property(regoArbitrary, stateArbitrary, (rego, state) => {
        fc.pre(rego !== DEMO_REGO_NOT_FOUND);
        const vehicle = demoRegoLookup({ rego, state }, now);
        expect(vehicle).not.toBeNull();
        expect(demoRegoLookup({ rego, state }, new Date(now))).toEqual(vehicle);
        expect(vehicle!.source).toBe('demo-estimate');
        expectFromCatalogue(vehicle!);
        expect(demoMarketValue(vehicle!, now)).toBeGreaterThanOrEqual(DEMO_MIN_TRADE_VALUE);
      }),
    );
  });

  it('spreads registrations over many makes, models and years', () => {
    const vehicles = Array.from({ length: 300 }, (_, i) =>
      demoRegoLookup({ rego: `DEMO${i}`, state: australianStates[i % 8]! }, now),
    );
    expect(new Set(vehicles.map((v) => v!.make)).size).toBeGreaterThan(8);
    expect(new Set(vehicles.map((v) => `${v!.make} ${v!.model}`)).size).toBeGreaterThan(25);
    expect(new Set(vehicles.map((v) => v!.year)).size).toBeGreaterThan(6);
  });
});

describe('demoMarketValue (the catalogue price, depreciated by age)', () => {
  it.each<[string, Parameters<typeof demoMarketValue>[0], number | null]>([
    [
      'a 4-year-old HiLux SR5: 62,990 x 0.87^4 x 0.85',
      { make: 'Toyota', model: 'HiLux', year: 2022, badge: 'SR5' },
      30_674,
    ],
    ['names in any case', { make: 'toyota', model: 'HILUX', year: 2022, badge: 'sr5' }, 30_674],
    [
      'an unknown badge: the base badge (48,990 new)',
      { make: 'Toyota', model: 'HiLux', year: 2022, badge: 'Special Edition' },
      23_856,
    ],
    [
      'no badge: the base badge',
      { make: 'Toyota', model: 'HiLux', year: 2022, badge: null },
      23_856,
    ],
    [
      'this year’s model: the new price less the trade margin',
      { make: 'Toyota', model: 'HiLux', year: 2026, badge: 'Workmate' },
      41_642,
    ],
    [
      'next year’s model: no younger than new',
      { make: 'Toyota', model: 'HiLux', year: 2027, badge: 'Workmate' },
      41_642,
    ],
    [
      'a 3-year-old caravan: 74,990 x 0.9^3 x 0.85',
      { make: 'Jayco', model: 'Journey', year: 2023, badge: 'Outback' },
      46_468,
    ],
    [
      'a 2012 CX-5 Maxx: 42,990 x 0.87^14 x 0.85',
      { make: 'Mazda', model: 'CX-5', year: 2012, badge: 'Maxx' },
      5_201,
    ],
    [
      'a very old car: at least $1,000',
      { make: 'Holden', model: 'Commodore', year: 1975, badge: null },
      1_000,
    ],
    [
      'a model outside the catalogue',
      { make: 'Trabant', model: '601', year: 1988, badge: null },
      null,
    ],
    ['a year from the future', { make: 'Toyota', model: 'HiLux', year: 2028, badge: null }, null],
    ['a year before 1950', { make: 'Toyota', model: 'HiLux', year: 1949, badge: null }, null],
  ])('%s', (_name, vehicle, expected) => {
    expect(demoMarketValue(vehicle, now)).toBe(expected);
  });

  it('never values an older model year above a newer one', () => {
    const models = [
      ...carModels.map((m) => ({ make: m.make, model: m.model, badges: m.badges.map(([b]) => b) })),
      ...caravanModels.map((m) => ({ make: m.make, model: m.model, badges: [...m.badges] })),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...models),
        fc.nat(),
        fc.integer({ min: 1950, max: 2026 }),
        (model, badgeIndex, year) => {
          const badge = model.badges[badgeIndex % model.badges.length] ?? null;
          const older = demoMarketValue({ ...model, year, badge }, now)!;
          const newer = demoMarketValue({ ...model, year: year + 1, badge }, now)!;
          expect(older).toBeLessThanOrEqual(newer);
          expect(Number.isInteger(older)).toBe(true);
        },
      ),
    );
  });
});

describe('embeddedValuationService', () => {
  const service = embeddedValuationService({ now: () => now });

  it('labels its answers as demo estimates', async () => {
    expect(service.source).toBe('demo-estimate');
    const vehicle = await service.lookupRego({ rego: 'ABC123', state: 'NSW' });
    expect(vehicle?.source).toBe('demo-estimate');
    await expect(service.marketValue(vehicle!)).resolves.toBe(30_674);
  });

  it('finds nothing on NOTFOUND', async () => {
    await expect(service.lookupRego({ rego: 'NOTFOUND', state: 'QLD' })).resolves.toBeNull();
  });

  it('judges ages by its clock', async () => {
    const later = embeddedValuationService({ now: () => new Date('2027-06-15T02:00:00Z') });
    const vehicle = await later.lookupRego({ rego: 'ABC123', state: 'NSW' });
    expect(vehicle?.year).toBe(2023);
    await expect(later.marketValue(vehicle!)).resolves.toBe(30_674);
  });
});
