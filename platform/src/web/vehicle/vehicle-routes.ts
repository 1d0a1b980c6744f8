import { z } from 'zod';
import { rateLimitedResponse } from '../../runtime/http/rate-limited';
import { type Site } from '@dealer/site-config';
import { financeEstimate } from '../../domain/finance-estimate';
import { embeddedFinanceQuote, financeQuoteRequest } from '../../domain/finance-quote';
import { vehiclePdf } from '../../services/pdf';
import { appRuntime } from '../../runtime';
import { siteForRoute } from '../frame/app-context';
import { clientAddressOf } from '../../runtime/http/client-address';
import { documentKey } from '../../runtime/document-cache';
import { decodePathSegment } from '../../domain/path-segment';
import { isSameOrigin } from '../leads/lead-routes';
import { isJsonRequest, readBodyWithin } from '../../runtime/http/request-body';
import { vehicleSheet } from './vehicle-sheet';
import { carAddress, type CarAddress, movedCarSlug } from './load-vehicle';

// The calls of a vehicle page (spec §7): the view counter and the phone reveal record.
// Every body and query is validated with zod; a bad one is a 400 with a message.

const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

const problem = (status: number, message: string, code: string) =>
  answer({ message, code }, status);

const siteNotFound = () => problem(404, 'Site not found.', 'site_not_found');

const tooMany = rateLimitedResponse;

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * A same-origin JSON body of at most 4 KiB, checked with its zod schema; a refusal is the 4xx
 * answer to send back (403, 413, or 400 with the first problem).
 */
async function readSameOriginJson<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<{ data: z.output<T> } | Response> {
  if (!isSameOrigin(request))
    return problem(403, 'Requests must come from this site.', 'cross_origin');
  if (!isJsonRequest(request))
    return problem(415, 'The body must be JSON (Content-Type: application/json).', 'not_json');
  const text = await readBodyWithin(request, 4096);
  if (text === 'too_large') return problem(413, 'The request is too large.', 'too_large');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return problem(400, 'The body must be JSON.', 'invalid_json');
  }
  const body = schema.safeParse(json);
  if (!body.success) return problem(400, firstIssue(body.error), 'invalid_body');
  return { data: body.data };
}

// spec §7 view.json query: photos_count, updated_at, website_id (all optional)
export const viewQuerySchema = z.object({
  photos_count: z.coerce.number().int().nonnegative().optional(),
  updated_at: z.string().max(64).optional(),
  website_id: z.coerce.number().int().positive().optional(),
});

const carNotFound = () => problem(404, 'Vehicle not found.', 'car_not_found');

/** A car asked for by an old form of its slug is sent, permanently, to its address now. */
async function carMoved(
  site: Site,
  slug: string,
  request: Request,
  what: CarAddress,
): Promise<Response | null> {
  const moved = await movedCarSlug(site, slug);
  if (!moved) return null;
  const location = carAddress(moved, what, new URL(request.url).search);
  return new Response(null, { status: 308, headers: { location } });
}

type ViewParams = Promise<{ site: string; slug: string }>;

/** GET /api/cars/{slug}/view.json: counts a view and answers the views and car fields. */
export function vehicleViewRoute() {
  return {
    GET: async (request: Request, { params }: { params: ViewParams }) => {
      const { site: slug, slug: carSlug } = await params;
      const site = await siteForRoute(slug);
      if (!site) return siteNotFound();
      const query = viewQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return problem(400, firstIssue(query.error), 'invalid_query');
      if (query.data.website_id !== undefined && query.data.website_id !== site.id)
        return problem(400, 'website_id: does not match this site.', 'invalid_query');
      const runtime = appRuntime();
      const store = await runtime.store();
      const now = new Date();
      const car = await store.stock.getCarBySlug(site, carSlug, now);
      if (!car) return (await carMoved(site, carSlug, request, 'view.json')) ?? carNotFound();
      // spec §7: a view counts once per visitor, car and day
      const counted = (await runtime.limits.firstViewToday(
        site.slug,
        clientAddressOf(request),
        car.id,
        now,
      ))
        ? await store.stock.recordView(site, carSlug, now)
        : { id: car.id, views: car.views };
      if (!counted) return problem(404, 'Vehicle not found.', 'car_not_found');
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
export const phoneRevealSchema = z
  .object({
    car_id: z.number().int().positive(),
    dealership_id: z.number().int().positive(),
    website_id: z.number().int().positive(),
  })
  .strict();

type SiteParams = Promise<{ site: string }>;

/** POST /api/phone-reveals: records that a shopper revealed a number on a car's page. */
export function phoneRevealRoute() {
  return {
    POST: async (request: Request, { params }: { params: SiteParams }) => {
      const site = await siteForRoute((await params).site);
      if (!site) return siteNotFound();
      const body = await readSameOriginJson(request, phoneRevealSchema);
      if (body instanceof Response) return body;
      if (body.data.website_id !== site.id)
        return problem(400, 'website_id: does not match this site.', 'invalid_body');
      const runtime = appRuntime();
      if (
        !(await runtime.limits.phoneRevealsPerClient.take(
          `${site.slug}:${clientAddressOf(request)}`,
        ))
      )
        return tooMany();
      const store = await runtime.store();
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

// spec §7 POST /api/youx/quote: the quote body of a car on this site (car_id names it; the
// purchase price, year, VIN and NVIC are the car's own, so a client cannot price another car).
export const financeQuoteBodySchema = z
  .object({
    car_id: z.number().int().positive(),
    selfAssessedCreditScore: z.literal('GREAT').optional(),
    purchasePrice: z.number().positive().optional(),
    loanTerm: z.number().int().min(1).max(7).optional(),
    year: z.number().int().optional(),
    vin: z.string().max(17).nullable().optional(),
    nvic: z.string().max(20).nullable().optional(),
    whoIsHelping: z.literal('').optional(),
  })
  .strict();

/**
 * POST /api/youx/quote: the car's finance quote, stored on the car so it is fetched once; the
 * embedded default is a deterministic amortisation estimate. Answers the quote and the
 * estimate's display figures.
 */
export function financeQuoteRoute() {
  return {
    POST: async (request: Request, { params }: { params: SiteParams }) => {
      const site = await siteForRoute((await params).site);
      if (!site) return siteNotFound();
      const body = await readSameOriginJson(request, financeQuoteBodySchema);
      if (body instanceof Response) return body;
      const store = await appRuntime().store();
      const car = await store.stock.getCarById(site, body.data.car_id);
      if (!car) return problem(404, 'Vehicle not found on this site.', 'car_not_found');
      if (!(car.price > 0)) return problem(422, 'This vehicle has no price to quote.', 'no_price');
      const now = new Date();
      const quote = car.youxQuote ?? embeddedFinanceQuote(financeQuoteRequest(car), now);
      const stored = {
        weeklyRepaymentAmount: quote.weeklyRepaymentAmount,
        advertisedRate: quote.advertisedRate,
        comparisonRate: quote.comparisonRate,
      };
      if (!car.youxQuote) await store.stock.saveFinanceQuote(site, car.id, stored);
      const estimate = financeEstimate({ ...car, youxQuote: stored }, site);
      return answer({
        quote: { ...stored, isEstimate: true, label: 'Estimate' },
        estimate: estimate
          ? {
              weekly: estimate.weekly,
              monthly: estimate.monthly,
              advertisedRate: estimate.advertisedRate,
              comparisonRate: estimate.comparisonRate,
            }
          : null,
      });
    },
  };
}

type CarParams = Promise<{ site: string; slug: string }>;

/** GET /api/cars/{slug}/pdf: the printable vehicle sheet, downloaded as {slug}.pdf. */
export function vehiclePdfRoute() {
  return {
    GET: async (request: Request, { params }: { params: CarParams }) => {
      const { site: siteSlug, slug } = await params;
      const site = await siteForRoute(siteSlug);
      if (!site) return siteNotFound();
      const carSlug = decodePathSegment(slug);
      const now = new Date();
      if (carSlug === null) return carNotFound();
      const sheet = await vehicleSheet(site, carSlug, now);
      if (!sheet) return (await carMoved(site, carSlug, request, 'pdf')) ?? carNotFound();
      // made once per car change and day; a client that makes many is refused
      const { documents, limits } = appRuntime();
      const key = documentKey('pdf', site.slug, sheet.car, now);
      let pdf = documents.get(key)?.body;
      if (!pdf) {
        if (!(await limits.documentsPerClient.take(`${site.slug}:${clientAddressOf(request)}`)))
          return tooMany();
        pdf = await vehiclePdf(sheet.pdf);
        documents.set(key, { body: pdf, contentType: 'application/pdf' });
      }
      return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>]), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${sheet.car.slug.replace(/[^\w.-]/g, '')}.pdf"`,
          'cache-control': 'public, max-age=300',
        },
      });
    },
  };
}
