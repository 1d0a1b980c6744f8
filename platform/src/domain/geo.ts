import { type Location } from './entities';

// Distances between places on the map: the nearest locations to a shopper's postcode
// (spec §7 maps geocoding, §9 Earth radius).

/** spec §9 Earth radius, in kilometres. */
export const EARTH_RADIUS_KM = 6371;

/** A point on the map, in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (the haversine formula). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // rounding can push h a hair past 1 for antipodal points
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** A distance as the shopper reads it: kilometres to one decimal. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

/**
 * A location's point on the map, or null when its address has none: a feed without coordinates
 * gives 0, 0 (a point in the ocean off Africa) or nothing at all.
 */
export function locationPoint(location: Pick<Location, 'address'>): LatLng | null {
  const { lat, long } = location.address;
  if (!Number.isFinite(lat) || !Number.isFinite(long)) return null;
  if (lat === 0 && long === 0) return null;
  if (Math.abs(lat) > 90 || Math.abs(long) > 180) return null;
  return { lat, lng: long };
}

/** A location with its distance from the shopper: null when the location has no coordinates. */
export type LocationWithDistance<T> = T & { distanceKm: number | null };

/**
 * The locations nearest first, each with its distance in kilometres to one decimal; those without
 * coordinates come last, in the order they were given. Equal distances keep the given order.
 */
export function nearestLocations<T extends Pick<Location, 'address'>>(
  origin: LatLng,
  locations: readonly T[],
): LocationWithDistance<T>[] {
  const measured = locations.map((location, index) => {
    const point = locationPoint(location);
    return { location, index, km: point ? haversineKm(origin, point) : null };
  });
  measured.sort((a, b) => {
    if (a.km === null || b.km === null) {
      if (a.km !== b.km) return a.km === null ? 1 : -1;
      return a.index - b.index;
    }
    return a.km - b.km || a.index - b.index;
  });
  return measured.map(({ location, km }) => ({
    ...location,
    distanceKm: km === null ? null : roundKm(km),
  }));
}
