import { type Site } from '@dealer/site-config';
import { appRuntime } from '../../runtime';
import { LeadError } from '../../services/leads';
import { siteForRoute } from '../frame/app-context';
import { clientAddressOf } from '../../runtime/http/client-address';
import { isJsonRequest, readBodyWithin } from '../../runtime/http/request-body';

// POST /api/leads: every enquiry form of a site. Same-origin, JSON only, small bodies,
// rate-limited per client and per site (runtime/abuse-limits); the lead is committed before
// the answer says success.

export const MAX_LEAD_BODY_BYTES = 32 * 1024;

const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

const refuse = (status: number, error: string, code: string, headers?: Record<string, string>) =>
  answer({ error, code, fields: {} }, status, headers);

/** Same-origin check for form posts: the Origin (or Sec-Fetch-Site) must be this site. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  const host = request.headers.get('host');
  if (origin) {
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const fetchSite = request.headers.get('sec-fetch-site');
  return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none';
}

export async function handleLeadRequest(site: Site, request: Request): Promise<Response> {
  if (request.method !== 'POST')
    return refuse(405, 'Use POST to submit a form.', 'method_not_allowed', { allow: 'POST' });
  if (!isSameOrigin(request))
    return refuse(403, 'Forms can only be submitted from this site.', 'cross_origin');
  if (!isJsonRequest(request)) {
    return refuse(415, 'Forms are submitted as JSON.', 'unsupported_media_type');
  }
  const runtime = appRuntime();
  const client = clientAddressOf(request);
  const { leadsPerClient, leadsPerSite } = runtime.limits;
  if (
    !(await leadsPerClient.take(`${site.slug}:${client}`)) ||
    !(await leadsPerSite.take(site.slug))
  ) {
    return refuse(
      429,
      'Too many submissions. Please wait a minute and try again.',
      'rate_limited',
      { 'retry-after': '60' },
    );
  }
  const text = await readBodyWithin(request, MAX_LEAD_BODY_BYTES);
  if (text === 'too_large')
    return refuse(413, 'The form is too large to submit.', 'payload_too_large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, 'The form could not be read. Please try again.', 'malformed_json');
  }
  try {
    const service = await runtime.leads();
    const result = await service.submit(site, body, {
      idempotencyKey: request.headers.get('idempotency-key') ?? '',
      userAgent: request.headers.get('user-agent'),
      ip: client,
    });
    if (!result.duplicate) runtime.leadAccepted();
    return answer(
      {
        success: true,
        lead_id: result.leadId,
        duplicate: result.duplicate,
        success_page: '/success',
        // the trade-in wizard's vehicle and valuation, worked out by the server
        ...(result.answer ? { trade_in: result.answer } : {}),
      },
      result.duplicate ? 200 : 201,
    );
  } catch (error) {
    if (error instanceof LeadError) return answer(error.toJSON(), error.status);
    throw error;
  }
}

type LeadParams = Promise<{ site: string }>;

export function leadRoute() {
  const handle = async (request: Request, { params }: { params: LeadParams }) => {
    const site = await siteForRoute((await params).site);
    if (!site) return refuse(404, 'Site not found.', 'site_not_found');
    return handleLeadRequest(site, request);
  };
  return { POST: handle, GET: handle };
}
