import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Location } from './entities';
import {
  EARTH_RADIUS_KM,
  haversineKm,
  type LatLng,
  locationPoint,
  nearestLocations,
  roundKm,
} from './geo';

const sydney: LatLng = { lat: -33.8688, lng: 151.2093 };
const melbourne: LatLng = { lat: -37.8136, lng: 144.9631 };
const brisbane: LatLng = { lat: -27.4698, lng: 153.0251 };
const perth: LatLng = { lat: -31.9505, lng: 115.8605 };
const hobart: LatLng = { lat: -42.8821, lng: 147.3272 };

describe('haversineKm (spec §9 Earth radius 6371 km)', () => {
  it('uses the spec’s Earth radius', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it.each([
    // from, to, kilometres (great circle on a 6371 km sphere), within
    ['Sydney to Melbourne', sydney, melbourne, 713.4, 0.5],
    ['Sydney to Brisbane', sydney, brisbane, 732, 1],
    ['Brisbane to Perth', brisbane, perth, 3605, 2],
    ['Melbourne to Hobart', melbourne, hobart, 598, 1],
    ['one degree along a meridian', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111.195, 0.001],
    [
      'one degree along the equator',
      { lat: 0, lng: 179.5 },
      { lat: 0, lng: -179.5 },
      111.195,
      0.001,
    ],
    ['to the antipode', { lat: -33, lng: 151 }, { lat: 33, lng: -29 }, Math.PI * 6371, 0.001],
  ] as const)('%s', (_name, from, to, km, within) => {
    expect(Math.abs(haversineKm(from, to) - km)).toBeLessThanOrEqual(within);
  });

  it('is zero from a point to itself', () => {
    expect(haversineKm(sydney, sydney)).toBe(0);
    expect(haversineKm({ lat: 90, lng: 0 }, { lat: 90, lng: 120 })).toBeCloseTo(0, 9);
  });

  it('is the same either way', () => {
    expect(haversineKm(melbourne, sydney)).toBe(haversineKm(sydney, melbourne));
  });

  const point = fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
  });
  const tolerance = 1e-6;
  const antipodalRounding = 1e-3; // km

  it('is never negative and never more than half the way round', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const km = haversineKm(a, b);
        return km >= 0 && km <= Math.PI * EARTH_RADIUS_KM + tolerance;
      }),
    );
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineKm(a, b)).toBe(haversineKm(b, a));
      }),
    );
  });

  it('keeps the triangle inequality', () => {
    fc.assert(
      fc.property(
        point,
        point,
        point,
        // near-antipodal points: the arcsine near 1 loses about a centimetre to rounding
        (a, b, c) => haversineKm(a, c) <= haversineKm(a, b) + haversineKm(b, c) + antipodalRounding,
      ),
    );
  });
});

describe('roundKm', () => {
  it.each([
    [12.34, 12.3],
    [12.35, 12.4],
    [0.04, 0],
    [713.449, 713.4],
  ])('%s km shows as %s km', (km, shown) => {
    expect(roundKm(km)).toBe(shown);
  });
});

type Place = Pick<Location, 'address'> & { name: string };

const at = (name: string, lat: number, long: number): Place => ({
  name,
  address: {
    street: '1 Main Street',
    city: name,
    state: 'NSW',
    postcode: '2000',
    lat,
    long,
    placeUrl: null,
  },
});

describe('locationPoint', () => {
  it.each([
    ['a point', -33.8688, 151.2093, { lat: -33.8688, lng: 151.2093 }],
    ['0, 0 (no coordinates in the feed)', 0, 0, null],
    ['not a number', Number.NaN, 151, null],
    ['off the globe', -33, 200, null],
  ])('%s', (_name, lat, long, expected) => {
    expect(locationPoint(at('here', lat, long))).toEqual(expected);
  });
});

describe('nearestLocations', () => {
  const sydneyCbd = at('Sydney', -33.8688, 151.2093);
  const parramatta = at('Parramatta', -33.815, 151.0011);
  const geelong = at('Geelong', -38.1499, 144.3617);
  const melbourneCbd = at('Melbourne', -37.8136, 144.9631);
  const unmapped = at('Unmapped', 0, 0);

  it('puts the nearest first, with kilometres to one decimal', () => {
    const found = nearestLocations(melbourne, [sydneyCbd, geelong, parramatta, melbourneCbd]);
    expect(found.map((l) => [l.name, l.distanceKm])).toEqual([
      ['Melbourne', 0],
      ['Geelong', 64.6],
      ['Parramatta', 702.6],
      ['Sydney', 713.4],
    ]);
  });

  it('gives each location its distance from the shopper', () => {
    const [nearest] = nearestLocations(sydney, [melbourneCbd]);
    expect(nearest).toEqual({ ...melbourneCbd, distanceKm: 713.4 });
  });

  it('puts locations without coordinates last, in the order given, with no distance', () => {
    const other = at('Other unmapped', Number.NaN, Number.NaN);
    const found = nearestLocations(sydney, [unmapped, melbourneCbd, other, sydneyCbd]);
    expect(found.map((l) => [l.name, l.distanceKm])).toEqual([
      ['Sydney', 0],
      ['Melbourne', 713.4],
      ['Unmapped', null],
      ['Other unmapped', null],
    ]);
  });

  it('keeps the given order for locations at the same place', () => {
    const sales = { ...sydneyCbd, name: 'Sydney - Sales' };
    const service = { ...sydneyCbd, name: 'Sydney - Service' };
    expect(nearestLocations(melbourne, [sales, service]).map((l) => l.name)).toEqual([
      'Sydney - Sales',
      'Sydney - Service',
    ]);
    expect(nearestLocations(melbourne, [service, sales]).map((l) => l.name)).toEqual([
      'Sydney - Service',
      'Sydney - Sales',
    ]);
  });

  it('answers nothing for no locations and leaves the list it was given alone', () => {
    expect(nearestLocations(sydney, [])).toEqual([]);
    const given = [melbourneCbd, sydneyCbd];
    nearestLocations(sydney, given);
    expect(given).toEqual([melbourneCbd, sydneyCbd]);
  });

  it('sorts by distance whatever the order given (property)', () => {
    const place = fc.record({
      name: fc.string(),
      lat: fc.double({ min: -44, max: -10, noNaN: true }),
      long: fc.double({ min: 112, max: 154, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(place, { maxLength: 12 }), (places) => {
        const found = nearestLocations(
          sydney,
          places.map((p) => at(p.name, p.lat, p.long)),
        );
        expect(found).toHaveLength(places.length);
        for (let i = 1; i < found.length; i++) {
          expect(found[i]!.distanceKm!).toBeGreaterThanOrEqual(found[i - 1]!.distanceKm!);
        }
      }),
    );
  });
});
