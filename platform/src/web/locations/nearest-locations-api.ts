import { formatNumber } from '@dealer/design-system/format';
import { type locationTypes } from '../../domain/entities';

// GET /api/locations/nearest?postcode=3000[&type=sales|service|parts]: the site's locations
// nearest a shopper's postcode (spec §7 maps geocoding: postcode to lat/lng, 'Invalid postcode'
// when it has no result). What the server answers, and the browser's call and its reading.

export const NEAREST_LOCATIONS_ENDPOINT = '/api/locations/nearest';

export type NearestLocationType = (typeof locationTypes)[number];

/** A location as the answer gives it: what its card shows, and how far it is. */
export interface NearestLocation {
  id: number;
  slug: string;
  name: string;
  locationType: NearestLocationType;
  /** kilometres from the postcode's centre, to one decimal; null when the location has no point */
  distanceKm: number | null;
  address: { street: string; city: string; state: string; postcode: string };
  phone: string;
}

/** 200: the postcode asked about and the locations, nearest first. */
export interface NearestLocationsAnswer {
  postcode: string;
  locations: NearestLocation[];
}

/** spec §2 the location's page, as the location cards link it. */
export const locationDetailsHref = (slug: string) => `/our-location/${encodeURIComponent(slug)}`;

/** '12.3 km away' */
export const distanceAwayLabel = (km: number) =>
  `${formatNumber(km, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km away`;

export const NEAREST_LOCATIONS_FAILED_MESSAGE =
  'We could not look up our locations right now. Please try again.';

/** What the finder shows next: the locations, the server's reason, or a failure. */
export type NearestLocationsResult =
  | { status: 'found'; postcode: string; locations: NearestLocation[] }
  | { status: 'invalid'; message: string }
  | { status: 'failed'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** A location of the answer, or null when it is not one. */
function readLocation(value: unknown): NearestLocation | null {
  if (!isRecord(value) || !isRecord(value.address)) return null;
  const { id, slug, name, locationType, distanceKm, phone, address } = value;
  if (typeof id !== 'number' || typeof slug !== 'string' || typeof name !== 'string') return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id,
    slug,
    name,
    locationType: (locationType === 'service' || locationType === 'parts'
      ? locationType
      : 'sales') as NearestLocationType,
    distanceKm: typeof distanceKm === 'number' && Number.isFinite(distanceKm) ? distanceKm : null,
    address: {
      street: text(address.street),
      city: text(address.city),
      state: text(address.state),
      postcode: text(address.postcode),
    },
    phone: text(phone),
  };
}

/** Asks the server for the locations nearest a postcode. */
export async function findNearestLocations(
  query: { postcode: string; type?: NearestLocationType },
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<NearestLocationsResult> {
  const params = new URLSearchParams({ postcode: query.postcode });
  if (query.type) params.set('type', query.type);
  let response: Response;
  try {
    response = await fetchImpl(`${NEAREST_LOCATIONS_ENDPOINT}?${params}`, {
      headers: { accept: 'application/json' },
    });
  } catch {
    return { status: 'failed', message: NEAREST_LOCATIONS_FAILED_MESSAGE };
  }
  const body = await readJson(response);
  if (response.ok && isRecord(body) && Array.isArray(body.locations)) {
    const locations = body.locations.map(readLocation).filter((l) => l !== null);
    return { status: 'found', postcode: String(body.postcode ?? query.postcode), locations };
  }
  if ((response.status === 400 || response.status === 422) && isRecord(body)) {
    if (typeof body.message === 'string' && body.message)
      return { status: 'invalid', message: body.message };
  }
  return { status: 'failed', message: NEAREST_LOCATIONS_FAILED_MESSAGE };
}
