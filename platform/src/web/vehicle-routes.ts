import { z } from 'zod';
import { type TemplateName } from '@dealer/site-config';
import { appStore, siteForRoute } from './app-context';
import { isSameOrigin } from './lead-routes';

// The calls of a vehicle page (spec §7): the view counter and the phone reveal record.
// Every body and query is validated with zod; a bad one is a 400 with a message.

const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

const problem = (status: number, message: string, code: string) =>
  answer({ message, code }, status);

const siteNotFound = () => problem(404, 'Site not found.', 'site_not_found');

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

// spec §7 view.json query: photos_count, updated_at, website_id (all optional)
export const viewQuerySchema = z.object({
  photos_count: z.coerce.number().int().nonnegative().optional(),
  updated_at: z.string().max(64).optional(),
  website_id: z.coerce.number().int().positive().optional(),
});

type ViewParams = Promise<{ site: string; slug: string }>;

/** GET /api/cars/{slug}/view.json: counts a view and answers the views and car fields. */
export function vehicleViewRoute(template: TemplateName) {
  return {
    GET: async (request: Request, { params }: { params: ViewParams }) => {
      const { site: slug, slug: carSlug } = await params;
      const site = siteForRoute(slug, template);
      if (!site) return siteNotFound();
      const query = viewQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return problem(400, firstIssue(query.error), 'invalid_query');
      if (query.data.website_id !== undefined && query.data.website_id !== site.id)
        return problem(400, 'website_id: does not match this site.', 'invalid_query');
      const store = await appStore(template);
      const counted = await store.stock.recordView(site, carSlug);
      if (!counted) return problem(404, 'Vehicle not found.', 'car_not_found');
      const car = await store.stock.getCarById(site, counted.id);
      return answer({
        views: counted.views,
        car_fields: car
          ? {
              id: car.id,
              slug: car.slug,
              status: car.status,
              reserved: car.reserved,
              price: car.price,
              photos_count: car.images.length,
              updated_at: car.updatedAt.toISOString(),
            }
          : {},
      });
    },
  };
}

// spec §3 phone reveal record
export const phoneRevealSchema = z.object({
  car_id: z.number().int().positive(),
  dealership_id: z.number().int().positive(),
  website_id: z.number().int().positive(),
});

type SiteParams = Promise<{ site: string }>;

/** POST /api/phone-reveals: records that a shopper revealed a number on a car's page. */
export function phoneRevealRoute(template: TemplateName) {
  return {
    POST: async (request: Request, { params }: { params: SiteParams }) => {
      const site = siteForRoute((await params).site, template);
      if (!site) return siteNotFound();
      if (!isSameOrigin(request))
        return problem(403, 'Requests must come from this site.', 'cross_origin');
      const text = await request.text();
      if (text.length > 4096) return problem(413, 'The request is too large.', 'too_large');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return problem(400, 'The body must be JSON.', 'invalid_json');
      }
      const body = phoneRevealSchema.safeParse(json);
      if (!body.success) return problem(400, firstIssue(body.error), 'invalid_body');
      if (body.data.website_id !== site.id)
        return problem(400, 'website_id: does not match this site.', 'invalid_body');
      const store = await appStore(template);
      const recorded = await store.stock.recordPhoneReveal(
        site,
        { carId: body.data.car_id, dealershipId: body.data.dealership_id },
        new Date(),
      );
      if (!recorded) return problem(404, 'Vehicle not found on this site.', 'car_not_found');
      return answer({ recorded: true }, 201);
    },
  };
}
