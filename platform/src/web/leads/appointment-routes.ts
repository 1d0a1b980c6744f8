import { type Site } from '@dealer/site-config';
import { appRuntime } from '../../runtime';
import { type LeadRepository } from '../../store/lead-repository';
import { siteForRoute } from '../frame/app-context';
import { type AppointmentsAnswer, parseAppointmentsQuery } from './appointments';

// GET /api/appointments (spec §7): 400 for a query that is not a location id and a date, 404 for
// a location the site does not show, else the times booked there that day. Never cached: the
// next booking changes it.

const answer = (body: unknown, status: number) =>
  Response.json(body, {
    status,
    headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });

/** The answer to one request, from the site's visible locations and its leads. */
export async function handleAppointments(
  request: Request,
  site: Pick<Site, 'slug'>,
  visibleLocationIds: () => Promise<number[]>,
  leads: Pick<LeadRepository, 'bookedTestDriveTimes'>,
): Promise<Response> {
  const parsed = parseAppointmentsQuery(new URL(request.url).searchParams);
  if (!('query' in parsed)) {
    const { field, message } = parsed;
    return answer({ message, code: `invalid_${field}`, fields: { [field]: message } }, 400);
  }
  const { locationId, date } = parsed.query;
  if (!(await visibleLocationIds()).includes(locationId))
    return answer(
      { message: 'That dealership is not part of this site.', code: 'unknown_location' },
      404,
    );
  const body: AppointmentsAnswer = {
    location_id: locationId,
    date,
    booked: await leads.bookedTestDriveTimes(site.slug, locationId, date),
  };
  return answer(body, 200);
}

type SiteParams = Promise<{ site: string }>;

/** GET /api/appointments */
export function appointmentsRoute() {
  return {
    GET: async (request: Request, { params }: { params: SiteParams }) => {
      const site = await siteForRoute((await params).site);
      if (!site) return answer({ message: 'Site not found.', code: 'site_not_found' }, 404);
      const store = await appRuntime().store();
      return handleAppointments(
        request,
        site,
        async () =>
          (await store.stock.listLocations(site)).filter((l) => l.visible).map((l) => l.id),
        store.leads,
      );
    },
  };
}
