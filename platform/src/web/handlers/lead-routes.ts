import path from 'node:path';
import { sitesOfTemplate, type Site, type TemplateName } from '@dealer/site-config';
import {
  createDeliveryTransport,
  createLeadService,
  createRateLimiter,
  LeadError,
  type LeadService,
} from '../../services/leads';
import { appStore, siteForRoute } from '../app-context';

// POST /api/leads: every enquiry form of a site. Same-origin, JSON only, small bodies,
// rate-limited per IP and per site; the lead is committed before the answer says success.

export const MAX_LEAD_BODY_BYTES = 32 * 1024;
const DELIVERY_INTERVAL_MS = 15_000;

// per IP: a burst of 10 then 20 a minute; per site: 200 then 600 a minute (configurable)
const perMinute = (name: string, fallback: number) => Number(process.env[name]) || fallback;
const perIp = createRateLimiter({
  capacity: 10,
  refillPerMinute: perMinute('LEAD_RATE_PER_IP', 20),
});
const perSite = createRateLimiter({
  capacity: 200,
  refillPerMinute: perMinute('LEAD_RATE_PER_SITE', 600),
});

const globalLeads = globalThis as typeof globalThis & {
  __dealerLeads?: Promise<LeadService>;
  __dealerLeadTimer?: NodeJS.Timeout;
  __dealerDeliverSoon?: () => void;
};

/** Where the embedded default writes ADF documents: beside the app's data directory. */
export function leadOutboxDir(): string {
  if (process.env.LEAD_OUTBOX_DIR)
    return path.resolve(/*turbopackIgnore: true*/ process.env.LEAD_OUTBOX_DIR);
  const dataDir =
    process.env.DATA_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'pglite');
  return path.join(path.dirname(path.resolve(/*turbopackIgnore: true*/ dataDir)), 'lead-outbox');
}

/** The app's lead service, with its delivery loop, one per server process. */
export function appLeads(template: TemplateName): Promise<LeadService> {
  globalLeads.__dealerLeads ??= appStore(template).then((store) => {
    const service = createLeadService({
      db: store.handle.db,
      stock: store.stock,
      outboxDir: leadOutboxDir(),
    });
    const transport = createDeliveryTransport();
    const deliverAll = async () => {
      for (const site of sitesOfTemplate(template)) {
        await service.deliverDue(site, transport).catch((error: unknown) => {
          console.error(`Lead delivery for ${site.slug} failed: ${(error as Error).message}`);
        });
      }
    };
    // a delivery right after each accepted lead; one at a time, and one more when leads came in
    // during a run
    let running: Promise<void> | null = null;
    let again = false;
    const deliverSoon = () => {
      if (running) {
        again = true;
        return;
      }
      running = deliverAll().finally(() => {
        running = null;
        if (again) {
          again = false;
          deliverSoon();
        }
      });
    };
    globalLeads.__dealerDeliverSoon = deliverSoon;
    globalLeads.__dealerLeadTimer ??= setInterval(() => void deliverAll(), DELIVERY_INTERVAL_MS);
    globalLeads.__dealerLeadTimer.unref?.();
    void deliverAll();
    return service;
  });
  return globalLeads.__dealerLeads;
}

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

function clientIp(request: Request): string {
  return (
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    request.headers.get('x-real-ip') ||
    'local'
  );
}

async function readLimited(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_LEAD_BODY_BYTES) return null;
  const text = await request.text();
  return Buffer.byteLength(text, 'utf8') > MAX_LEAD_BODY_BYTES ? null : text;
}

export async function handleLeadRequest(
  site: Site,
  template: TemplateName,
  request: Request,
): Promise<Response> {
  if (request.method !== 'POST')
    return refuse(405, 'Use POST to submit a form.', 'method_not_allowed', { allow: 'POST' });
  if (!isSameOrigin(request))
    return refuse(403, 'Forms can only be submitted from this site.', 'cross_origin');
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    return refuse(415, 'Forms are submitted as JSON.', 'unsupported_media_type');
  }
  if (!perIp.take(`${site.slug}:${clientIp(request)}`) || !perSite.take(site.slug)) {
    return refuse(
      429,
      'Too many submissions. Please wait a minute and try again.',
      'rate_limited',
      { 'retry-after': '60' },
    );
  }
  const text = await readLimited(request);
  if (text === null) return refuse(413, 'The form is too large to submit.', 'payload_too_large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, 'The form could not be read. Please try again.', 'malformed_json');
  }
  try {
    const service = await appLeads(template);
    const result = await service.submit(site, body, {
      idempotencyKey: request.headers.get('idempotency-key') ?? '',
      userAgent: request.headers.get('user-agent'),
      ip: clientIp(request),
    });
    if (!result.duplicate) globalLeads.__dealerDeliverSoon?.();
    return answer(
      {
        success: true,
        lead_id: result.leadId,
        duplicate: result.duplicate,
        success_page: '/success',
      },
      result.duplicate ? 200 : 201,
    );
  } catch (error) {
    if (error instanceof LeadError) return answer(error.toJSON(), error.status);
    throw error;
  }
}

type LeadParams = Promise<{ site: string }>;

export function leadRoute(template: TemplateName) {
  const handle = async (request: Request, { params }: { params: LeadParams }) => {
    const site = siteForRoute((await params).site, template);
    if (!site) return refuse(404, 'Site not found.', 'site_not_found');
    return handleLeadRequest(site, template, request);
  };
  return { POST: handle, GET: handle };
}
