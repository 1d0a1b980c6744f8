import { type Location } from '../../domain/entities';
import { appRuntime } from '../../runtime';
import { siteForRoute } from '../frame/app-context';
import { nearestLocationsAnswer, parseNearestLocationsQuery } from './nearest-locations';

// GET /api/locations/nearest?postcode=3000[&type=sales|service|parts] (spec §7 maps geocoding):
// the site's visible locations nearest the postcode. 400 for a postcode that is not four digits
// (the lead forms' message), 422 'Invalid postcode' for one no Australian postcode has.

/** The same postcode gives the same answer until the dealer's locations change. */
const FOUND_CACHE_CONTROL = 'public, max-age=86400';

const answer = (body: unknown, status: number, cacheControl = 'no-store') =>
  Response.json(body, {
    status,
    headers: { 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' },
  });

/** The answer to one request, from the site's locations. */
export async function handleNearestLocations(
  request: Request,
  listLocations: () => Promise<Location[]>,
): Promise<Response> {
  const parsed = parseNearestLocationsQuery(new URL(request.url).searchParams);
  if (!('query' in parsed)) {
    const { field, message } = parsed;
    return answer({ message, code: `invalid_${field}`, fields: { [field]: message } }, 400);
  }
  const { status, body } = nearestLocationsAnswer(parsed.query, await listLocations());
  return status === 200 ? answer(body, status, FOUND_CACHE_CONTROL) : answer(body, status);
}

type SiteParams = Promise<{ site: string }>;

/** GET /api/locations/nearest */
export function nearestLocationsRoute() {
  return {
    GET: async (request: Request, { params }: { params: SiteParams }) => {
      const site = await siteForRoute((await params).site);
      if (!site) return answer({ message: 'Site not found.', code: 'site_not_found' }, 404);
      return handleNearestLocations(request, async () =>
        (await appRuntime().store()).stock.listLocations(site),
      );
    },
  };
}
