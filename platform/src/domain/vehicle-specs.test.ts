import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Car, type CarVariant } from './entities';
import { testCar } from './vehicle-page.fixtures';
import {
  FEATURES_INITIAL,
  SPEC_ROWS_INITIAL,
  carSummaryRows,
  caravanSpecificationRows,
  featureList,
  formatMetresAndFeet,
  isShownSpecValue,
  keyInformationRows,
  specificationList,
  specificationRows,
  vehicleDetailTabsFor,
} from './vehicle-specs';

const variant: CarVariant = {
  enginesize: 1987,
  enginesizeLitres: 2,
  cylinders: 4,
  induction: 'Aspirated',
  geartype: 'Constantly Variable Transmission',
  fuelconsumptioncombined: 6.5,
  fuelcapacity: 55,
  grossvehiclemass: 2110,
  vehiclelength: 4600,
  vehicleheight: 1685,
  vehiclewidth: 1855,
  towingcapacitybraked: 1500,
  torque: 207,
  ancaprating: 5,
  bodyconfiguration: 'null',
};

const valueOf = (rows: { key: string; value: string }[], key: string) =>
  rows.find((row) => row.key === key)?.value;

describe('isShownSpecValue (spec §5 rows with empty, null or null-text values hidden)', () => {
  it.each([
    ['null', null, false],
    ['undefined', undefined, false],
    ['empty text', '', false],
    ['blank text', '   ', false],
    ["'null'", 'null', false],
    ["'NULL'", 'NULL', false],
    ['a word', 'Automatic', true],
    ['zero', 0, true],
    ['a number', 5, true],
    ['not a number', Number.NaN, false],
  ] as const)('%s -> %s', (_name, value, expected) => {
    expect(isShownSpecValue(value)).toBe(expected);
  });
});

describe('carSummaryRows (spec §2 Car Summary)', () => {
  it('lists year, km, body, transmission, fuel, drive, colour, seats, doors, engine, stock number, VIN and rego', () => {
    expect(carSummaryRows(testCar())).toEqual([
      { key: 'year', label: 'Year', value: '2022' },
      { key: 'km', label: 'Odometer', value: '45,210 km' },
      { key: 'body', label: 'Body', value: 'Wagon' },
      { key: 'transmission', label: 'Transmission', value: 'CVT Automatic' },
      { key: 'fuel', label: 'Fuel', value: 'Unleaded Petrol' },
      { key: 'drive', label: 'Drive', value: 'FWD' },
      { key: 'colour', label: 'Colour', value: 'Glacier White' },
      { key: 'seats', label: 'Seats', value: '5' },
      { key: 'doors', label: 'Doors', value: '4' },
      { key: 'engine', label: 'Engine', value: '2.0L 4cyl' },
      { key: 'stocknum', label: 'Stock Number', value: 'U3010042' },
      { key: 'vin', label: 'VIN', value: 'JTMW43FV00D123456' },
      { key: 'rego', label: 'Rego', value: '1ABC234' },
    ]);
  });

  it.each([
    ['km with thousands separators', { km: 1234567 }, 'km', '1,234,567 km'],
    ['a new car at 0 km', { km: 0 }, 'km', '0 km'],
    ['a caravan with no odometer', { km: 0, itemType: 'caravan' }, 'km', undefined],
    ['a motorhome with kilometres', { km: 64000, itemType: 'caravan' }, 'km', '64,000 km'],
    ['no rego plate', { regplate: null }, 'rego', undefined],
    ["a rego of 'null'", { regplate: 'null' }, 'rego', undefined],
    ['no VIN', { vin: null }, 'vin', undefined],
    ['an empty engine', { engineSize: '' }, 'engine', undefined],
    ['no seats', { seats: null }, 'seats', undefined],
  ] as const)('%s', (_name, over, key, expected) => {
    expect(valueOf(carSummaryRows(testCar(over as Partial<Car>)), key)).toBe(expected);
  });
});

describe('keyInformationRows (spec §2 Key information)', () => {
  it('shows the headline facts', () => {
    expect(keyInformationRows(testCar()).map((row) => row.value)).toEqual([
      '2022',
      '45,210 km',
      'Wagon',
      'CVT Automatic',
      'Unleaded Petrol',
      'FWD',
    ]);
  });
});

describe('specificationRows (spec §3 car and variant fields)', () => {
  const rows = specificationRows(testCar({ variant }));
  it.each([
    ['make', 'Toyota'],
    ['badge', 'GX'],
    ['interiorColour', 'Black Cloth'],
    ['enginesize', '1,987 cc'],
    ['enginesizeLitres', '2 L'],
    ['cylinders', '4'],
    ['torque', '207 Nm'],
    ['fuelconsumptioncombined', '6.5 L/100km'],
    ['fuelcapacity', '55 L'],
    ['grossvehiclemass', '2,110 kg'],
    ['towingcapacitybraked', '1,500 kg'],
    ['vehiclelength', '4,600 mm'],
    ['ancaprating', '5 stars'],
    ['complianceDate', 'March 2022'],
    ['buildDate', 'February 2022'],
    ["bodyconfiguration of 'null' (hidden)", undefined],
  ])('%s -> %s', (key, expected) => {
    expect(valueOf(rows, key.split(' ')[0]!)).toBe(expected);
  });

  it('has no variant rows without a variant', () => {
    expect(valueOf(specificationRows(testCar()), 'torque')).toBeUndefined();
  });

  it('never shows an empty, null or null-text value, whatever the fields hold', () => {
    const blank = fc.constantFrom<string | null>(null, '', '  ', 'null', 'NULL');
    fc.assert(
      fc.property(blank, blank, blank, blank, (badge, series, engineSize, regplate) => {
        const shown = specificationRows(testCar({ badge, series, engineSize, regplate, variant }));
        for (const row of shown) expect(isShownSpecValue(row.value)).toBe(true);
        expect(shown.map((row) => row.key)).not.toContain('badge');
        expect(shown.map((row) => row.key)).not.toContain('rego');
      }),
    );
  });
});

describe('caravanSpecificationRows (spec §3 caravan specifications)', () => {
  const specs = {
    bodyWidth: 2.44,
    bodyLength: 7.32,
    tareWeight: 2150,
    axleType: 'Tandem Axle',
    sleeps: 4,
    aggregateTrailerMass: 2800,
  };
  it.each([
    ['body length in metres and feet', specs, 'bodyLength', '7.32 m (24 ft)'],
    ['body width in metres and feet', specs, 'bodyWidth', '2.44 m (8 ft)'],
    ['tare weight', specs, 'tareWeight', '2,150 kg'],
    ['aggregate trailer mass', specs, 'aggregateTrailerMass', '2,800 kg'],
    ['axle type', specs, 'axleType', 'Tandem Axle'],
    ['sleeps', specs, 'sleeps', '4'],
    [
      'a motorhome with no ATM',
      { ...specs, aggregateTrailerMass: null },
      'aggregateTrailerMass',
      undefined,
    ],
    ['no axle type', { ...specs, axleType: null }, 'axleType', undefined],
  ] as const)('%s', (_name, input, key, expected) => {
    expect(valueOf(caravanSpecificationRows(input), key)).toBe(expected);
  });

  it('has no rows without specifications', () => {
    expect(caravanSpecificationRows(null)).toEqual([]);
  });

  it('converts at 0.3048 m a foot, to the nearest foot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 40 }), (feet) => {
        const metres = Math.round(feet * 0.3048 * 100) / 100;
        expect(formatMetresAndFeet(metres)).toMatch(new RegExp(`\\(${feet} ft\\)$`));
      }),
    );
  });
});

describe('specificationList and featureList (spec §9 4 then Show More; 8 then Show All)', () => {
  const specRows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ key: `k${i}`, label: `L${i}`, value: `${i}` }));
  const features = (n: number) => Array.from({ length: n }, (_, i) => `Feature ${i + 1}`);
  it.each([
    ['3 rows', 3, 3, null],
    ['4 rows', 4, 4, null],
    ['5 rows', 5, 4, 'Show More'],
    ['20 rows', 20, 4, 'Show More'],
  ] as const)('spec list of %s', (_name, n, initial, toggle) => {
    const list = specificationList(specRows(n));
    expect(list.initial).toHaveLength(initial);
    expect(list.all).toHaveLength(n);
    expect(list.toggleLabel).toBe(toggle);
  });

  it.each([
    ['no features', 0, 0, null],
    ['8 features', 8, 8, null],
    ['9 features', 9, 8, 'Show All'],
  ] as const)('feature list of %s', (_name, n, initial, toggle) => {
    const list = featureList(testCar({ standardEquipment: features(n) }));
    expect(list.initial).toHaveLength(initial);
    expect(list.toggleLabel).toBe(toggle);
  });

  it('drops blank features', () => {
    expect(featureList(testCar({ standardEquipment: ['Sunroof', ' ', ''] })).all).toEqual([
      'Sunroof',
    ]);
  });

  it('shows the first items in order and never more than the limit before the toggle', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }).map((s) => `x${s}`)), (items) => {
        const list = featureList(testCar({ standardEquipment: items }));
        expect(list.initial.length).toBeLessThanOrEqual(FEATURES_INITIAL);
        expect(list.all.slice(0, list.initial.length)).toEqual(list.initial);
        expect(list.toggleLabel !== null).toBe(list.all.length > FEATURES_INITIAL);
      }),
    );
    expect(SPEC_ROWS_INITIAL).toBe(4);
  });
});

describe('vehicleDetailTabsFor (spec §2 Features tab only with a feature list)', () => {
  it.each([
    ['with features', ['Sunroof'], true],
    ['without features', [], false],
    ['with blank features only', [' '], false],
  ] as const)('%s', (_name, standardEquipment, hasFeatures) => {
    const tabs = vehicleDetailTabsFor(testCar({ standardEquipment: [...standardEquipment] }));
    expect(tabs.includes('Features')).toBe(hasFeatures);
    expect(tabs.slice(0, 5)).toEqual([
      'Dealer Comments',
      "What's Included",
      'Why Buy From Us?',
      'Reserve Online',
      'Protect Your Car',
    ]);
  });
});
