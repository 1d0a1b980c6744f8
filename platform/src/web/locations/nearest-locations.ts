import { z } from 'zod';
import { type Location, locationTypes } from '../../domain/entities';
import { type LatLng, nearestLocations } from '../../domain/geo';
import { postcodeSchema } from '../../domain/lead-forms';
import { INVALID_POSTCODE_MESSAGE, postcodeLocation } from '../../services/postcodes';
import { type NearestLocation, type NearestLocationsAnswer } from './nearest-locations-api';

// The server's side of GET /api/locations/nearest: the query checked with the lead forms'
// postcode rule (spec §5), the postcode placed on the map (spec §7, 'Invalid postcode' when it
// cannot be), and the site's visible locations measured from it.

export const LOCATION_TYPE_MESSAGE = 'type must be sales, service or parts.';

export const nearestLocationsQuerySchema = z.object({
  postcode: postcodeSchema,
  type: z.enum(locationTypes, { error: LOCATION_TYPE_MESSAGE }).optional(),
});

export type NearestLocationsQuery = z.infer<typeof nearestLocationsQuerySchema>;

/** The query of the URL (the first of a repeated parameter; others are ignored). */
export function parseNearestLocationsQuery(
  params: URLSearchParams,
): { query: NearestLocationsQuery } | { field: 'postcode' | 'type'; message: string } {
  const parsed = nearestLocationsQuerySchema.safeParse({
    postcode: params.get('postcode') ?? undefined,
    type: params.get('type') || undefined,
  });
  if (parsed.success) return { query: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { field: issue.path[0] === 'type' ? 'type' : 'postcode', message: issue.message };
}

/** A location as the answer shows it: never more than its public card. */
function shownLocation(location: Location & { distanceKm: number | null }): NearestLocation {
  const { street, city, state, postcode } = location.address;
  return {
    id: location.id,
    slug: location.slug,
    name: location.name,
    locationType: location.locationType,
    distanceKm: location.distanceKm,
    address: { street, city, state, postcode },
    phone: location.phone,
  };
}

/** The answer to a checked query: the locations the shopper may see, nearest first. */
export function nearestLocationsAnswer(
  query: NearestLocationsQuery,
  locations: readonly Location[],
  geocode: (postcode: string) => LatLng | null = postcodeLocation,
):
  | { status: 200; body: NearestLocationsAnswer }
  | { status: 422; body: { message: string; code: 'unknown_postcode' } } {
  const origin = geocode(query.postcode);
  if (!origin)
    return { status: 422, body: { message: INVALID_POSTCODE_MESSAGE, code: 'unknown_postcode' } };
  const shown = locations.filter(
    (location) => location.visible && (!query.type || location.locationType === query.type),
  );
  return {
    status: 200,
    body: {
      postcode: query.postcode,
      locations: nearestLocations(origin, shown).map(shownLocation),
    },
  };
}
