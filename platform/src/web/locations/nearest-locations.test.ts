import { describe, expect, it, vi } from 'vitest';
import { type Location } from '../../domain/entities';
import { slugOf } from '../../domain/slug';
import { POSTCODE_MESSAGE } from '../../domain/lead-forms';
import { testLocation } from '../../domain/vehicle-page.fixtures';
import { INVALID_POSTCODE_MESSAGE } from '../../services/postcodes';
import { handleNearestLocations } from './location-routes';
import {
  LOCATION_TYPE_MESSAGE,
  nearestLocationsAnswer,
  parseNearestLocationsQuery,
} from './nearest-locations';

const place = (
  id: number,
  name: string,
  lat: number,
  long: number,
  over: Partial<Location> = {},
): Location => {
  const base = testLocation();
  return testLocation({
    id,
    name,
    slug: slugOf(name),
    address: { ...base.address, city: name, state: 'VIC', postcode: '3000', lat, long },
    ...over,
  });
};

// listed by name, as the store lists them
const locations: Location[] = [
  place(1, 'Dandenong Service', -37.9875, 145.2149, { locationType: 'service' }),
  place(2, 'Geelong Sales', -38.1499, 144.3617),
  place(3, 'Hidden Sales', -37.8136, 144.9631, { visible: false }),
  place(4, 'Melbourne Sales', -37.8136, 144.9631),
  place(5, 'Melbourne Parts', 0, 0, { locationType: 'parts' }),
  place(6, 'Sydney Sales', -33.8688, 151.2093),
];

const params = (query: string) => new URLSearchParams(query);

describe('parseNearestLocationsQuery', () => {
  it.each([
    ['postcode=3000', { postcode: '3000' }],
    ['postcode=%203000%20', { postcode: '3000' }],
    ['postcode=3000&type=service', { postcode: '3000', type: 'service' }],
    ['postcode=3000&type=', { postcode: '3000' }],
    ['postcode=3000&postcode=2000&utm_source=mail', { postcode: '3000' }],
  ])('%s is read as %j', (query, expected) => {
    expect(parseNearestLocationsQuery(params(query))).toEqual({ query: expected });
  });

  it.each([
    ['', 'postcode', POSTCODE_MESSAGE],
    ['postcode=', 'postcode', POSTCODE_MESSAGE],
    ['postcode=abcd', 'postcode', POSTCODE_MESSAGE],
    ['postcode=300', 'postcode', POSTCODE_MESSAGE],
    ['postcode=30000', 'postcode', POSTCODE_MESSAGE],
    ['postcode=3000&type=showroom', 'type', LOCATION_TYPE_MESSAGE],
  ])('%j is refused on the %s', (query, field, message) => {
    expect(parseNearestLocationsQuery(params(query))).toEqual({ field, message });
  });
});

describe('nearestLocationsAnswer', () => {
  const fromMelbourne = () => ({ lat: -37.8136, lng: 144.9631 });

  it('gives the visible locations nearest first, those without a point last', () => {
    const { status, body } = nearestLocationsAnswer({ postcode: '3000' }, locations, fromMelbourne);
    expect(status).toBe(200);
    expect(body).toMatchObject({ postcode: '3000' });
    if (!('locations' in body)) throw new Error('no locations');
    expect(body.locations.map((l) => [l.name, l.distanceKm])).toEqual([
      ['Melbourne Sales', 0],
      ['Dandenong Service', 29.4],
      ['Geelong Sales', 64.6],
      ['Sydney Sales', 713.4],
      ['Melbourne Parts', null],
    ]);
  });

  it('shows a location as its card does, and nothing more', () => {
    const { body } = nearestLocationsAnswer({ postcode: '3000' }, [locations[3]!], fromMelbourne);
    expect(body).toEqual({
      postcode: '3000',
      locations: [
        {
          id: 4,
          slug: 'melbourne-sales',
          name: 'Melbourne Sales',
          locationType: 'sales',
          distanceKm: 0,
          address: {
            street: '190 Great Eastern Highway',
            city: 'Melbourne Sales',
            state: 'VIC',
            postcode: '3000',
          },
          phone: testLocation().phone,
        },
      ],
    });
  });

  it.each([
    ['sales', ['Melbourne Sales', 'Geelong Sales', 'Sydney Sales']],
    ['service', ['Dandenong Service']],
    ['parts', ['Melbourne Parts']],
  ] as const)('keeps only the %s locations when asked', (type, names) => {
    const { body } = nearestLocationsAnswer({ postcode: '3000', type }, locations, fromMelbourne);
    if (!('locations' in body)) throw new Error('no locations');
    expect(body.locations.map((l) => l.name)).toEqual(names);
  });

  it('answers an empty list for a site with no visible locations', () => {
    const hidden = locations.map((l) => ({ ...l, visible: false }));
    expect(nearestLocationsAnswer({ postcode: '3000' }, hidden, fromMelbourne)).toEqual({
      status: 200,
      body: { postcode: '3000', locations: [] },
    });
  });

  it('answers Invalid postcode for a postcode it cannot place', () => {
    const geocode = vi.fn(() => null);
    expect(nearestLocationsAnswer({ postcode: '0100' }, locations, geocode)).toEqual({
      status: 422,
      body: { message: INVALID_POSTCODE_MESSAGE, code: 'unknown_postcode' },
    });
    expect(geocode).toHaveBeenCalledWith('0100');
  });

  it('places the postcode with the bundled table by default', () => {
    const { body } = nearestLocationsAnswer({ postcode: '2000' }, locations);
    if (!('locations' in body)) throw new Error('no locations');
    expect(body.locations[0]!.name).toBe('Sydney Sales');
    expect(body.locations[0]!.distanceKm).toBeLessThan(5);
  });
});

describe('GET /api/locations/nearest', () => {
  const get = (query: string) =>
    handleNearestLocations(
      new Request(`https://sunshine.example.com.au/api/locations/nearest?${query}`),
      async () => locations,
    );

  it('answers 200 with the nearest locations, public for a day', async () => {
    const response = await get('postcode=3000&type=sales');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const body = (await response.json()) as { postcode: string; locations: { slug: string }[] };
    expect(body.postcode).toBe('3000');
    expect(body.locations.map((l) => l.slug)).toEqual([
      'melbourne-sales',
      'geelong-sales',
      'sydney-sales',
    ]);
  });

  it('answers 400 with the lead forms’ message for a postcode that is not four digits', async () => {
    const response = await get('postcode=30a0');
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      message: POSTCODE_MESSAGE,
      code: 'invalid_postcode',
      fields: { postcode: POSTCODE_MESSAGE },
    });
  });

  it('answers 400 for a location type it does not know', async () => {
    const response = await get('postcode=3000&type=showroom');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: LOCATION_TYPE_MESSAGE });
  });

  it('answers 422 Invalid postcode for a postcode no Australian postcode has', async () => {
    const response = await get('postcode=0000');
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      message: 'Invalid postcode',
      code: 'unknown_postcode',
    });
  });

  it('reads no locations for a query it refuses', async () => {
    const listLocations = vi.fn(async () => locations);
    await handleNearestLocations(
      new Request('https://sunshine.example.com.au/api/locations/nearest?postcode=x'),
      listLocations,
    );
    expect(listLocations).not.toHaveBeenCalled();
  });
});
