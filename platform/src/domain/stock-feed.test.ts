import { describe, expect, it } from 'vitest';
import { carSchema } from './entities';
import {
  checkFeedRow,
  feedCarLocation,
  feedFieldOfColumn,
  feedMappingSchema,
  mapFeedRecord,
  noFeedMapping,
  rejectedRowLine,
  reshapeFeedCar,
  simpleBodyOf,
  simpleFuelOf,
  simpleTransmissionOf,
} from './stock-feed';
import { vehicleSlugOf } from './vehicle-page';

const good = {
  stocknum: 'U1001',
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX',
  year: '2021',
  price: '$38,990',
  km: '41,200',
  car_type: 'used',
  body: 'Wagon',
  fuel: 'Unleaded Petrol',
  trans: 'Automatic',
  colour: 'Glacier White',
  images: 'https://img.example.com/u1001/1.jpg | https://img.example.com/u1001/2.jpg',
};

const now = new Date('2026-11-20T00:00:00Z');

describe('feed columns', () => {
  it.each([
    ['stocknum', 'stocknum'],
    ['Stocknum', 'stocknum'],
    [' price ', 'price'],
    ['car type', 'car_type'],
    ['Transmission', 'trans'],
    ['standard_equipment', 'standardEquipment'],
    ['Odometer', 'km'],
    ['enginesize_litres', 'enginesize_litres'],
    ['Favourite Colour', null],
  ])('%s is %s', (column, field) => {
    expect(feedFieldOfColumn(column, noFeedMapping)).toBe(field);
  });

  it('renames columns and values by the mapping file, empty cells null, unknown columns out', () => {
    const mapping = feedMappingSchema.parse({
      columns: { 'Stock No': 'stocknum', Condition: 'car_type', 'Sell Price': 'price' },
      values: { car_type: { N: 'new', U: 'used' } },
    });
    expect(
      mapFeedRecord(
        { 'Stock No': 'A1', Condition: 'U', 'Sell Price': '9990', badge: '', Notes: 'x' },
        mapping,
      ),
    ).toEqual({ stocknum: 'A1', car_type: 'used', price: '9990', badge: null });
  });

  it('reads a JSON row’s variant and specifications objects as their columns', () => {
    expect(mapFeedRecord({ stocknum: 'A1', variant: { cylinders: 4, torque: null } })).toEqual({
      stocknum: 'A1',
      cylinders: 4,
      torque: null,
    });
  });

  it('refuses a mapping to a field we do not have', () => {
    expect(feedMappingSchema.safeParse({ columns: { Price: 'cost' } }).success).toBe(false);
  });
});

describe('checkFeedRow', () => {
  it('reads a CSV row’s text: money, numbers, lists and defaults', () => {
    const checked = checkFeedRow(2, mapFeedRecord(good));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.car).toMatchObject({
      price: 38990,
      km: 41200,
      year: 2021,
      status: 'in_stock',
      show_on_dealer_website: true,
      images: ['https://img.example.com/u1001/1.jpg', 'https://img.example.com/u1001/2.jpg'],
    });
  });

  it('takes images as a JSON array too', () => {
    const checked = checkFeedRow(1, { ...good, images: ['https://a.example/1.jpg'] });
    expect(checked.ok && checked.car.images).toEqual(['https://a.example/1.jpg']);
  });

  // one row per way a dealer's row goes wrong: the row, the field and the reason
  it.each([
    [{ price: 'call us' }, 'price', 'Expected a number'],
    [{ price: '-5' }, 'price', 'Must be at least 0'],
    [{ stocknum: undefined }, 'stocknum', 'Required'],
    [{ make: '' }, 'make', 'Required'],
    [{ year: '2021.5' }, 'year', 'Expected a whole number'],
    [{ car_type: 'nearly new' }, 'car_type', 'Expected one of new, demo, used'],
    [{ images: 'ftp://x/1.jpg' }, 'images.0', 'Expected a web address (https://...)'],
    [{ reserved: 'maybe' }, 'reserved', 'Expected yes or no'],
    [{ rego_expiry: '31/12/2026' }, 'rego_expiry', 'Expected a date (YYYY-MM-DD)'],
    [{ compliance_date: '2021-13' }, 'compliance_date', 'Expected a month (YYYY-MM)'],
    [{ body: 'Spaceship' }, 'simple_body', 'Give simple_body for the body "Spaceship"'],
    [{ fuel: 'Steam' }, 'simple_fuel', 'Give simple_fuel for the fuel "Steam"'],
    [{ offer_price: '40000' }, 'offer_price', 'Must not be more than the price'],
  ])('%o is rejected at %s', (change, field, reason) => {
    const record: Record<string, unknown> = { ...good, ...change };
    for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
    expect(checkFeedRow(17, mapFeedRecord(record))).toEqual({
      ok: false,
      rejected: { row: 17, field, reason },
    });
  });

  it('prints a rejected row as one line', () => {
    expect(rejectedRowLine({ row: 17, field: 'price', reason: 'Expected a number' })).toBe(
      'row 17, price: Expected a number',
    );
  });
});

describe('simple fields from the dealer’s words', () => {
  it.each([
    ['Wagon', 'wagon'],
    ['Double Cab Pick Up', 'ute'],
    ['Cab Chassis', 'cabChassis'],
    ['Hatchback', 'hatchback'],
    ['suv', 'suv'],
    ['Spaceship', null],
  ])('body %s is %s', (body, simple) => expect(simpleBodyOf(body)).toBe(simple));
  it.each([
    ['Unleaded Petrol', 'Petrol'],
    ['Plug-in Hybrid (Petrol/Electric)', 'PHEV'],
    ['Hybrid (Petrol/Electric)', 'Hybrid'],
    ['Diesel', 'Diesel'],
    ['Electric', 'Electric'],
  ])('fuel %s is %s', (fuel, simple) => expect(simpleFuelOf(fuel)).toBe(simple));
  it.each([
    ['6 Speed Manual', 'Manual'],
    ['Continuous Variable', 'Automatic'],
    ['8 Speed Sports Automatic', 'Automatic'],
    ['Teleport', null],
  ])('transmission %s is %s', (trans, simple) => expect(simpleTransmissionOf(trans)).toBe(simple));
});

describe('feedCarLocation', () => {
  const places = {
    dealershipIds: [7, 8],
    locations: [
      {
        id: 701,
        dealershipId: 7,
        slug: 'city-sales',
        name: 'City Sales',
        locationType: 'sales' as const,
      },
      {
        id: 702,
        dealershipId: 7,
        slug: 'city-service',
        name: 'City Service',
        locationType: 'service' as const,
      },
      {
        id: 802,
        dealershipId: 8,
        slug: 'north-service',
        name: 'North Service',
        locationType: 'service' as const,
      },
      {
        id: 801,
        dealershipId: 8,
        slug: 'north-sales',
        name: 'North Sales',
        locationType: 'sales' as const,
      },
      {
        id: 901,
        dealershipId: 9,
        slug: 'other-site',
        name: 'Other Site',
        locationType: 'sales' as const,
      },
    ],
  };
  it.each([
    [{}, null, { dealershipId: 7, locationId: 701 }],
    [{}, { dealershipId: 8, locationId: 801 }, { dealershipId: 8, locationId: 801 }],
    [{ location: 'North Sales' }, null, { dealershipId: 8, locationId: 801 }],
    // the name the site shows: the place's sales location first
    [{ location: 'North' }, null, { dealershipId: 8, locationId: 801 }],
    [{ location: 'city' }, null, { dealershipId: 7, locationId: 701 }],
    [{ location: 'city-service' }, null, { dealershipId: 7, locationId: 702 }],
    [{ location: '801' }, null, { dealershipId: 8, locationId: 801 }],
    [{ location_id: 702 }, null, { dealershipId: 7, locationId: 702 }],
    [{ dealership_id: 8 }, null, { dealershipId: 8, locationId: 801 }],
  ])('%o (stored at %o) is kept at %o', (car, stored, place) => {
    expect(feedCarLocation(3, car, places, stored)).toEqual(place);
  });
  it.each([
    [{ location: 'Other Site' }, 'location'],
    [{ location_id: 901 }, 'location_id'],
    [{ dealership_id: 9 }, 'dealership_id'],
  ])('%o is not the site’s: rejected at %s', (car, field) => {
    expect(feedCarLocation(3, car, places, null)).toMatchObject({ row: 3, field });
  });
});

describe('reshapeFeedCar', () => {
  const checked = checkFeedRow(2, mapFeedRecord(good));
  const feedCar = checked.ok ? checked.car : null!;

  it('makes a car of the entity’s shape, named and slugged as the demo cars are', () => {
    const car = reshapeFeedCar(
      feedCar,
      { id: 700_001, dealershipId: 7, locationId: 701, stored: null },
      now,
    );
    expect(carSchema.parse(car)).toEqual(car);
    expect(car).toMatchObject({
      id: 700_001,
      name: '2021 Toyota RAV4 GX',
      slug: vehicleSlugOf({ name: '2021 Toyota RAV4 GX', stocknum: 'U1001' }),
      simpleBody: 'wagon',
      simpleFuel: 'Petrol',
      simpleTransmission: 'Automatic',
      createdAt: now,
      soldAt: null,
    });
    expect(car.images[1]).toEqual({
      url: 'https://img.example.com/u1001/2.jpg',
      width: 800,
      height: 600,
      alt: '2021 Toyota RAV4 GX, photo 2',
    });
  });

  it.each([
    [
      'its listing title from carsales_title',
      { carsales_title: ' 2021 RAV4 GX Auto ' },
      '2021 RAV4 GX Auto',
    ],
    ['none when the feed gives none', {}, null],
    ['has_nvic is accepted, as yes or no', { has_nvic: 'yes' }, null],
  ])('spec §3: %s', (_, extra, title) => {
    const row = checkFeedRow(2, mapFeedRecord({ ...good, ...extra }));
    expect(row.ok).toBe(true);
    const car = reshapeFeedCar(
      row.ok ? row.car : null!,
      { id: 1, dealershipId: 7, locationId: 701, stored: null },
      now,
    );
    expect(car.carsalesTitle).toBe(title);
  });

  it('refuses a has_nvic that is not yes or no', () => {
    expect(checkFeedRow(2, mapFeedRecord({ ...good, has_nvic: 'perhaps' }))).toMatchObject({
      ok: false,
      rejected: { field: 'has_nvic', reason: 'Expected yes or no' },
    });
  });

  it('keeps what only the site has of a stored car: its address, views, finance, first listing', () => {
    const first = reshapeFeedCar(
      feedCar,
      { id: 5, dealershipId: 7, locationId: 701, stored: null },
      now,
    );
    const stored = { ...first, slug: 'kept-slug', views: 42, createdAt: new Date('2026-01-01') };
    const later = new Date(now.getTime() + 86_400_000);
    const again = reshapeFeedCar(
      feedCar,
      { id: 5, dealershipId: 7, locationId: 701, stored },
      later,
    );
    expect(again).toMatchObject({ slug: 'kept-slug', views: 42, createdAt: stored.createdAt });
  });

  it('changes only the fields whose columns the feed carries (an empty column clears)', () => {
    const place = { id: 5, dealershipId: 7, locationId: 701 };
    const full = reshapeFeedCar(feedCar, { ...place, stored: null }, now);
    const stored = {
      ...full,
      tag: 'One Owner',
      offerPrice: 100,
      standardEquipment: ['Cruise control'],
      complianceDate: '2021-03',
      variant: { ...full.variant!, cylinders: 4, torque: 200 },
      dealerReserved: true,
      reserved: true,
    };
    const lean = checkFeedRow(
      2,
      mapFeedRecord({
        stocknum: 'U1001',
        make: 'Toyota',
        model: 'RAV4',
        year: 2021,
        price: 30000,
        km: 1,
        car_type: 'used',
        body: 'Wagon',
        fuel: 'Petrol',
        trans: 'Automatic',
        colour: 'White',
        offer_price: '',
        torque: 250,
      }),
    );
    if (!lean.ok) throw new Error('expected a good row');
    const merged = reshapeFeedCar(lean.car, { ...place, stored }, now, lean.columns);
    expect(merged).toMatchObject({
      price: 30000,
      tag: 'One Owner',
      standardEquipment: ['Cruise control'],
      complianceDate: '2021-03',
      dealerReserved: true,
      reserved: true,
      offerPrice: null,
      variant: { cylinders: 4, torque: 250 },
    });
    // without the columns (every column carried): the feed's car as it is
    expect(reshapeFeedCar(lean.car, { ...place, stored }, now).tag).toBeNull();
  });

  it('a sold row without a time is sold now, and keeps that time when it comes again', () => {
    const sold = checkFeedRow(2, mapFeedRecord({ ...good, status: 'sold' }));
    if (!sold.ok) throw new Error('expected a good row');
    const place = { id: 5, dealershipId: 7, locationId: 701 };
    const first = reshapeFeedCar(sold.car, { ...place, stored: null }, now);
    expect(first.soldAt).toEqual(now);
    const later = new Date(now.getTime() + 3_600_000);
    expect(reshapeFeedCar(sold.car, { ...place, stored: first }, later).soldAt).toEqual(now);
  });
});
