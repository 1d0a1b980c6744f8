import { z } from 'zod';
import { type Site } from '@dealer/site-config';
import { tradeInPagePath, tradeInVehicleStepSchema } from '../../domain/trade-in';
import { appRuntime } from '../../runtime';
import { ValuationError } from '../../services/valuation';
import { siteForRoute } from '../frame/app-context';
import { clientAddressOf } from '../../runtime/http/client-address';
import { isSameOrigin } from '../leads/lead-routes';
import { isJsonRequest, readBodyWithin } from '../../runtime/http/request-body';

// The valuation wizard's calls (spec §7): POST /api/trade-in/lookup finds the vehicle on a
// registration (no lead yet: the shopper has given no contact details), and
// POST /api/miscellaneous with column_name 'valuation' saves a trade-in lead's valuation where
// the site says so. The lead itself (the valuation and the offer accepted) goes to /api/leads.

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

const problem = (status: number, message: string, code: string, headers?: Record<string, string>) =>
  answer({ message, code }, status, headers);

/** A same-origin JSON body of at most 2 KiB, or the 4xx to answer instead. */
async function readJson(request: Request): Promise<{ json: unknown } | Response> {
  if (!isSameOrigin(request))
    return problem(403, 'Requests must come from this site.', 'cross_origin');
  if (!isJsonRequest(request))
    return problem(415, 'The body must be JSON (Content-Type: application/json).', 'not_json');
  const text = await readBodyWithin(request, 2048);
  if (text === 'too_large') return problem(413, 'The request is too large.', 'too_large');
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return problem(400, 'The body must be JSON.', 'invalid_json');
  }
}

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  return { field: issue.path.join('.') || 'body', message: issue.message };
};

export const REGO_NOT_FOUND_MESSAGE =
  'We could not find a vehicle with that registration. Please check it, or call us for a valuation.';

export async function handleTradeInLookup(site: Site, request: Request): Promise<Response> {
  if (!tradeInPagePath(site)) return problem(404, 'This site offers no valuation.', 'not_offered');
  const runtime = appRuntime();
  if (
    !(await runtime.limits.tradeInLookupsPerClient.take(`${site.slug}:${clientAddressOf(request)}`))
  )
    return problem(429, 'Too many requests. Please wait a minute and try again.', 'rate_limited', {
      'retry-after': '60',
    });
  const read = await readJson(request);
  if (read instanceof Response) return read;
  const parsed = tradeInVehicleStepSchema.strict().safeParse(read.json);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return answer({ message, code: 'invalid_body', fields: { [field]: message } }, 400);
  }
  try {
    const service = await runtime.valuation();
    const vehicle = await service.lookupRego({
      rego: parsed.data.rego,
      state: parsed.data.regoState,
    });
    if (!vehicle) return problem(404, REGO_NOT_FOUND_MESSAGE, 'rego_not_found');
    const { source, ...shown } = vehicle;
    return answer({ vehicle: shown, source });
  } catch (error) {
    if (!(error instanceof ValuationError)) throw error;
    // the wizard goes on without the vehicle: the dealer confirms it when they call
    return problem(503, 'The registration lookup is not available right now.', 'unavailable', {
      'retry-after': '30',
    });
  }
}

// spec §7 POST /api/miscellaneous: the valuation result plus column_name 'valuation'; the figures
// saved are the ones the lead service worked out for the lead, whatever the body says
export const miscellaneousSchema = z
  .object({
    column_name: z.literal('valuation', { error: 'Only the valuation can be saved.' }),
    lead_id: z.uuid('lead_id must be the id of a lead.'),
    valuation: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export async function handleMiscellaneous(site: Site, request: Request): Promise<Response> {
  if (!site.tradeIn.saveValuation)
    return problem(404, 'This site does not save valuations.', 'not_offered');
  const read = await readJson(request);
  if (read instanceof Response) return read;
  const parsed = miscellaneousSchema.safeParse(read.json);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return answer({ message, code: 'invalid_body', fields: { [field]: message } }, 400);
  }
  const { leads } = await appRuntime().store();
  const saved = await leads.saveLeadValuation(site.slug, parsed.data.lead_id);
  if (!saved) return problem(404, 'There is no valuation to save for that lead.', 'not_found');
  return answer({ success: true });
}

type SiteParams = Promise<{ site: string }>;

export function tradeInLookupRoute() {
  return {
    POST: async (request: Request, { params }: { params: SiteParams }) => {
      const site = await siteForRoute((await params).site);
      if (!site) return problem(404, 'Site not found.', 'site_not_found');
      return handleTradeInLookup(site, request);
    },
  };
}

export function miscellaneousRoute() {
  return {
    POST: async (request: Request, { params }: { params: SiteParams }) => {
      const site = await siteForRoute((await params).site);
      if (!site) return problem(404, 'Site not found.', 'site_not_found');
      return handleMiscellaneous(site, request);
    },
  };
}
