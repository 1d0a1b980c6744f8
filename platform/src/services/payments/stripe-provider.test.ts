import { isDeepStrictEqual } from 'node:util';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentSignatureError } from './payment-provider';
import { paymentProviderFromEnv } from './provider-from-env';
import recordings from './stripe-provider.recordings.json';
import { STRIPE_LABEL, stripeConfigFromEnv, stripePaymentProvider } from './stripe-provider';

// The Stripe adapter against recorded requests and answers of Stripe's API (the JSON beside this
// test): an injected fetch replays them and keeps what the adapter sent, so each test sees the
// exact request (amounts in cents, AUD, the idempotency key). Webhook events are signed here the
// way Stripe signs them, and forged, altered and stale ones are refused.

interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Record<string, string> | null;
}
interface Recording {
  name: string;
  request: RecordedRequest;
  response: { status: number; headers: Record<string, string>; body: unknown };
}

const recorded = recordings as unknown as Recording[];
const SECRET_KEY = 'sk_test_51DealerPlatformRecorded';
const WEBHOOK_SECRET = 'whsec_dealerPlatformRecordedSecret';
const reservationId = '5b0c1f7e-2f4a-4d7e-9a39-6c1b2a7f0d11';
const sessionId = 'cs_test_a1Vd2kC7uT0nW6vXyZ3pQ4rS5';

/** A fetch that answers from the recordings and keeps what was sent. */
function replay() {
  const sent: RecordedRequest[] = [];
  const fetchImpl = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body ? Object.fromEntries(new URLSearchParams(String(init.body))) : null;
    const request = { method: init?.method ?? 'GET', url: String(input), headers, body };
    sent.push(request);
    const match = recorded.find(
      (r) =>
        r.request.method === request.method &&
        r.request.url === request.url &&
        isDeepStrictEqual(r.request.body, request.body) &&
        Object.entries(r.request.headers).every(([name, value]) => headers[name] === value),
    );
    if (!match) throw new Error(`No recording of ${request.method} ${request.url}`);
    return new Response(JSON.stringify(match.response.body), {
      status: match.response.status,
      headers: match.response.headers,
    });
  }) as typeof fetch;
  return { fetch: fetchImpl, sent };
}

const provider = (fetchImpl: typeof fetch) =>
  stripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, fetch: fetchImpl });

afterEach(() => {
  vi.useRealTimers();
});

describe('Stripe deposits against recorded answers', () => {
  it('starts a Checkout Session in cents and AUD, once per attempt key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date((1795707000 - 30 * 60) * 1000));
    const { fetch, sent } = replay();
    const start = await provider(fetch).startDeposit({
      reservationId,
      amountCents: 20_000,
      currency: 'AUD',
      idempotencyKey: 'deposit-southern-cross-motors-attempt-0001',
      description: 'Reservation deposit: 2021 Toyota Corolla Ascent Sport (stock U1030335)',
      email: 'olivia@example.com.au',
      returnUrl: `https://southern-cross-motors.example/cars/2021-toyota-corolla-u1030335/checkout/confirmation?reservation=${reservationId}`,
      cancelUrl: 'https://southern-cross-motors.example/cars/2021-toyota-corolla-u1030335/checkout',
    });
    expect(start).toEqual({
      kind: 'pending',
      paymentRef: sessionId,
      paymentUrl: `https://checkout.stripe.com/c/pay/${sessionId}`,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent[0]!.headers['idempotency-key']).toBe('deposit-southern-cross-motors-attempt-0001');
    expect(sent[0]!.body!['line_items[0][price_data][unit_amount]']).toBe('20000');
    expect(sent[0]!.body!['line_items[0][price_data][currency]']).toBe('aud');
  });

  it('refuses to start a payment with no page to return to', async () => {
    const { fetch, sent } = replay();
    await expect(
      provider(fetch).startDeposit({
        reservationId,
        amountCents: 20_000,
        currency: 'AUD',
        idempotencyKey: 'deposit-x',
        description: 'Reservation deposit',
        email: 'olivia@example.com.au',
      }),
    ).rejects.toThrow('return the shopper');
    expect(sent).toHaveLength(0);
  });

  it('refunds the session’s payment in full with the refund’s key', async () => {
    const { fetch, sent } = replay();
    const refund = await provider(fetch).refund({
      paymentRef: sessionId,
      amountCents: 20_000,
      idempotencyKey: `refund-${reservationId}`,
    });
    expect(refund).toEqual({ refundRef: 're_3QxYz2AbCdEfGh1i0Rf7Kq1z' });
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET https://api.stripe.com/v1/checkout/sessions/${sessionId}`,
      'POST https://api.stripe.com/v1/refunds',
    ]);
    expect(sent[1]!.headers['idempotency-key']).toBe(`refund-${reservationId}`);
  });

  it('passes on Stripe’s refusal of a refund (nothing is marked refunded)', async () => {
    const { fetch } = replay();
    await expect(
      provider(fetch).refund({
        paymentRef: 'pi_3QxYz2AbCdEfGh1i0JkLmNoP',
        amountCents: 20_000,
        idempotencyKey: 'refund-again',
      }),
    ).rejects.toThrow('has already been refunded');
  });
});

/** A Stripe event about a Checkout Session, as Stripe sends it. */
function sessionEvent(
  type: string,
  session: Record<string, unknown> = {},
  id = `evt_${type.replaceAll('.', '_')}`,
) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: reservationId,
        metadata: { reservation_id: reservationId },
        payment_status: 'paid',
        status: 'complete',
        amount_total: 20_000,
        currency: 'aud',
        ...session,
      },
    },
  };
}

function signed(payload: string, secret = WEBHOOK_SECRET, timestamp?: number) {
  return new Headers({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
  });
}

describe('Stripe webhook events', () => {
  const stripe = provider(replay().fetch);
  const verify = (payload: string, headers: Headers) => stripe.verifyEvent!(payload, headers);

  const meanings: [string, Record<string, unknown>, string | null][] = [
    ['checkout.session.completed', {}, 'payment.succeeded'],
    // a delayed method (a bank debit): paid later, by its own event
    ['checkout.session.completed', { payment_status: 'unpaid' }, null],
    ['checkout.session.async_payment_succeeded', {}, 'payment.succeeded'],
    ['checkout.session.async_payment_failed', { payment_status: 'unpaid' }, 'payment.failed'],
    ['checkout.session.expired', { payment_status: 'unpaid', status: 'expired' }, 'payment.failed'],
    // a session the platform did not start
    ['checkout.session.completed', { metadata: {}, client_reference_id: null }, null],
    ['payment_intent.created', {}, null],
  ];

  it.each(meanings)('%s %j means %s', (type, session, meaning) => {
    const payload = JSON.stringify(sessionEvent(type, session));
    const event = verify(payload, signed(payload));
    if (meaning === null) expect(event).toBeNull();
    else
      expect(event).toEqual({
        id: `evt_${type.replaceAll('.', '_')}`,
        type: meaning,
        paymentRef: sessionId,
        reservationId,
        amountCents: 20_000,
        currency: 'aud',
      });
  });

  it('refuses a forged, altered, stale or unsigned event', () => {
    const payload = JSON.stringify(sessionEvent('checkout.session.completed'));
    const refusals: Headers[] = [
      signed(payload, 'whsec_someoneElse'),
      signed(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3_600),
      new Headers(),
      new Headers({ 'stripe-signature': 't=1,v1=00' }),
    ];
    for (const headers of refusals)
      expect(() => verify(payload, headers)).toThrow(PaymentSignatureError);
    const altered = payload.replace('"paid"', '"PAID"');
    expect(() => verify(altered, signed(payload))).toThrow(PaymentSignatureError);
  });
});

describe('the provider the environment names', () => {
  it('is Stripe with both keys, the pay-at-the-dealer default with neither', () => {
    expect(
      paymentProviderFromEnv({
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }).label,
    ).toBe(STRIPE_LABEL);
    expect(paymentProviderFromEnv({}).id).toBe('dealer');
    expect(stripeConfigFromEnv({ STRIPE_SECRET_KEY: ' ', STRIPE_WEBHOOK_SECRET: '' })).toBeNull();
  });

  it('takes another API address (stripe-mock, a recording server)', () => {
    expect(
      stripeConfigFromEnv({
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }),
    ).toEqual({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: 'http://127.0.0.1:12111',
    });
  });

  it('names the missing one when only one is set', () => {
    expect(() => stripeConfigFromEnv({ STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(
      'STRIPE_WEBHOOK_SECRET',
    );
  });
});
