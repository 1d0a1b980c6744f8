import { type MapsProvider } from '@dealer/site-config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directionsUrl } from './locations';
import {
  hasMapPosition,
  interactiveMapUrl,
  locationMap,
  mapFingerprint,
  mapOrigins,
  mapPictureOf,
  type MapLocation,
  providerStaticMapUrl,
  staticMapKind,
  staticMapPath,
} from './maps';

const ringwood: MapLocation = {
  slug: 'southern-cross-ringwood-sales',
  name: 'Southern Cross Ringwood - Sales',
  address: { lat: -37.8136, long: 145.2266, placeUrl: null },
};
const google: MapsProvider = { provider: 'google', key: 'AIzaBrowserKey1234', serverKey: null };
const googleWithServerKey: MapsProvider = { ...google, serverKey: 'AIzaServerKey5678' };
const osm: MapsProvider = { provider: 'openstreetmap' };

describe('hasMapPosition', () => {
  it.each([
    ['a position in Melbourne', -37.8136, 145.2266, true],
    ['0, 0: a feed with no position', 0, 0, false],
    ['on the equator, not at 0, 0', 0, 145, true],
    ['a latitude past the pole', -91, 145, false],
    ['a longitude past 180', -37, 181, false],
    ['not a number', Number.NaN, 145, false],
  ])('%s', (_case, lat, long, expected) => {
    expect(hasMapPosition({ lat, long })).toBe(expected);
  });
});

describe('staticMapKind', () => {
  it.each([
    ['no provider: the site draws it', null, 'drawn'],
    ['Google: its Maps Static API', google, 'google'],
    ['OpenStreetMap (no static service): the site draws it', osm, 'drawn'],
  ] as const)('%s', (_case, provider, expected) => {
    expect(staticMapKind(provider)).toBe(expected);
  });
});

describe('staticMapPath and mapPictureOf', () => {
  it('names the location and what it shows, and reads back', () => {
    const path = staticMapPath(ringwood, 'drawn');
    expect(path).toMatch(/^\/media\/map\/southern-cross-ringwood-sales-[0-9a-f]{8}\.svg$/);
    expect(mapPictureOf(path.split('/').at(-1)!)).toEqual({
      slug: 'southern-cross-ringwood-sales',
      fingerprint: mapFingerprint(ringwood, 'drawn'),
      kind: 'drawn',
    });
    expect(staticMapPath(ringwood, 'google')).toMatch(/-[0-9a-f]{8}\.png$/);
  });

  it.each([
    ['a moved pin', { ...ringwood, address: { ...ringwood.address, lat: -37.8137 } }],
    ['a new name', { ...ringwood, name: 'Southern Cross Ringwood East' }],
  ])('is a new address for %s', (_case, changed) => {
    expect(staticMapPath(changed, 'drawn')).not.toBe(staticMapPath(ringwood, 'drawn'));
  });

  it('is the same address for the same place whatever its type suffix', () => {
    expect(mapFingerprint({ ...ringwood, name: 'Southern Cross Ringwood' }, 'drawn')).toBe(
      mapFingerprint(ringwood, 'drawn'),
    );
  });

  it('is a different picture for another drawer', () => {
    expect(mapFingerprint(ringwood, 'google')).not.toBe(mapFingerprint(ringwood, 'drawn'));
  });

  it.each([
    ['no fingerprint', 'southern-cross.svg'],
    ['a short fingerprint', 'southern-cross-1a2b.svg'],
    ['another format', 'southern-cross-1a2b3c4d.jpg'],
    ['a path', '..%2Fsouthern-cross-1a2b3c4d.svg'],
    ['upper case', 'Southern-1a2b3c4d.svg'],
  ])('refuses %s', (_case, file) => {
    expect(mapPictureOf(file)).toBeNull();
  });

  it('reads back every location slug it writes', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,40}[a-z0-9])?$/),
        fc.double({ min: -44, max: -10, noNaN: true }),
        fc.double({ min: 112, max: 154, noNaN: true }),
        (slug, lat, long) => {
          const location = { slug, name: 'A Dealer', address: { lat, long, placeUrl: null } };
          const file = staticMapPath(location, 'drawn').split('/').at(-1)!;
          expect(mapPictureOf(file)?.slug).toBe(slug);
        },
      ),
    );
  });
});

describe('providerStaticMapUrl (fetched by the server, the key never in a page)', () => {
  it('is none where the site draws its own', () => {
    expect(providerStaticMapUrl(null, ringwood)).toBeNull();
    expect(providerStaticMapUrl(osm, ringwood)).toBeNull();
  });

  it("asks Google for the map's size, twice as dense, a marker on the place", () => {
    const url = providerStaticMapUrl(google, ringwood)!;
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/staticmap');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      center: '-37.8136,145.2266',
      zoom: '16',
      size: '600x400',
      scale: '2',
      format: 'png',
      markers: 'color:red|-37.8136,145.2266',
      key: 'AIzaBrowserKey1234',
    });
  });

  it("uses the site's server key where it has one", () => {
    expect(providerStaticMapUrl(googleWithServerKey, ringwood)!.searchParams.get('key')).toBe(
      'AIzaServerKey5678',
    );
  });
});

describe('interactiveMapUrl', () => {
  it('is none for the embedded default', () => {
    expect(interactiveMapUrl(null, ringwood)).toBeNull();
  });

  it.each([
    [
      'Google, by position',
      google,
      ringwood,
      'https://www.google.com/maps/embed/v1/place?key=AIzaBrowserKey1234&q=-37.8136%2C145.2266&zoom=16',
    ],
    [
      'Google, by the place id where the location has one',
      google,
      { ...ringwood, address: { ...ringwood.address, placeId: 'ChIJ3S-JXmauEmsRUcIaWtf4MzE' } },
      'https://www.google.com/maps/embed/v1/place?key=AIzaBrowserKey1234&q=place_id%3AChIJ3S-JXmauEmsRUcIaWtf4MzE&zoom=16',
    ],
    [
      'Google, with the location’s own key (spec §3 address.map_key)',
      google,
      { ...ringwood, address: { ...ringwood.address, mapKey: 'AIzaLocationKey42' } },
      'https://www.google.com/maps/embed/v1/place?key=AIzaLocationKey42&q=-37.8136%2C145.2266&zoom=16',
    ],
  ])('%s', (_case, provider, location, expected) => {
    expect(interactiveMapUrl(provider, location)).toBe(expected);
  });

  it('OpenStreetMap: a box around the place, the marker on it', () => {
    const url = new URL(interactiveMapUrl(osm, ringwood)!);
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('-37.8136,145.2266');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(west).toBeLessThan(145.2266);
    expect(east).toBeGreaterThan(145.2266);
    expect(south).toBeLessThan(-37.8136);
    expect(north).toBeGreaterThan(-37.8136);
    // centred on the place, as wide as the 600 × 400 map at zoom 16 (about 0.0129°)
    expect((west! + east!) / 2).toBeCloseTo(145.2266, 5);
    expect(east! - west!).toBeCloseTo(0.01287, 4);
  });
});

describe('mapOrigins (the CSP widened only for the configured provider)', () => {
  it.each([
    ['the embedded default: none', null, []],
    ['Google: its embed', google, ['https://www.google.com']],
    ['OpenStreetMap: its embed', osm, ['https://www.openstreetmap.org']],
  ] as const)('%s', (_case, maps, expected) => {
    expect(mapOrigins({ maps })).toEqual(expected);
  });
});

describe('directionsUrl', () => {
  it.each([
    [
      'a search at the position',
      ringwood.address,
      'https://www.google.com/maps/search/?api=1&query=-37.8136,145.2266',
    ],
    [
      'naming the place id where it has one',
      { ...ringwood.address, placeId: 'ChIJ123' },
      'https://www.google.com/maps/search/?api=1&query=-37.8136,145.2266&query_place_id=ChIJ123',
    ],
    [
      'the place URL first',
      { ...ringwood.address, placeUrl: 'https://maps.google.com/?cid=123' },
      'https://maps.google.com/?cid=123',
    ],
  ])('%s', (_case, address, expected) => {
    expect(directionsUrl({ address })).toBe(expected);
  });
});

describe('locationMap', () => {
  it('the embedded default: the drawn picture, named, sized, and no interactive map', () => {
    expect(locationMap({ maps: null }, ringwood)).toEqual({
      name: 'Southern Cross Ringwood',
      image: {
        src: staticMapPath(ringwood, 'drawn'),
        width: 600,
        height: 400,
        alt: 'Map showing the location of Southern Cross Ringwood',
      },
      interactive: null,
      directionsHref: 'https://www.google.com/maps/search/?api=1&query=-37.8136,145.2266',
    });
  });

  it("a provider: its picture through the site's route and its map on a press", () => {
    const map = locationMap({ maps: google }, ringwood, 'Ringwood')!;
    expect(map.image.src).toBe(staticMapPath(ringwood, 'google'));
    expect(map.image.alt).toBe('Map showing the location of Ringwood');
    expect(map.interactive).toEqual({
      src: interactiveMapUrl(google, ringwood),
      title: 'Interactive map of Ringwood',
    });
  });

  it('none for a location with no position', () => {
    expect(
      locationMap({ maps: osm }, { ...ringwood, address: { lat: 0, long: 0, placeUrl: null } }),
    ).toBeNull();
  });
});
