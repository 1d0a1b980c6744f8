import 'server-only';
import type { PaymentMethod } from '@dealer/design-system';

// How a reservation's deposit is paid: one interface, with an embedded default that needs no
// account ('Pay at the dealer': the car is held at once, the deposit paid in person) and an online
// adapter for production (Stripe). Amounts are in cents, in AUD.

export type PaymentProviderId = 'dealer' | 'stripe';

export interface DepositRequest {
  reservationId: string;
  amountCents: number;
  currency: 'AUD';
  /** the reservation attempt's key: a retried attempt starts one payment, not two */
  idempotencyKey: string;
  /** what the shopper's statement and the dealer's dashboard say the payment is for */
  description: string;
  email: string;
  /** where a payment page sends the shopper once paid (the reservation's confirmation) */
  returnUrl?: string;
  /** where a payment page sends a shopper who leaves it (the car's checkout) */
  cancelUrl?: string;
}

/**
 * What starting a deposit gives: settled (nothing to pay online now: the car is held at once), or
 * a payment the shopper completes on the provider's payment page (paymentUrl) and the provider
 * later confirms by an event.
 */
export type DepositStart =
  | { kind: 'settled'; paymentRef: string }
  | { kind: 'pending'; paymentRef: string; paymentUrl: string };

/** A payment provider's event about a deposit, verified as the provider's own. */
export interface PaymentEvent {
  /** the provider's event id: an event applied once is never applied again */
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded';
  paymentRef: string;
  /** the reservation the payment was started for, when the provider carries it */
  reservationId: string | null;
  /** what was paid, in cents, and in which currency (null when the event carries no amount) */
  amountCents: number | null;
  currency: string | null;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** how the payment step names it, e.g. 'Pay at the dealer' */
  readonly label: string;
  /** whether the deposit is taken online (and so refunded online) */
  readonly takesPaymentOnline: boolean;
  /** the ways to pay it accepts: the payment logo strip's 'We accept' */
  readonly acceptedMethods: readonly PaymentMethod[];
  /** what the shopper is told at the payment step, for a deposit in words (null: no deposit) */
  describe(deposit: string | null): string;
  /** what the buy-online journey tells a shopper paying the full price, e.g. '$35,990' */
  describeFullPrice(price: string): string;
  startDeposit(request: DepositRequest): Promise<DepositStart>;
  /** Refunds a deposit in full; the same key refunds it once. */
  refund(payment: {
    paymentRef: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundRef: string }>;
  /**
   * The event a webhook request carries, verified by its signature; throws PaymentSignatureError
   * for a body the provider did not sign; null for an event that is no concern of deposits.
   */
  verifyEvent?(rawBody: string, headers: Headers): PaymentEvent | null;
}

// the provider lives in the app runtime, shared by every route bundle: `instanceof` checks a
// shared brand, so a route's copy of this class knows the runtime's errors
const brand = Symbol.for('dealer.PaymentSignatureError');

/** A webhook body whose signature does not verify: refused, never applied. */
export class PaymentSignatureError extends Error {
  readonly [brand] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && brand in value;
  }

  constructor(message = 'The payment event signature does not verify.') {
    super(message);
    this.name = 'PaymentSignatureError';
  }
}
