import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { demoReferenceDate, generateDemoData } from '../demo';
import { isCarVisibleOnSite } from './site-visibility';
import { type Car, type Location } from './entities';
import { googleCondition, googleMerchantFeed, googleMerchantItems } from './google-merchant-feed';
import { metaCatalogueFeed, metaCatalogueRows, metaStateOfVehicle } from './meta-catalogue-feed';
import { stockFeed, stockJsonFeed } from './stock-json-feed';
import { feedDescription, isFeedVin } from './vehicle-feeds';
import {
  googleProblems,
  metaProblems,
  readGoogleFeed,
  readMetaFeed,
} from './vehicle-feeds.fixtures';
import { testCar, testLocation, testSite } from './vehicle-page.fixtures';

// The feeds are read back with a real XML parser and a real CSV parser and checked against each
// provider's required fields and allowed forms (vehicle-feeds.fixtures).

const site = testSite();
const location = testLocation();
const SITE_URL = 'https://www.swanvalleytoyota.com.au';

const feedOf = (cars: Car[], locations: Location[] = [location], s: Site = site) => ({
  google: readGoogleFeed(googleMerchantFeed(s, { cars, locations })),
  meta: readMetaFeed(metaCatalogueFeed(s, { cars, locations })),
  json: stockFeed(s, { cars, locations }),
});

describe('the feeds of a car', () => {
  it("carry a car with every provider's required value in its allowed form", () => {
    const { google, meta } = feedOf([testCar()]);
    expect(google).toHaveLength(1);
    expect(googleProblems(google[0]!)).toEqual([]);
    expect(google[0]).toMatchObject({
      id: 'U3010042',
      title: '2022 Toyota RAV4 GX',
      link: `${SITE_URL}/cars/2022-toyota-rav4-gx-u3010042`,
      link_template: `${SITE_URL}/cars/2022-toyota-rav4-gx-u3010042?store={store_code}`,
      image_link: `${SITE_URL}/media/cars/4321/1.jpg`,
      additional_image_link: ['https://cdn.example.com/cars/4321/2.jpg'],
      price: '34990.00 AUD',
      condition: 'used',
      brand: 'Toyota',
      model: 'RAV4',
      trim: 'GX',
      year: '2022',
      mileage: '45210 km',
      vin: 'JTMW43FV00D123456',
      color: 'Glacier White',
      body_style: 'suv',
      engine: 'gasoline',
      'certified_pre-owned': 'no',
      store_code: 'swan-valley-toyota-midland',
    });
    expect(meta).toHaveLength(1);
    expect(metaProblems(meta[0]!)).toEqual([]);
    expect(meta[0]).toMatchObject({
      vehicle_id: 'U3010042',
      url: `${SITE_URL}/cars/2022-toyota-rav4-gx-u3010042`,
      'mileage.value': '45210',
      'mileage.unit': 'KM',
      'image[0].url': `${SITE_URL}/media/cars/4321/1.jpg`,
      'image[1].url': 'https://cdn.example.com/cars/4321/2.jpg',
      'image[2].url': '',
      transmission: 'AUTOMATIC',
      body_style: 'SUV',
      fuel_type: 'PETROL',
      drivetrain: 'FWD',
      price: '34990.00 AUD',
      state_of_vehicle: 'USED',
      availability: 'AVAILABLE',
      dealer_name: 'Swan Valley Toyota Midland',
      'address.addr1': '190 Great Eastern Highway',
      'address.region': 'WA',
      'address.postal_code': '6056',
      'address.country': 'AU',
    });
  });

  // spec §4 price display precedence: the feeds carry the price the vehicle page shows
  it.each([
    ['the price', {}, '34990.00 AUD'],
    ['an offer price below the price', { offerPrice: 31990 }, '31990.00 AUD'],
    ['an offer price above 10 over a lower price', { offerPrice: 35990 }, '35990.00 AUD'],
    ['the price when the offer price is 10 or less', { offerPrice: 10 }, '34990.00 AUD'],
    ['cents kept', { price: 34990.5 }, '34990.50 AUD'],
  ])('price: %s', (_case, over: Partial<Car>, price) => {
    const { google, meta } = feedOf([testCar(over)]);
    expect(google[0]!.price).toBe(price);
    expect(meta[0]!.price).toBe(price);
  });

  // a car without a value a provider requires is left out of that provider's feed, with why
  it.each([
    ['a sold car', { status: 'sold', soldAt: new Date('2026-11-19T00:00:00Z') }, 'sold', 'sold'],
    ['no VIN', { vin: null }, 'missing vin', 'missing vin'],
    ['a VIN that is no VIN', { vin: 'ABC123' }, 'missing vin', 'missing vin'],
    ['no photo', { images: [] }, 'missing image_link', 'missing image[0].url'],
    ['PREORDER (no price)', { price: 0, preorder: true }, 'missing price', 'missing price'],
    ['the no-price text', { price: 0 }, 'missing price', 'missing price'],
    ['no colour', { colour: ' ' }, 'missing color', 'missing exterior_color'],
    [
      'a location the site does not have',
      { locationId: 999 },
      'missing store_code',
      'missing address',
    ],
    [
      'no VIN and no photo',
      { vin: null, images: [] },
      'missing vin, image_link',
      'missing vin, image[0].url',
    ],
  ])('leaves out %s', (_case, over, googleReason, metaReason) => {
    const car = testCar(over as Partial<Car>);
    const sources = { cars: [car], locations: [location] };
    const { google, meta, json } = feedOf([car]);
    expect(google).toEqual([]);
    expect(meta).toEqual([]);
    expect(googleMerchantItems(site, sources).excluded).toEqual([
      { stocknum: 'U3010042', reason: expect.stringContaining(googleReason) },
    ]);
    expect(metaCatalogueRows(site, sources).excluded).toEqual([
      { stocknum: 'U3010042', reason: expect.stringContaining(metaReason) },
    ]);
    // the JSON feed holds every car the site shows
    expect(json.vehicles.map((v) => v.stocknum)).toEqual(['U3010042']);
  });

  it('leaves out a weekly subscription figure: no car price on a site with subscription offers', () => {
    const subscribed = testSite({ features: { subscriptionOffers: true } });
    const car = testCar({ subscriptionPrice: 189 });
    const { google, meta, json } = feedOf([car], [location], subscribed);
    expect(google).toEqual([]);
    expect(meta).toEqual([]);
    expect(json.vehicles[0]!.price).toMatchObject({ kind: 'subscription', amount: 189 });
    // the same car on a site without them is advertised at its price
    expect(feedOf([car]).google[0]!.price).toBe('34990.00 AUD');
  });

  it.each([
    ['new', false, 'new', 'NEW'],
    ['demo', false, 'used', 'USED'],
    ['used', false, 'used', 'USED'],
    ['used', true, 'used', 'CPO'],
    ['new', true, 'new', 'NEW'],
  ] as const)('a %s car (certified %s) is %s to Google, %s to Meta', (carType, certified, g, m) => {
    expect(googleCondition(carType)).toBe(g);
    expect(metaStateOfVehicle({ carType, certified })).toBe(m);
    const { google, meta } = feedOf([testCar({ carType, certified })]);
    expect(google[0]!.condition).toBe(g);
    expect(meta[0]!.state_of_vehicle).toBe(m);
    expect(google[0]!['certified_pre-owned']).toBe(
      g === 'new' ? undefined : certified ? 'yes' : 'no',
    );
  });

  it('marks a reserved car PENDING for Meta', () => {
    expect(feedOf([testCar({ reserved: true })]).meta[0]!.availability).toBe('PENDING');
  });
});

describe('escaping', () => {
  const awkward = {
    name: '2022 Toyota "RAV4" GX, Cruiser & Co <Limited> — 丰田 Ünïcödé',
    make: 'Toyota & Sons, "Ltd"',
    colour: 'Glacier White, Pearl\'s "Edition"',
    badge: 'GX & "Cruiser"',
    dealerComments:
      'One owner, full history & "log books".|Line two\nwith a break, <b>bold</b> & ampersand.|  |Kilómetros, 公里',
  };
  const car = testCar(awkward);
  const description =
    'One owner, full history & "log books".\nLine two\nwith a break, <b>bold</b> & ampersand.\nKilómetros, 公里';

  it('XML: the parser reads back exactly the text that went in', () => {
    const xml = googleMerchantFeed(site, { cars: [car], locations: [location] });
    expect(xml).not.toContain('<b>');
    const [item] = readGoogleFeed(xml);
    expect(googleProblems(item!)).toEqual([]);
    expect(item).toMatchObject({
      title: awkward.name,
      brand: awkward.make,
      color: awkward.colour,
      trim: awkward.badge,
      description,
    });
  });

  it('CSV: the parser reads back exactly the text that went in, one row a car', () => {
    const csv = metaCatalogueFeed(site, {
      cars: [car, testCar({ id: 2, stocknum: 'U2', slug: 'two', vin: 'JTMW43FV00D654321' })],
      locations: [location],
    });
    const rows = readMetaFeed(csv);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.vehicle_id).toBe('U2');
    expect(rows[1]).toMatchObject({
      vehicle_id: 'U3010042',
      title: awkward.name,
      make: awkward.make,
      exterior_color: awkward.colour,
      trim: awkward.badge,
      description,
    });
  });

  it('JSON: the text round-trips', () => {
    const json = JSON.parse(stockJsonFeed(site, { cars: [car], locations: [location] })) as {
      vehicles: { name: string; description: string }[];
    };
    expect(json.vehicles[0]).toMatchObject({ name: awkward.name, description });
  });

  it('CSV: a value a spreadsheet would run as a formula is text; the coordinates stay numbers', () => {
    const csv = metaCatalogueFeed(site, {
      cars: [testCar({ name: '=HYPERLINK("https://example.com")', colour: '@White' })],
      locations: [testLocation({ address: { ...location.address, lat: -31.89, long: 116.01 } })],
    });
    const [row] = readMetaFeed(csv);
    expect(row).toMatchObject({
      title: `'=HYPERLINK("https://example.com")`,
      exterior_color: "'@White",
      latitude: '-31.89',
      longitude: '116.01',
    });
    expect(metaProblems(row!)).toEqual([]);
  });
});

describe('the JSON feed’s spec §3 fields', () => {
  it.each([
    ['a car with an NVIC, named from its facts', {}, true, '2022 Toyota RAV4 GX MXAA52R Auto'],
    [
      'a car without one, with its listing title',
      { nvic: null, carsalesTitle: 'RAV4 GX 2WD' },
      false,
      'RAV4 GX 2WD',
    ],
  ])('%s', (_, over, hasNvic, carsalesTitle) => {
    const [vehicle] = stockFeed(site, { cars: [testCar(over)], locations: [location] }).vehicles;
    expect(vehicle).toMatchObject({ hasNvic, carsalesTitle });
  });

  it("gives each location's place id and its dealership's slug", () => {
    const placed = testLocation({ address: { ...location.address, placeId: 'ChIJ-midland' } });
    const [vehicle] = stockFeed(site, { cars: [testCar()], locations: [placed] }).vehicles;
    expect(vehicle!.location).toMatchObject({
      placeId: 'ChIJ-midland',
      dealershipSlug: site.dealerships.find((d) => d.id === placed.dealershipId)!.slug,
    });
    const [bare] = stockFeed(
      { ...site, dealerships: [] },
      { cars: [testCar()], locations: [location] },
    ).vehicles;
    expect(bare!.location).toMatchObject({ placeId: null, dealershipSlug: null });
  });
});

describe('descriptions and VINs', () => {
  it("is the dealer's comments a paragraph a line, else a line of the car's facts", () => {
    expect(feedDescription(testCar())).toBe('One owner.\nFull service history.');
    expect(feedDescription(testCar({ dealerComments: null }))).toBe(
      'Used 2022 Toyota RAV4 GX, 45,210 km, CVT Automatic, Unleaded Petrol, Glacier White.',
    );
    const long = feedDescription(testCar({ dealerComments: 'word '.repeat(2000) }));
    expect(long.length).toBe(5000);
    expect(long.endsWith('…')).toBe(true);
  });

  it.each([
    ['JTMW43FV00D123456', true],
    ['jtmw43fv00d123456', true],
    ['JTMW43FV00D12345', false],
    ['JTMW43FV00D1234567', false],
    ['JTMW43FV00I123456', false],
    [null, false],
  ])('isFeedVin(%j) is %s', (vin, ok) => {
    expect(isFeedVin(vin)).toBe(ok);
  });
});

describe("a demo site's whole stock", () => {
  const now = demoReferenceDate();
  it.each(['swan-valley-toyota', 'southern-cross-motors', 'sunshine-coast-caravans'])(
    '%s: every item meets the providers, and every car is in a feed or left out with a reason',
    (slug) => {
      const demoSite = getSiteBySlug(slug) as Site;
      const data = generateDemoData(demoSite, { now });
      const locationOf = new Map(data.locations.map((l) => [l.id, l]));
      const cars = data.cars.filter((car) =>
        isCarVisibleOnSite(demoSite, car, locationOf.get(car.locationId) ?? null, now),
      );
      const sources = { cars, locations: data.locations };
      const google = readGoogleFeed(googleMerchantFeed(demoSite, sources));
      const meta = readMetaFeed(metaCatalogueFeed(demoSite, sources));
      const json = stockFeed(demoSite, sources);
      expect(google.length).toBeGreaterThan(cars.length / 2);
      expect(google.flatMap(googleProblems)).toEqual([]);
      expect(meta.flatMap(metaProblems)).toEqual([]);
      const host = new URL(demoSite.url).host;
      for (const item of google) expect(new URL(item.link as string).host).toBe(host);
      // ids unique within a feed
      expect(new Set(google.map((item) => item.id)).size).toBe(google.length);
      expect(new Set(meta.map((row) => row.vehicle_id)).size).toBe(meta.length);
      // every car shown is in the feed or left out with its reason
      const excluded = googleMerchantItems(demoSite, sources).excluded;
      expect(google.length + excluded.length).toBe(cars.length);
      for (const { reason } of excluded) expect(reason).toMatch(/^(sold|missing \S)/);
      // none of the cars left out has what Google requires
      const byStock = new Map(cars.map((car) => [car.stocknum, car]));
      for (const { stocknum, reason } of excluded) {
        const car = byStock.get(stocknum)!;
        const pricedAndPictured = car.images.length > 0 && car.price > 10;
        if (car.status !== 'sold' && pricedAndPictured && car.subscriptionPrice === null)
          throw new Error(`${stocknum} was left out: ${reason}`);
      }
      expect(json.count).toBe(cars.length);
      expect(json.vehicles.every((v) => v.url.startsWith(`${new URL(demoSite.url).origin}/`))).toBe(
        true,
      );
      expect(json.vehicles.flatMap((v) => v.images).every((u) => /^https?:\/\//.test(u))).toBe(
        true,
      );
    },
  );
});
