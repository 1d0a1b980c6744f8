import { type MapsProvider, type Site } from '@dealer/site-config';
import { type Location } from './entities';
import { directionsUrl, placeName } from './locations';

// spec §7 'embedded map from a maps provider', §3 Location address (lat, long, place_id,
// place_url), §3 vdp_config.show_map_section: the map of a location as a location page, the
// contact pages and the vehicle page's #vehicle-map show it. Every map is first a static picture
// from the site's own image route (drawn by the site, or the provider's, fetched by the server);
// the provider's interactive map is loaded only when the shopper asks for it.

/** spec §9 location image 600×400: the size a map is shown at (its picture twice as dense). */
export const MAP_SIZE = { width: 600, height: 400 } as const;

/** How close a map shows its place: the street it is on and a few around it. */
export const MAP_ZOOM = 16;

/** The path of the site's map pictures (one a location): /media/map/{slug}-{fingerprint}.{svg|png}. */
export const MAP_PICTURE_PATH = '/media/map/';

/** What a map is drawn from: the location's name, slug and position (and Google place id). */
export interface MapLocation {
  slug: string;
  name: string;
  address: Pick<Location['address'], 'lat' | 'long' | 'placeUrl'> & {
    /** spec §3 Location address place_id, where the location's data carries it */
    placeId?: string | null;
    /** spec §3 Location address map_key: the location's own embed key, before the site's */
    mapKey?: string | null;
  };
}

/** Who draws a map's static picture: the site itself, or the provider's static map service. */
export type StaticMapKind = 'drawn' | 'google';

/** A map as a page shows it: the picture, its alt text, and the interactive map on a press. */
export interface LocationMapView {
  /** the place's name, as the page names it */
  name: string;
  image: { src: string; width: number; height: number; alt: string };
  /** the provider's interactive map (an iframe's address and title); null: none (the default) */
  interactive: { src: string; title: string } | null;
  /** the place on a maps site, for directions */
  directionsHref: string;
}

/**
 * Whether a location has a position to map: a latitude and longitude on the globe, and not the
 * 0, 0 a feed writes for a location it has no position of.
 */
export function hasMapPosition(address: Pick<Location['address'], 'lat' | 'long'>): boolean {
  const { lat, long } = address;
  return (
    Number.isFinite(lat) &&
    Number.isFinite(long) &&
    Math.abs(lat) <= 90 &&
    Math.abs(long) <= 180 &&
    !(lat === 0 && long === 0)
  );
}

/** A coordinate as a map address carries it: at most 6 decimals (about 10 cm), no trailing 0s. */
export function coordinateText(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** Who draws a site's static map pictures. */
export function staticMapKind(provider: MapsProvider | null): StaticMapKind {
  return provider?.provider === 'google' ? 'google' : 'drawn';
}

/** FNV-1a, 32 bits, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A short fingerprint of everything a map picture shows (the position, the name drawn on it, who
 * draws it): a picture's address names one picture for good (browsers and the image route keep
 * it a year), so a moved pin or a renamed place is a new address, never a stale picture.
 */
export function mapFingerprint(location: MapLocation, kind: StaticMapKind): string {
  const { lat, long } = location.address;
  return fnv1a(
    `${coordinateText(lat)},${coordinateText(long)}|${placeName(location.name)}|${kind}|${MAP_ZOOM}`,
  );
}

/** The site's own address of a location's static map picture (an original of the image route). */
export function staticMapPath(location: MapLocation, kind: StaticMapKind): string {
  const extension = kind === 'google' ? 'png' : 'svg';
  return `${MAP_PICTURE_PATH}${location.slug}-${mapFingerprint(location, kind)}.${extension}`;
}

/** What a map picture's file name names: the location's slug, the fingerprint and who draws it. */
export function mapPictureOf(
  file: string,
): { slug: string; fingerprint: string; kind: StaticMapKind } | null {
  const match = /^([a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?)-([0-9a-f]{8})\.(svg|png)$/.exec(file);
  if (!match) return null;
  return { slug: match[1]!, fingerprint: match[2]!, kind: match[3] === 'png' ? 'google' : 'drawn' };
}

/**
 * The provider's static map picture of a location, which the server fetches (never the browser:
 * the key stays on the server): Google's Maps Static API at the map's size, twice as dense, a
 * marker on the place. Null where the site draws its own.
 */
export function providerStaticMapUrl(
  provider: MapsProvider | null,
  location: MapLocation,
): URL | null {
  if (provider?.provider !== 'google') return null;
  const position = `${coordinateText(location.address.lat)},${coordinateText(location.address.long)}`;
  const url = new URL('https://maps.googleapis.com/maps/api/staticmap');
  url.search = new URLSearchParams({
    center: position,
    zoom: String(MAP_ZOOM),
    size: `${MAP_SIZE.width}x${MAP_SIZE.height}`,
    scale: '2',
    format: 'png',
    markers: `color:red|${position}`,
    key: provider.serverKey ?? provider.key,
  }).toString();
  return url;
}

/** The degrees of longitude and latitude half a map spans around its centre, at MAP_ZOOM. */
function mapHalfSpan(lat: number): { lon: number; lat: number } {
  const degreesPerPixel = 360 / (256 * 2 ** MAP_ZOOM);
  return {
    lon: (MAP_SIZE.width / 2) * degreesPerPixel,
    lat: (MAP_SIZE.height / 2) * degreesPerPixel * Math.cos((lat * Math.PI) / 180),
  };
}

/**
 * The provider's interactive map of a location, for an iframe: Google's Maps Embed API (the
 * place by its place id where the location has one, else its position; the location's own key
 * where it has one, else the site's), or OpenStreetMap's
 * embedded map around the position with a marker on it. Null for the embedded default.
 */
export function interactiveMapUrl(
  provider: MapsProvider | null,
  location: MapLocation,
): string | null {
  if (!provider) return null;
  const { lat, long, placeId, mapKey } = location.address;
  if (provider.provider === 'google') {
    const query = new URLSearchParams({
      key: mapKey ?? provider.key,
      q: placeId ? `place_id:${placeId}` : `${coordinateText(lat)},${coordinateText(long)}`,
      zoom: String(MAP_ZOOM),
    });
    return `https://www.google.com/maps/embed/v1/place?${query.toString()}`;
  }
  const half = mapHalfSpan(lat);
  const box = [long - half.lon, lat - half.lat, long + half.lon, lat + half.lat].map(
    coordinateText,
  );
  const query = new URLSearchParams({
    bbox: box.join(','),
    layer: 'mapnik',
    marker: `${coordinateText(lat)},${coordinateText(long)}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${query.toString()}`;
}

/** The origin of a provider's interactive map (the only one a site's pages may frame for it). */
const providerFrameOrigins: Record<MapsProvider['provider'], string> = {
  google: 'https://www.google.com',
  openstreetmap: 'https://www.openstreetmap.org',
};

/**
 * The origins a site's pages may frame for its maps: its provider's interactive map, and nothing
 * for the embedded default (its static pictures all come from the site's own image route).
 */
export function mapOrigins(site: Pick<Site, 'maps'>): string[] {
  return site.maps ? [providerFrameOrigins[site.maps.provider]] : [];
}

/**
 * The map of a location on a site: its static picture through the site's image route, the
 * provider's interactive map on a press, the way there. Null for a location with no position.
 */
export function locationMap(
  site: Pick<Site, 'maps'>,
  location: MapLocation,
  name: string = placeName(location.name),
): LocationMapView | null {
  if (!hasMapPosition(location.address)) return null;
  const interactive = interactiveMapUrl(site.maps, location);
  return {
    name,
    image: {
      src: staticMapPath(location, staticMapKind(site.maps)),
      ...MAP_SIZE,
      alt: `Map showing the location of ${name}`,
    },
    interactive: interactive ? { src: interactive, title: `Interactive map of ${name}` } : null,
    directionsHref: directionsUrl(location),
  };
}
