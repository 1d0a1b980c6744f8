import { describe, expect, it } from 'vitest';
import { type Location } from './entities';
import {
  siteTimeZone,
  addressLines,
  carouselLocations,
  carouselPerView,
  directionsUrl,
  distinctByStreet,
  distinctPhones,
  distinctPlacesByStreet,
  filterLocations,
  findPlace,
  inCardOrder,
  locationsBlockPlaces,
  placeName,
  placeOfLegacySlug,
  placesOf,
  placeSlug,
} from './locations';
import { slugOf } from './slug';

function location(overrides: Partial<Location> & Pick<Location, 'id' | 'name'>): Location {
  return {
    dealershipId: 1,
    slug: slugOf(overrides.name),
    primary: false,
    locationType: 'sales',
    locationSubtype: [],
    manufacturers: [],
    visible: true,
    dealerLicenseNumber: null,
    motorVehicleRepairer: null,
    image: null,
    averageRating: null,
    reviewCount: 0,
    distributionLocations: [],
    address: {
      street: '1520 Princes Highway',
      city: 'Dandenong',
      state: 'VIC',
      postcode: '3175',
      lat: -37.98,
      long: 145.21,
      placeUrl: null,
    },
    phone: '03 9794 1100',
    landlinePhone: null,
    timezone: 'Australia/Melbourne',
    openingHours: [],
    ...overrides,
  };
}

const dandenongParts = location({
  id: 3,
  name: 'Southern Cross Dandenong - Parts',
  locationType: 'parts',
  phone: '03 9794 1170',
});
const dandenongSales = location({ id: 1, name: 'Southern Cross Dandenong - Sales', primary: true });
const dandenongService = location({
  id: 2,
  name: 'Southern Cross Dandenong - Service',
  locationType: 'service',
  phone: '(03) 9794-1100',
  manufacturers: ['Toyota'],
});
const ringwood = location({
  id: 4,
  name: 'Southern Cross Ringwood Sales',
  phone: '03 9870 2200',
  address: { ...dandenongSales.address, street: '255 Maroondah Highway', postcode: '3134' },
  locationSubtype: ['buying'],
});

describe('merged names and slugs (spec §2 /contact-us/{slug}, §9)', () => {
  it.each([
    ['Southern Cross Dandenong - Sales', 'Southern Cross Dandenong'],
    ['Southern Cross Dandenong - Service', 'Southern Cross Dandenong'],
    ['Harbour City Cars - Parts', 'Harbour City Cars'],
    ['Swan Valley Toyota Service', 'Swan Valley Toyota'],
    ['Sales Direct', 'Sales Direct'],
    ['Parts & Service Centre', 'Parts & Service Centre'],
  ])('%s is the place %s', (name, place) => {
    expect(placeName(name)).toBe(place);
  });

  it('slugs the merged name', () => {
    expect(placeSlug(dandenongService)).toBe('southern-cross-dandenong');
    expect(placeSlug({ name: 'Parts & Service Centre - Sales' })).toBe('parts-and-service-centre');
  });
});

describe('card order and places (spec §9)', () => {
  it('orders sales, service, parts', () => {
    expect(
      inCardOrder([dandenongParts, dandenongService, dandenongSales]).map((l) => l.id),
    ).toEqual([1, 2, 3]);
  });

  it('groups locations under their merged name, the primary place first', () => {
    const places = placesOf([ringwood, dandenongParts, dandenongService, dandenongSales]);
    expect(places.map((p) => [p.slug, p.locations.map((l) => l.id), p.main.id])).toEqual([
      ['southern-cross-dandenong', [1, 2, 3], 1],
      ['southern-cross-ringwood', [4], 4],
    ]);
  });

  it('finds a place by its slug or by one of its locations’ slugs', () => {
    const places = placesOf([dandenongSales, dandenongService, ringwood]);
    expect(findPlace(places, 'southern-cross-dandenong')?.name).toBe('Southern Cross Dandenong');
    expect(findPlace(places, dandenongService.slug)?.name).toBe('Southern Cross Dandenong');
    expect(findPlace(places, 'nowhere')).toBeNull();
  });

  it.each([
    ['no-osa-he-ads-motors', 'noosa-heads-motors'], // the demo data's merged name
    ['n-osa-h-ads-motors', 'noosa-heads-motors'], // the search paths'
    ['no-osa-he-ads-motors-service', 'noosa-heads-motors'], // a location's own, of before
    ['n-osa-h-ads-motors-sales', 'noosa-heads-motors'],
    ['o-connor-s-cars', 'oconnors-cars'], // an apostrophe was a '-'
    ['caf-cars-sales', null], // a location whose slug was given, not made of its name
    ['noosa-heads-motors', null], // its slug now
    ['noosa-heads-motors-sales', null], // a location's slug now
    ['southern-cross-dandenong', null],
    ['nowhere', null],
    ['', null],
  ])('sends the old slug %j to the place %j', (slug, placeSlugNow) => {
    const noosa = (id: number, name: string, locationType: Location['locationType']) =>
      location({ id, name, locationType, dealershipId: 3 });
    const places = placesOf([
      dandenongSales,
      noosa(11, 'Nöosa Héads Motors - Sales', 'sales'),
      noosa(12, 'Nöosa Héads Motors - Service', 'service'),
      noosa(13, "O'Connor's Cars", 'sales'),
      { ...noosa(14, 'Café Cars', 'sales'), slug: 'store-14' }, // a slug a feed gave
    ]);
    expect(placeOfLegacySlug(places, slug)?.slug ?? null).toBe(placeSlugNow);
    if (placeSlugNow) expect(findPlace(places, placeSlugNow)?.slug).toBe(placeSlugNow);
  });
});

describe('duplicates (spec §5)', () => {
  it('keeps each phone number once, by its digits, with the first label in card order', () => {
    expect(distinctPhones([dandenongParts, dandenongService, dandenongSales])).toEqual([
      { label: 'Sales', phone: '03 9794 1100' },
      { label: 'Parts', phone: '03 9794 1170' },
    ]);
  });

  it('keeps one location for each street address', () => {
    expect(
      distinctByStreet([dandenongSales, dandenongService, ringwood, dandenongParts]).map(
        (l) => l.id,
      ),
    ).toEqual([1, 4]);
  });
});

describe('filterLocations (spec §2 locations block)', () => {
  const all = [
    dandenongSales,
    dandenongService,
    dandenongParts,
    ringwood,
    location({ id: 9, name: 'Hidden - Sales', visible: false }),
  ];
  const ids = (filter: Parameters<typeof filterLocations>[1]) =>
    filterLocations(all, filter).map((l) => l.id);

  it.each([
    ['primary', [1]],
    ['sales', [1, 4]],
    ['service', [2]],
    ['parts', [3]],
    ['service-and-parts', [2, 3]],
    ['all', [1, 2, 3, 4]],
    [4, [4]],
    [9, []],
  ] as const)('%s gives %j (never a hidden location)', (kind, expected) => {
    expect(ids({ kind })).toEqual(expected);
  });

  it('narrows by manufacturer, subtype, exclusions and a selected list', () => {
    expect(ids({ kind: 'all', manufacturers: ['toyota'] })).toEqual([2]);
    expect(ids({ kind: 'all', subtypes: ['buying'] })).toEqual([4]);
    expect(ids({ kind: 'sales', exclude: [1] })).toEqual([4]);
    expect(ids({ kind: 'all', selected: [3, 4] })).toEqual([3, 4]);
  });
});

describe('the locations block (spec §2, §5)', () => {
  // a used-car yard under another name at the Dandenong dealership's street
  const dandenongYard = location({
    id: 7,
    name: 'Dandenong Value Cars',
    locationSubtype: ['buying'],
  });
  const all = [dandenongParts, dandenongService, ringwood, dandenongSales, dandenongYard];
  const names = (block: Parameters<typeof locationsBlockPlaces>[1]) =>
    locationsBlockPlaces(all, block).map((place) => place.name);

  it.each([
    [{ filter: 'all' }, ['Southern Cross Dandenong', 'Southern Cross Ringwood']],
    [{ filter: 'primary' }, ['Southern Cross Dandenong']],
    [{ filter: 'sales', exclude: [1] }, ['Southern Cross Ringwood', 'Dandenong Value Cars']],
    [{ filter: 'all', subtypes: ['buying'] }, ['Southern Cross Ringwood', 'Dandenong Value Cars']],
    [{ filter: 7 }, ['Dandenong Value Cars']],
    [{ filter: 'all', selected: [4, 7] }, ['Southern Cross Ringwood', 'Dandenong Value Cars']],
  ] as const)('%j shows %j, each street once', (block, expected) => {
    expect(names(block)).toEqual(expected);
  });

  it("takes the filter from the block's filter, not from its kind", () => {
    const block = { kind: 'locations', filter: 'primary' } as const;
    expect(locationsBlockPlaces(all, block).map((place) => place.name)).toEqual([
      'Southern Cross Dandenong',
    ]);
  });

  it('keeps the first place at a street: the primary one', () => {
    const places = placesOf([dandenongYard, ringwood, dandenongSales]);
    expect(distinctPlacesByStreet(places).map((place) => place.name)).toEqual([
      'Southern Cross Dandenong',
      'Southern Cross Ringwood',
    ]);
  });
});

describe('the Our Locations carousel (spec §2, §9)', () => {
  const b = location({ id: 5, name: 'B Motors', slug: 'b' });
  const a = location({ id: 6, name: 'A Motors', slug: 'a' });
  const c = location({ id: 7, name: 'C Motors', slug: 'c', visible: false });

  it('shows visible locations by name unless a custom order is set', () => {
    expect(carouselLocations([b, a, c]).map((l) => l.slug)).toEqual(['a', 'b']);
    expect(carouselLocations([b, a, c], { order: ['b'] }).map((l) => l.slug)).toEqual(['b', 'a']);
    expect(carouselLocations([b, a, c], { slugs: ['b', 'c'] }).map((l) => l.slug)).toEqual(['b']);
  });

  it.each([
    [1, 1],
    [3, 3],
    [4, 4],
    [5, 5],
    [9, 5],
  ])('%i locations: %i across', (count, across) => {
    expect(carouselPerView(count)).toBe(across);
  });
});

it('writes an address on two lines', () => {
  expect(addressLines(dandenongSales)).toEqual(['1520 Princes Highway', 'Dandenong VIC 3175']);
});

describe('siteTimeZone', () => {
  it("counts the site's day on its first location's clock, Sydney's with none", () => {
    expect(siteTimeZone([{ timezone: 'Australia/Perth' }, { timezone: 'Australia/Sydney' }])).toBe(
      'Australia/Perth',
    );
    expect(siteTimeZone([])).toBe('Australia/Sydney');
  });
});

describe('directionsUrl (spec §3 address place_url, place_id)', () => {
  const at = { ...dandenongSales.address };
  it.each([
    [
      'its place URL first',
      { placeUrl: 'https://maps.example/p', placeId: 'ChIJ1' },
      'https://maps.example/p',
    ],
    [
      'its position and place id',
      { placeId: 'ChIJ 1' },
      'https://www.google.com/maps/search/?api=1&query=-37.98,145.21&query_place_id=ChIJ%201',
    ],
    [
      'its position alone',
      { placeId: null },
      'https://www.google.com/maps/search/?api=1&query=-37.98,145.21',
    ],
  ])('%s', (_, address, expected) => {
    expect(directionsUrl({ address: { ...at, ...address } })).toBe(expected);
  });
});
