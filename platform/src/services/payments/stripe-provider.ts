import 'server-only';
import Stripe from 'stripe';
import {
  type DepositRequest,
  type DepositStart,
  type PaymentEvent,
  type PaymentProvider,
  PaymentSignatureError,
} from './payment-provider';

// The production adapter: the deposit is taken on Stripe Checkout (Stripe's hosted payment page),
// so no card detail passes through the dealer's site and no Stripe script runs on it. Each attempt
// creates one Checkout Session (the attempt's idempotency key), in cents and AUD; Stripe's signed
// webhook events (checkout.session.completed and friends) hold the car; a refund goes back to the
// session's payment in full, once per key.

export const STRIPE_LABEL = 'Card (Stripe)';

export interface StripeProviderConfig {
  /** the secret key of the dealer group's Stripe account (sk_live_... / sk_test_...) */
  secretKey: string;
  /** the signing secret of the webhook endpoint (whsec_...) */
  webhookSecret: string;
  /** Stripe's API address when not Stripe's own (stripe-mock, a recording server, a proxy) */
  apiBase?: string;
  /** for tests: the fetch the client calls Stripe's API through */
  fetch?: typeof fetch;
  /** how long a started payment page stays open (Stripe allows 30 minutes to 24 hours) */
  sessionMinutes?: number;
}

/** The Stripe settings the environment gives, or null when Stripe is not configured. */
export function stripeConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): StripeProviderConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret) {
    throw new Error(
      'Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; set both, or neither for the pay-at-the-dealer default.',
    );
  }
  const apiBase = env.STRIPE_API_BASE?.trim();
  return { secretKey, webhookSecret, ...(apiBase ? { apiBase } : {}) };
}

/** The client's host, port and protocol for an API address other than Stripe's own. */
function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? '80' : '443'),
    protocol,
  };
}

/** Which Stripe events concern a deposit, and what they mean for it. */
export function depositEventOf(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const reservationId = session.metadata?.reservation_id ?? session.client_reference_id;
      if (!reservationId) return null; // a session the platform did not start
      const paid = session.payment_status === 'paid';
      const type: PaymentEvent['type'] | null =
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded'
          ? paid
            ? 'payment.succeeded'
            : null // a delayed method: its async event follows
          : 'payment.failed';
      if (!type) return null;
      return {
        id: event.id,
        type,
        paymentRef: session.id,
        reservationId,
        amountCents: session.amount_total ?? null,
        currency: session.currency ?? null,
      };
    }
    default:
      return null;
  }
}

export function stripePaymentProvider(config: StripeProviderConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...apiAddress(config.apiBase),
    ...(config.fetch ? { httpClient: Stripe.createFetchHttpClient(config.fetch) } : {}),
  });
  const sessionMinutes = config.sessionMinutes ?? 30;

  /** The payment behind a deposit: a Checkout Session's PaymentIntent. */
  async function paymentIntentOf(paymentRef: string): Promise<string> {
    if (!paymentRef.startsWith('cs_')) return paymentRef;
    const session = await stripe.checkout.sessions.retrieve(paymentRef);
    const intent = session.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    if (!id) throw new Error(`Stripe session ${paymentRef} has no payment to refund.`);
    return id;
  }

  return {
    id: 'stripe',
    label: STRIPE_LABEL,
    takesPaymentOnline: true,
    // Stripe Checkout takes the cards and wallets an Australian account offers
    acceptedMethods: ['visa', 'mastercard', 'googlePay', 'applePay'],
    describe: (deposit) =>
      deposit
        ? `Pay the ${deposit} deposit by card on Stripe's secure payment page. We hold the car for you as soon as your payment goes through.`
        : 'Confirm on our payment partner Stripe’s secure page. We hold the car for you as soon as you do.',

    describeFullPrice: (price) =>
      `Pay the full price of ${price} by card on Stripe's secure payment page. We hold the car for you as soon as your payment goes through.`,

    async startDeposit(request: DepositRequest): Promise<DepositStart> {
      if (!request.returnUrl || !request.cancelUrl)
        throw new Error('A Stripe deposit needs the pages to return the shopper to.');
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'aud',
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          customer_email: request.email,
          client_reference_id: request.reservationId,
          metadata: { reservation_id: request.reservationId },
          payment_intent_data: {
            description: request.description,
            metadata: { reservation_id: request.reservationId },
          },
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(Date.now() / 1000) + sessionMinutes * 60,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe gave session ${session.id} no payment page.`);
      return { kind: 'pending', paymentRef: session.id, paymentUrl: session.url };
    },

    async refund(payment) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: await paymentIntentOf(payment.paymentRef),
          amount: payment.amountCents,
          reason: 'requested_by_customer',
        },
        { idempotencyKey: payment.idempotencyKey },
      );
      return { refundRef: refund.id };
    },

    verifyEvent(rawBody: string, headers: Headers): PaymentEvent | null {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new PaymentSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw new PaymentSignatureError();
      }
      return depositEventOf(event);
    },
  };
}
