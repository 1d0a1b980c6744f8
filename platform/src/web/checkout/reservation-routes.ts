import { z } from 'zod';
import { type Site } from '@dealer/site-config';
import { confirmationHref, SIGN_IN_TO_RESERVE_MESSAGE } from '../../domain/reservations';
import { PHONE_CHECK, phoneCheckMessage, phoneCheckRequestSchema } from '../../domain/phone-check';
import {
  CODE_CAP_MESSAGE,
  CODE_REFUSED_MESSAGE,
  codeResendMessage,
} from '../../domain/sign-in-codes';
import { checkoutNeedsSignIn } from '../accounts/gated-routes';
import { requestProtocol, wantsSecureCookies } from '../../services/accounts';
import { PHONE_CHECK_COOKIE } from '../../services/reservations/phone-check';
import { shopperSession } from '../accounts/session';
import { appRuntime } from '../../runtime';
import { LeadError } from '../../services/leads/errors';
import { type PaymentEvent, PaymentSignatureError } from '../../services/payments/payment-provider';
import { type ReserveResult } from '../../services/reservations/reservation-service';
import { type ReservationRow } from '../../store/schema';
import { siteForRoute } from '../frame/app-context';
import { clientAddressOf } from '../../runtime/http/client-address';
import { isSameOrigin, MAX_LEAD_BODY_BYTES } from '../leads/lead-routes';
import { isJsonRequest, readBodyWithin } from '../../runtime/http/request-body';

// POST /api/reservations: the checkout's reservation of a car (spec §2 reserve online), posted
// as the lead forms post (same-origin JSON with an Idempotency-Key, rate-limited with them);
// POST /api/reservations/phone-check: the checkout's texted code, for a hold paid at the dealer;
// POST /api/reservations/{id}/cancel: the shopper cancels, and the car is released at once;
// POST /api/payments/webhook: the payment provider's signed events (a deposit paid, failed).

/** A provider's event is small; Stripe's are a few KiB. */
const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

const refuse = (status: number, error: string, code: string, headers?: Record<string, string>) =>
  answer({ error, code, fields: {} }, status, headers);

/** A reservation as the browser is told it. */
function reservationJson(row: ReservationRow) {
  return {
    id: row.id,
    state: row.state,
    deposit_cents: row.depositCents,
    currency: row.currency,
    held_until: row.heldUntil?.toISOString() ?? null,
  };
}

/** A cancellation's body: the confirmation link's token (a signed-in shopper needs none). */
const cancelBodySchema = z.object({ token: z.string().max(200).optional() }).strict();

/** Refusals before the body is read: method, origin, media type, rate. */
async function refusal(site: Site, request: Request): Promise<Response | null> {
  if (request.method !== 'POST')
    return refuse(405, 'Use POST to reserve a car.', 'method_not_allowed', { allow: 'POST' });
  if (!isSameOrigin(request))
    return refuse(403, 'Reservations can only be made on this site.', 'cross_origin');
  if (!isJsonRequest(request))
    return refuse(415, 'Reservations are sent as JSON.', 'unsupported_media_type');
  const client = clientAddressOf(request);
  const { leadsPerClient, leadsPerSite } = appRuntime().limits;
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
  return null;
}

export async function handleReserveRequest(site: Site, request: Request): Promise<Response> {
  const refused = await refusal(site, request);
  if (refused) return refused;
  const text = await readBodyWithin(request, MAX_LEAD_BODY_BYTES);
  if (text === 'too_large')
    return refuse(413, 'The form is too large to submit.', 'payload_too_large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, 'The form could not be read. Please try again.', 'malformed_json');
  }
  const runtime = appRuntime();
  const shopper = await shopperSession(site, request.headers);
  // spec §2 gated routes: where the site's checkout needs a signed-in shopper, so does the call
  if (checkoutNeedsSignIn(site) && !shopper) {
    return refuse(401, SIGN_IN_TO_RESERVE_MESSAGE, 'sign_in_required');
  }
  // the shopper's proven mobile: their session's, or the checkout's texted code's cookie
  const confirmedPhone =
    shopper?.phoneNumber ??
    (await runtime.phoneCheck()).check.confirmedPhone(
      site.slug,
      request.headers.get('cookie'),
      new Date(),
    );
  let result: ReserveResult;
  try {
    const service = await runtime.reservations();
    result = await service.reserve(site, body, {
      idempotencyKey: request.headers.get('idempotency-key') ?? '',
      userAgent: request.headers.get('user-agent'),
      origin: request.headers.get('origin') ?? site.url,
      client: clientAddressOf(request),
      confirmedPhone,
    });
  } catch (error) {
    if (error instanceof LeadError) return answer(error.toJSON(), error.status);
    throw error;
  }
  const { reservation } = result;
  const car = await (await runtime.store()).stock.getCarById(site, reservation.carId);
  const duplicate = result.kind === 'held' && result.duplicate;
  return answer(
    {
      success: true,
      // the form kit reads lead_id and success_page (leads/client/LeadForm)
      lead_id: reservation.leadId ?? reservation.id,
      reservation: reservationJson(reservation),
      // an online deposit: the browser goes on to the provider's payment page
      ...(result.kind === 'pending' ? { payment_url: result.paymentUrl } : {}),
      duplicate,
      success_page: car
        ? confirmationHref(site, car.slug, reservation.id, reservation.accessToken)
        : null,
    },
    duplicate ? 200 : 201,
  );
}

const phoneCheckAnswer = (status: number, message: string, code: string, headers = {}) =>
  answer({ success: false, message, code }, status, headers);

/**
 * POST /api/reservations/phone-check: the checkout's 'Confirm your mobile' (domain/phone-check).
 * `{ phoneNumber }` texts a code to the mobile (the sign-in codes' limits and caps) and answers
 * the time it was sent; `{ phoneNumber, code, issuedAt }` checks the code typed back (the
 * sign-in checks' limits) and sets the cookie that names the confirmed mobile for an hour.
 */
export async function handlePhoneCheckRequest(site: Site, request: Request): Promise<Response> {
  if (!site.features.reserve.enabled)
    return phoneCheckAnswer(404, 'This site does not take reservations.', 'not_found');
  if (request.method !== 'POST') {
    return phoneCheckAnswer(405, 'Use POST to confirm your mobile.', 'method_not_allowed', {
      allow: 'POST',
    });
  }
  if (!isSameOrigin(request))
    return phoneCheckAnswer(403, 'Reservations can only be made on this site.', 'cross_origin');
  if (!isJsonRequest(request))
    return phoneCheckAnswer(415, 'The request is sent as JSON.', 'unsupported_media_type');
  const text = await readBodyWithin(request, 4096);
  if (text === 'too_large')
    return phoneCheckAnswer(413, 'The request is too large.', 'payload_too_large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return phoneCheckAnswer(400, 'The request could not be read.', 'malformed_json');
  }
  const parsed = phoneCheckRequestSchema.safeParse(body);
  if (!parsed.success) {
    // the message of the field the shopper typed (the mobile, or the code)
    const issue = parsed.error.issues.find((i) => i.path.length > 0) ?? parsed.error.issues[0];
    return phoneCheckAnswer(400, issue?.message ?? 'The request could not be read.', 'invalid');
  }
  const runtime = appRuntime();
  const client = clientAddressOf(request);
  const { check, sms } = await runtime.phoneCheck();
  const now = new Date();
  const phone = parsed.data.phoneNumber;
  const tooMany = (message: string) =>
    phoneCheckAnswer(429, message, 'rate_limited', { 'retry-after': '60' });
  if (!('code' in parsed.data)) {
    if (!(await runtime.limits.signInCodesPerClient.take(`${site.slug}:${client}`)))
      return tooMany('Too many codes have been asked for. Please wait a minute and try again.');
    const resend = await (await runtime.accounts()).takeCodeSend(site, phone);
    if (!resend.allowed) {
      if (resend.capped) return phoneCheckAnswer(429, CODE_CAP_MESSAGE, 'code_cap_reached');
      return phoneCheckAnswer(429, codeResendMessage(resend.retryAfterMs), 'resend_limited', {
        'retry-after': String(Math.ceil(resend.retryAfterMs / 1000)),
      });
    }
    const issuedAt = Math.floor(now.getTime() / 1000);
    try {
      await sms.send({
        site: site.slug,
        to: phone,
        body: phoneCheckMessage(check.codeFor(site.slug, phone, issuedAt), site.name),
      });
    } catch (error) {
      console.error(`Sending a checkout code on ${site.slug} failed: ${String(error)}`);
      return phoneCheckAnswer(
        502,
        'We could not send the code. Please try again in a minute.',
        'sms_not_sent',
      );
    }
    return answer({ success: true, issued_at: issuedAt }, 200);
  }
  // a code is six digits: its checks are few, per number over every site and per client
  if (
    !(await runtime.limits.signInVerifiesPerNumber.take(phone)) ||
    !(await runtime.limits.signInVerifiesPerClient.take(`${site.slug}:${client}`))
  ) {
    return tooMany('Too many tries. Please wait a minute, then ask for a new code.');
  }
  const { code, issuedAt } = parsed.data;
  if (!check.codeMatches(site.slug, phone, code, issuedAt, now))
    return phoneCheckAnswer(400, CODE_REFUSED_MESSAGE, 'code_refused');
  const secure = wantsSecureCookies(requestProtocol(request.headers, request.url));
  const cookie = [
    `${PHONE_CHECK_COOKIE}=${check.cookieValue(site.slug, phone, now)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${PHONE_CHECK.confirmedForSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
  return answer({ success: true, phone_number: phone }, 200, { 'set-cookie': cookie });
}

export async function handleCancelRequest(
  site: Site,
  request: Request,
  id: string,
): Promise<Response> {
  const refused = await refusal(site, request);
  if (refused) return refused;
  // the shopper's proof: the confirmation link's token, or their signed-in session
  const text = await readBodyWithin(request, 4096);
  if (text === 'too_large') return refuse(413, 'The request is too large.', 'payload_too_large');
  let token: string | null = null;
  try {
    const body = cancelBodySchema.safeParse(text.trim() === '' ? {} : JSON.parse(text));
    if (!body.success) return refuse(400, 'The request could not be read.', 'invalid_body');
    token = body.data.token ?? null;
  } catch {
    return refuse(400, 'The request could not be read.', 'malformed_json');
  }
  const shopper = await shopperSession(site, request.headers);
  const service = await appRuntime().reservations();
  const result = await service.cancel(site, id, { token, signedInPhone: shopper?.phoneNumber });
  switch (result.kind) {
    case 'not_found':
      return refuse(404, 'There is no such reservation.', 'not_found');
    case 'refused':
      return refuse(
        409,
        'This reservation can no longer be cancelled online. Please call the dealership.',
        'not_cancellable',
      );
    default:
      return answer({ success: true, reservation: reservationJson(result.reservation) }, 200);
  }
}

/**
 * The payment provider's webhook: the event verified by its signature (400 when it does not
 * verify, nothing applied) and applied once; a replay or an event of no concern answers 200 so
 * the provider stops sending it.
 */
export async function handlePaymentWebhook(request: Request): Promise<Response> {
  if (request.method !== 'POST')
    return refuse(405, 'Use POST to send payment events.', 'method_not_allowed', { allow: 'POST' });
  const text = await readBodyWithin(request, MAX_WEBHOOK_BODY_BYTES);
  if (text === 'too_large') return refuse(413, 'The event is too large.', 'payload_too_large');
  const runtime = appRuntime();
  const service = await runtime.reservations();
  const { provider } = service;
  if (!provider.verifyEvent) return refuse(404, 'This site takes no online payments.', 'not_found');
  let event: PaymentEvent | null;
  try {
    event = provider.verifyEvent(text, request.headers);
  } catch (error) {
    if (error instanceof PaymentSignatureError) return refuse(400, error.message, 'bad_signature');
    throw error;
  }
  if (!event) return answer({ received: true, result: 'ignored' }, 200);
  const result = await service.applyPaymentEvent(runtime.sites, event);
  return answer({ received: true, result }, 200);
}

type SiteParams = Promise<{ site: string }>;
type ReservationParams = Promise<{ site: string; id: string }>;

export function reservationRoute() {
  return {
    async POST(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      if (!site) return refuse(404, 'Site not found.', 'site_not_found');
      return handleReserveRequest(site, request);
    },
  };
}

export function reservationPhoneCheckRoute() {
  return {
    async POST(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      if (!site) return phoneCheckAnswer(404, 'Site not found.', 'site_not_found');
      return handlePhoneCheckRequest(site, request);
    },
  };
}

export function paymentWebhookRoute() {
  return {
    async POST(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      if (!site) return refuse(404, 'Site not found.', 'site_not_found');
      return handlePaymentWebhook(request);
    },
  };
}

export function reservationCancelRoute() {
  return {
    async POST(request: Request, { params }: { params: ReservationParams }) {
      const { site: slug, id } = await params;
      const site = await siteForRoute(slug);
      if (!site) return refuse(404, 'Site not found.', 'site_not_found');
      return handleCancelRequest(site, request, id);
    },
  };
}
