import { type Site } from '@dealer/site-config';
import { formatAud } from '@dealer/design-system/format';
import { type Car } from './entities';
import { isCheckoutEnabled } from './vehicle-sidebar';
import { zoneFormat } from './zone-format';

// spec §2/§5/§9 reserve online: a deposit (default $200, 100% refundable) holds a car for 48
// hours. A reservation's life: pending (an online payment not yet confirmed) -> held (the car is
// reserved) -> confirmed (the dealer confirmed the sale) or released, expired, cancelled,
// refunded. Only held and confirmed reservations hold the car; at most one per car does.

export const reservationStates = [
  /** an online deposit is on its way; the car is not held yet */
  'pending',
  /** the car is reserved for the shopper until the hold ends */
  'held',
  /** the dealer confirmed the sale: the car stays reserved until the stock feed sells it */
  'confirmed',
  /** the dealer let the car go */
  'released',
  /** the hold ran out without a confirmed sale */
  'expired',
  /** the shopper cancelled */
  'cancelled',
  /** the deposit was refunded */
  'refunded',
  /** the deposit arrived after another shopper had reserved the car */
  'declined',
  /** the online payment did not go through */
  'failed',
] as const;
export type ReservationState = (typeof reservationStates)[number];

export const reservationActions = [
  'hold',
  'confirm',
  'release',
  'expire',
  'cancel',
  'refund',
  'decline',
  'fail',
] as const;
export type ReservationAction = (typeof reservationActions)[number];

/** Who changed a reservation: the shopper, the dealer (by name), the platform, the provider. */
export type ReservationActor = 'shopper' | 'system' | 'provider' | `dealer:${string}`;

/** Which state each action leads to, from which states. */
const transitions: Record<
  ReservationAction,
  { from: readonly ReservationState[]; to: ReservationState }
> = {
  hold: { from: ['pending'], to: 'held' },
  confirm: { from: ['held'], to: 'confirmed' },
  release: { from: ['held', 'confirmed'], to: 'released' },
  expire: { from: ['held'], to: 'expired' },
  cancel: { from: ['pending', 'held'], to: 'cancelled' },
  // spec §9 100% refundable: a deposit can be refunded whatever became of the hold (a payment
  // that arrived after its attempt failed or was cancelled too)
  refund: {
    from: ['held', 'confirmed', 'released', 'expired', 'cancelled', 'declined', 'failed'],
    to: 'refunded',
  },
  decline: { from: ['pending'], to: 'declined' },
  fail: { from: ['pending'], to: 'failed' },
};

/** The state an action takes a reservation to, or null when the action does not apply. */
export function nextReservationState(
  state: ReservationState,
  action: ReservationAction,
): ReservationState | null {
  const transition = transitions[action];
  return transition.from.includes(state) ? transition.to : null;
}

/** The state an action leads to (where it applies). */
export function reservationActionTarget(action: ReservationAction): ReservationState {
  return transitions[action].to;
}

/**
 * spec §4 a car is reserved while the dealer says so (its feed or stock API) or a live
 * reservation holds it; neither can clear the other's (the store's reserved column is this).
 */
export function carReserved(flags: { dealerReserved: boolean; reservationHeld: boolean }): boolean {
  return flags.dealerReserved || flags.reservationHeld;
}

/** A car with the dealer's reserved flag set as the dealer says, a live hold kept. */
export function withDealerReserved<
  T extends Pick<Car, 'dealerReserved' | 'reservationHeld' | 'reserved'>,
>(car: T, dealerReserved: boolean): T {
  return {
    ...car,
    dealerReserved,
    reserved: carReserved({ dealerReserved, reservationHeld: car.reservationHeld }),
  };
}

/** Whether a reservation in this state holds its car (the car shows 'Reserved'). */
export function holdsCar(state: ReservationState): boolean {
  return state === 'held' || state === 'confirmed';
}

/** spec §9: the hold lasts the site's holdHours (48) from the moment the car is reserved. */
export function holdEndsAt(heldAt: Date, holdHours: number): Date {
  return new Date(heldAt.getTime() + holdHours * 3_600_000);
}

/** spec §9: a held car is released when its hold has ended, unless the sale was confirmed. */
export function isHoldOver(
  reservation: { state: ReservationState; heldUntil: Date | null },
  now: Date,
): boolean {
  return (
    reservation.state === 'held' &&
    reservation.heldUntil !== null &&
    reservation.heldUntil.getTime() <= now.getTime()
  );
}

/** What a reservation knows of its deposit, for the refund rules. */
export interface DepositRecord {
  state: ReservationState;
  provider: string;
  depositCents: number;
  /** when the online deposit arrived; null when none did */
  paidAt: Date | null;
}

/** Whether the deposit was taken online (and so is refunded online). */
export function paidOnline(reservation: DepositRecord): boolean {
  return (
    reservation.paidAt !== null && reservation.provider !== 'dealer' && reservation.depositCents > 0
  );
}

/**
 * spec §9 100% refundable: a deposit paid online is owed back once the reservation no longer holds
 * the car without a sale (released, expired, cancelled, declined, or paid after it failed).
 */
export function owesRefund(reservation: DepositRecord): boolean {
  return (
    paidOnline(reservation) &&
    reservation.state !== 'refunded' &&
    nextReservationState(reservation.state, 'refund') !== null &&
    !holdsCar(reservation.state)
  );
}

/** A refund the provider refused is tried this many times before a person is asked to act. */
export const MAX_REFUND_ATTEMPTS = 8;

/** The wait before trying a refund again after `attempts` failures: 1, 2, 4 ... minutes, at most 6 h. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/**
 * Whether a provider's payment is the deposit the reservation started: the payment (a Checkout
 * Session) it created, for its amount, in its currency. Anything else (a payment link naming the
 * reservation, another amount) holds nothing.
 */
export function paymentMatchesReservation(
  reservation: { paymentRef: string | null; depositCents: number; currency: string },
  payment: { paymentRef: string; amountCents: number | null; currency: string | null },
): boolean {
  return (
    reservation.paymentRef !== null &&
    payment.paymentRef === reservation.paymentRef &&
    payment.amountCents === reservation.depositCents &&
    payment.currency !== null &&
    payment.currency.toUpperCase() === reservation.currency.toUpperCase()
  );
}

/** A deposit in cents, as payment providers take amounts (AUD). */
export function depositCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** spec §2/§5 'Reserve This Car {amount}': the deposit in words, null when it is zero. */
export function depositText(depositAmount: number): string | null {
  return depositAmount > 0 ? formatAud(depositAmount) : null;
}

export type CheckoutPath = Site['features']['reserve']['checkoutPath'];
export const checkoutPaths: readonly CheckoutPath[] = ['checkout', 'buy-online'];

/** spec §2 /cars/{slug}/checkout (or /buy-online on one brand): the site's checkout of a car. */
export function checkoutHref(site: Pick<Site, 'features'>, slug: string): string {
  return `/cars/${encodeURIComponent(slug)}/${site.features.reserve.checkoutPath}`;
}

/**
 * The confirmation page of a reservation: under the car's checkout, named by its reference, with
 * the shopper's proof (its access token) that shows and cancels it.
 */
export function confirmationHref(
  site: Pick<Site, 'features'>,
  slug: string,
  reservationId: string,
  accessToken: string | null,
): string {
  const query = new URLSearchParams({ reservation: reservationId });
  if (accessToken) query.set('token', accessToken);
  return `${checkoutHref(site, slug)}/confirmation?${query}`;
}

/**
 * Whether a request holds the shopper's proof of a reservation: its access token (compared in
 * constant time), or a signed-in session of the phone number it was made with (the form's, or
 * the proven mobile it was held under: a signed-in shopper's own).
 */
export function provesReservation(
  reservation: { accessToken: string | null; contact: Record<string, unknown> },
  proof: { token?: string | null; signedInPhone?: string | null },
): boolean {
  const { token, signedInPhone } = proof;
  if (reservation.accessToken && token && sameText(reservation.accessToken, token)) return true;
  const mine = signedInPhone ? phoneDigits(signedInPhone) : '';
  return (
    mine !== '' &&
    [reservation.contact.phone, reservation.contact.confirmed_phone].some(
      (phone) => phoneDigits(phone) === mine,
    )
  );
}

/** Two strings equal, compared without an early exit (a guesser learns nothing from the time). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

// spec §2/§5 the checkout answers only at the site's own path, on a site with reserve on, for a
// car that can be reserved now (in stock, not reserved, a payment processor, a price)
export function checkoutAnswers(
  site: Pick<Site, 'features'>,
  path: CheckoutPath,
  car: Car | null,
): car is Car {
  return (
    site.features.reserve.enabled &&
    site.features.reserve.checkoutPath === path &&
    car !== null &&
    isCheckoutEnabled(car, site)
  );
}

/** spec §2 'Reserve This Car {amount}' on the checkout's button: the amount omitted when zero. */
export function reserveButtonLabel(depositAmount: number): string {
  const amount = depositText(depositAmount);
  return amount ? `Reserve This Car ${amount}` : 'Reserve This Car';
}

/** spec §5/§9 the reservation terms: the deposit refundable in full, the hold of holdHours. */
export function reservationTerms(reserve: { depositAmount: number; holdHours: number }): string[] {
  const amount = depositText(reserve.depositAmount);
  return [
    amount
      ? `Your ${amount} deposit is 100% refundable.`
      : 'No deposit is needed to reserve this car.',
    `We hold the car for you for ${reserve.holdHours} hours from the moment you reserve it. If we have not agreed the sale with you by then, the car is released for other buyers${amount ? ' and your deposit is refunded in full' : ''}.`,
    `You can cancel your reservation at any time before the sale${amount ? ' and get your deposit back in full' : ''}; the car is released at once.`,
  ];
}

/**
 * A hold with no deposit paid online costs its holder nothing, so it is limited: one live hold a
 * phone number on a site, and a few a client and a site a day (each counted over every app).
 */
export const UNPAID_HOLD_LIMITS = { perClientPerDay: 3, perSitePerDay: 30 } as const;

/** Whether one more hold without a paid deposit may be taken. */
export function unpaidHoldAllowed(
  counts: { phoneLiveHolds: number; clientToday: number; siteToday: number },
  limits: typeof UNPAID_HOLD_LIMITS = UNPAID_HOLD_LIMITS,
): 'allowed' | 'phone_has_hold' | 'too_many_holds' {
  if (counts.phoneLiveHolds > 0) return 'phone_has_hold';
  if (counts.clientToday >= limits.perClientPerDay || counts.siteToday >= limits.perSitePerDay)
    return 'too_many_holds';
  return 'allowed';
}

/** The digits of a phone number, as holds are counted by number ('0412 345 678' is 0412345678). */
export function phoneDigits(phone: unknown): string {
  const digits = String(phone ?? '').replace(/\D/g, '');
  return digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

export const PHONE_HAS_HOLD_MESSAGE =
  'You already have a car on hold with us. Please finish or cancel that reservation before you reserve another.';
export const TOO_MANY_HOLDS_MESSAGE =
  'We cannot hold any more cars online today. Please call the dealership to reserve this car.';
export const SIGN_IN_TO_RESERVE_MESSAGE = 'Please sign in to reserve this car.';

// what the shopper is told when the car went to someone else first (the provider adds what
// became of the deposit)
export const ALREADY_RESERVED_MESSAGE = 'Sorry, this car has just been reserved by another buyer.';
export const NOT_RESERVABLE_MESSAGE = 'This car can no longer be reserved online.';

/** When a hold ends, in words on the dealership's clock: 'Thursday 26 November 2026 at 1:00 pm'. */
export function holdEndText(heldUntil: Date, timeZone: string): string {
  const parts = zoneFormat('en-AU', timeZone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(heldUntil);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const clock = `${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')} at ${clock}`;
}
