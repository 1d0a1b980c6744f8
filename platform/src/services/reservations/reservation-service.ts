import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { formatAud } from '@dealer/design-system/format';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type Car, type Location } from '../../domain/entities';
import { type LeadEnvelope, leadEnvelopeSchema, leadFormCategory } from '../../domain/lead-forms';
import { leadManufacturerSlug, leadValuesSchema } from '../../domain/lead-values';
import {
  ALREADY_RESERVED_MESSAGE,
  checkoutHref,
  confirmationHref,
  depositCents,
  holdEndsAt,
  MAX_REFUND_ATTEMPTS,
  PHONE_HAS_HOLD_MESSAGE,
  phoneDigits,
  provesReservation,
  TOO_MANY_HOLDS_MESSAGE,
  nextReservationState,
  NOT_RESERVABLE_MESSAGE,
  owesRefund,
  paidOnline,
  paymentMatchesReservation,
  refundRetryDelayMs,
  type ReservationActor,
  type ReservationState,
} from '../../domain/reservations';
import { holdNeedsConfirmedPhone, PHONE_CHECK_REQUIRED_MESSAGE } from '../../domain/phone-check';
import { isCheckoutEnabled, shownPrice } from '../../domain/vehicle-sidebar';
import {
  checkoutJourneyHref,
  PAYMENT_NOT_OFFERED_MESSAGE,
  purchaseAmountCents,
  type PurchaseChoices,
  purchaseChoicesSchema,
  purchaseLeadValues,
  purchasePrice,
  isFullPayment,
} from '../../domain/purchase-journey';
import {
  type HoldRefusal,
  type HoldResult,
  type NewReservation,
  type ReservationRepository,
  type TransitionResult,
} from '../../store/reservation-repository';
import { type ReservationEventRow, type ReservationRow } from '../../store/schema';
import { LeadError } from '../leads/errors';
import { leadBodyHash, leadFormOptionsFor } from '../leads/lead-service';
import { type PaymentEvent, type PaymentProvider } from '../payments/payment-provider';

// The reservation service (spec §2/§5/§9 reserve online): the checkout's contact details
// validated with the 'reserve' form's schema, the deposit started with the payment provider, and
// the hold taken in one transaction (the car reserved through the stock write path, the dealer's
// lead with the deposit in its ADF). Later steps (the shopper's cancellation, the dealer's
// confirmation, release and refund, the end of the hold, the provider's events) each change the
// reservation in one transaction, logged with time and actor; replaying one changes nothing.

export interface ReservationStock {
  getCarById(site: Site, id: number, now?: Date): Promise<Car | null>;
  listLocations(site: Site): Promise<Location[]>;
}

export interface ReserveMeta {
  /** the attempt's key: a retried attempt gives the same answer and holds once */
  idempotencyKey: string;
  userAgent?: string | null;
  now?: Date;
  /** the site's address as the shopper uses it (https://...), for a payment page's way back */
  origin?: string;
  /** the client as the limits count it (runtime/http/client-address clientAddressOf) */
  client?: string | null;
  /**
   * the shopper's proven mobile (E.164): their signed-in session's, or the one the checkout's
   * texted code confirmed; a hold without a deposit paid online needs one (domain/phone-check)
   */
  confirmedPhone?: string | null;
}

/** What a shopper shows of a reservation: the confirmation link's token, or a signed-in phone. */
export interface ReservationProof {
  token?: string | null;
  signedInPhone?: string | null;
}

export type ReserveResult =
  | { kind: 'held'; reservation: ReservationRow; duplicate: boolean }
  /** an online deposit: the browser completes the payment, the provider's event holds the car */
  | { kind: 'pending'; reservation: ReservationRow; paymentUrl: string | null };

/** What a dealer can do to a reservation from the leads command. */
export const dealerActions = ['confirm', 'release', 'refund'] as const;
export type DealerAction = (typeof dealerActions)[number];

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** A reservation's request: the checkout's lead envelope, and the buy-online journey's choices. */
const reserveEnvelopeSchema = leadEnvelopeSchema.extend({ purchase: z.unknown().optional() });
const EXPIRY_BATCH = 100;

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The car as a lead keeps it (the stock comes and goes; the lead stays). */
function leadVehicle(car: Car) {
  return {
    id: car.id,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    vin: car.vin,
    stocknum: car.stocknum,
    carType: car.carType,
    km: car.km,
    price: car.price,
    name: car.name,
    status: car.status,
  };
}

export function createReservationService(options: {
  repository: ReservationRepository;
  stock: ReservationStock;
  provider: PaymentProvider;
  /** the folder the dealer's ADF documents go to (as the lead service's) */
  outboxDir: string;
  /** a car's reserved flag was written: search and cached pages follow */
  onStockChanged?: () => void;
  /** a lead was committed: deliver it soon */
  onLeadAccepted?: () => void;
}) {
  const { repository, stock, provider, outboxDir } = options;
  const stockChanged = () => options.onStockChanged?.();

  function reservationLead(
    site: Site,
    reservation: NewReservation,
    car: Car,
    values: Record<string, unknown>,
    extra: { attributes: Record<string, unknown>; url: string | null; userAgent: string | null },
    now: Date,
    paymentLabel: string,
  ) {
    const { category, subcategory } = leadFormCategory.reserve;
    return (heldUntil: Date) => ({
      row: {
        id: randomUUID(),
        siteSlug: site.slug,
        idempotencyKey: `reservation-${reservation.id}`,
        form: 'reserve',
        category,
        subcategory,
        dealershipId: car.dealershipId,
        locationId: car.locationId,
        carId: car.id,
        values: {
          ...values,
          manufacturer_slug: leadManufacturerSlug(
            values.manufacturer_slug,
            car.make,
            site.manufacturer,
          ),
          // spec §9 the deposit and the hold, for the dealer (the ADF's comments carry them)
          reservation: {
            id: reservation.id,
            deposit_cents: reservation.depositCents,
            // spec §2 /checkout-journey: the full price paid, not a deposit
            ...(isFullPayment(values.purchase) ? { full_price: true } : {}),
            currency: reservation.currency ?? 'AUD',
            payment: paymentLabel,
            provider: reservation.provider,
            held_until: heldUntil.toISOString(),
          },
        },
        vehicle: leadVehicle(car),
        // spec §3 form_completed: a reservation is made from the checkout's last step
        attributes: {
          form_completed: true,
          ...extra.attributes,
          car_dealership_id: car.dealershipId,
        },
        url: extra.url,
        userAgent: extra.userAgent?.slice(0, 500) ?? null,
        ipHash: null,
        bodyHash: leadBodyHash({ reservation: reservation.id }),
        createdAt: now,
      },
      destinations: [
        { destination: 'adf-folder', target: outboxDir },
        ...(site.leads.webhookUrl
          ? [{ destination: 'webhook', target: site.leads.webhookUrl }]
          : []),
      ],
    });
  }

  function refused(reason: HoldRefusal): never {
    if (reason === 'phone_has_hold')
      throw new LeadError(409, PHONE_HAS_HOLD_MESSAGE, {}, 'phone_has_hold');
    if (reason === 'too_many_holds')
      throw new LeadError(429, TOO_MANY_HOLDS_MESSAGE, {}, 'too_many_holds');
    if (reason === 'already_reserved') {
      throw new LeadError(
        409,
        `${ALREADY_RESERVED_MESSAGE} ${provider.takesPaymentOnline ? 'Your deposit has been refunded in full.' : 'Nothing has been charged.'}`,
        {},
        'already_reserved',
      );
    }
    throw new LeadError(409, NOT_RESERVABLE_MESSAGE, {}, 'not_reservable');
  }

  /**
   * spec §2 the checkout's reservation: the contact details checked, the deposit started and the
   * car held. Refusals are LeadErrors (400 field messages, 404 no checkout, 409 the car went).
   */
  async function reserve(site: Site, body: unknown, meta: ReserveMeta): Promise<ReserveResult> {
    if (!IDEMPOTENCY_KEY.test(meta.idempotencyKey)) {
      throw new LeadError(
        400,
        'A valid Idempotency-Key header is required.',
        {},
        'invalid_idempotency_key',
      );
    }
    if (!site.features.reserve.enabled)
      throw new LeadError(404, 'This site does not take reservations.', {}, 'not_found');
    const envelope = reserveEnvelopeSchema.safeParse(body);
    if (!envelope.success)
      throw new LeadError(400, 'Please fix the following errors:', fieldErrors(envelope.error));
    const { purchase: rawPurchase, ...request } = envelope.data satisfies LeadEnvelope;
    // spec §2 /checkout-journey: a purchase's choices (the deposit or the full price, the
    // trade-in and finance answers) come with the details; the checkout sends none
    let purchase: PurchaseChoices | null = null;
    if (rawPurchase !== undefined) {
      const choices = purchaseChoicesSchema.safeParse(rawPurchase);
      if (!choices.success) {
        const fields = fieldErrors(choices.error);
        throw new LeadError(
          400,
          'Please fix the following errors:',
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [`purchase.${k}`, v])),
        );
      }
      purchase = choices.data;
    }
    if (request.form !== 'reserve' || request.car_id === undefined)
      throw new LeadError(400, 'Name the car to reserve.', { car_id: 'Unknown vehicle.' });
    const now = meta.now ?? new Date();
    const replay = await repository.byKey(site.slug, meta.idempotencyKey);
    if (replay) return answerOf(replay, true);
    const car = await stock.getCarById(site, request.car_id, now);
    if (!car) refused('not_reservable');
    if (car.reserved) refused('already_reserved');
    if (!isCheckoutEnabled(car, site)) refused('not_reservable');
    const locations = await stock.listLocations(site);
    const location = locations.find((l) => l.id === car.locationId) ?? null;
    const formOptions = {
      ...leadFormOptionsFor(site, location, 0),
      requireTerms: true,
      messageOptional: true,
    };
    const parsed = leadValuesSchema('reserve', formOptions).safeParse(request.values);
    if (!parsed.success)
      throw new LeadError(400, 'Please fix the following errors:', fieldErrors(parsed.error));
    const { reserve: config } = site.features;
    const amountCents = purchase
      ? purchaseAmountCents(purchase, {
          depositAmount: config.depositAmount,
          price: purchasePrice(shownPrice(car, site)),
        })
      : depositCents(config.depositAmount);
    if (amountCents === null) {
      throw new LeadError(400, PAYMENT_NOT_OFFERED_MESSAGE, {
        'purchase.payment': PAYMENT_NOT_OFFERED_MESSAGE,
      });
    }
    const values = {
      ...(parsed.data as Record<string, unknown>),
      ...(purchase ? purchaseLeadValues(purchase) : {}),
    };
    const confirmedPhone = meta.confirmedPhone ?? null;
    const unpaid = holdNeedsConfirmedPhone({
      takesPaymentOnline: provider.takesPaymentOnline,
      depositCents: amountCents,
    });
    if (unpaid && !confirmedPhone) {
      throw new LeadError(
        400,
        PHONE_CHECK_REQUIRED_MESSAGE,
        { phone: PHONE_CHECK_REQUIRED_MESSAGE },
        'phone_check_required',
      );
    }
    const reservation: NewReservation = {
      id: randomUUID(),
      siteSlug: site.slug,
      idempotencyKey: meta.idempotencyKey,
      carId: car.id,
      dealershipId: car.dealershipId,
      depositCents: amountCents,
      currency: 'AUD',
      provider: provider.id,
      paymentRef: null,
      leadId: null,
      // the proven mobile beside the form's: the hold limits count it (store/reservation-repository)
      contact: confirmedPhone ? { ...values, confirmed_phone: confirmedPhone } : values,
      holdHours: config.holdHours,
      client: meta.client ?? null,
      accessToken: randomBytes(24).toString('base64url'),
    };
    const start = await provider.startDeposit({
      reservationId: reservation.id,
      amountCents: reservation.depositCents,
      currency: 'AUD',
      idempotencyKey: `deposit-${site.slug}-${meta.idempotencyKey}`,
      description: `${purchase?.payment === 'full' ? 'Purchase' : purchase ? 'Purchase deposit' : 'Reservation deposit'}: ${car.name} (stock ${car.stocknum})`,
      email: String(values.email),
      ...(meta.origin
        ? {
            returnUrl: new URL(
              confirmationHref(site, car.slug, reservation.id, reservation.accessToken ?? null),
              meta.origin,
            ).href,
            cancelUrl: new URL(
              purchase ? checkoutJourneyHref(car.slug) : checkoutHref(site, car.slug),
              meta.origin,
            ).href,
          }
        : {}),
    });
    reservation.paymentRef = start.paymentRef;
    if (start.kind === 'pending') {
      const stored = await repository.insertPending(reservation, 'shopper', now);
      return { kind: 'pending', reservation: stored.reservation, paymentUrl: start.paymentUrl };
    }
    const result = await repository.hold({
      site,
      reservation,
      lead: reservationLead(
        site,
        reservation,
        car,
        values,
        {
          attributes: { ...request.lead_attributes, form_completed: request.form_completed },
          url: request.url ?? null,
          userAgent: meta.userAgent ?? null,
        },
        now,
        // spec §9: the dealer sees that the deposit is still to be paid
        reservation.depositCents > 0
          ? `${provider.label}, ${purchase?.payment === 'full' ? 'not paid yet' : 'deposit not paid yet'}`
          : provider.label,
      ),
      holdEndsAt: (at) => holdEndsAt(at, config.holdHours),
      actor: 'shopper',
      now,
      // a hold with no deposit paid online is limited (UNPAID_HOLD_LIMITS), per proven mobile
      unpaidHoldPhone: phoneDigits(confirmedPhone ?? values.phone),
    });
    return afterHold(result);
  }

  function afterHold(result: HoldResult): ReserveResult {
    if (result.kind === 'refused') refused(result.reason);
    if (result.kind === 'replayed') return answerOf(result.reservation, true);
    stockChanged();
    options.onLeadAccepted?.();
    return { kind: 'held', reservation: result.reservation, duplicate: false };
  }

  /** What a stored attempt answers when it is replayed. */
  function answerOf(row: ReservationRow, duplicate: boolean): ReserveResult {
    const state = row.state as ReservationState;
    if (state === 'pending') return { kind: 'pending', reservation: row, paymentUrl: null };
    if (state === 'declined') refused('already_reserved');
    return { kind: 'held', reservation: row, duplicate };
  }

  const depositOf = (row: ReservationRow) => ({ ...row, state: row.state as ReservationState });

  /** Refunds a deposit taken online, in full (the same key refunds once); null when none was. */
  async function refundOnline(row: ReservationRow): Promise<string | null> {
    if (!paidOnline(depositOf(row))) return null;
    if (row.provider !== provider.id) {
      throw new Error(
        `Reservation ${row.id} was paid through ${row.provider}, which this app is not configured for.`,
      );
    }
    const refund = await provider.refund({
      paymentRef: row.paymentRef!,
      amountCents: row.depositCents,
      idempotencyKey: `refund-${row.id}`,
    });
    return `Deposit of ${formatAud(row.depositCents / 100, { cents: true })} ${row.currency} refunded in full (${refund.refundRef})`;
  }

  /**
   * spec §9 100% refundable: a deposit owed back is refunded now; when the provider refuses, the
   * refund goes to the outbox and is tried again later (the same key: refunded once), until it
   * goes through or, after MAX_REFUND_ATTEMPTS, a person is asked to act. Never throws.
   */
  async function refundOwed(row: ReservationRow, now: Date): Promise<ReservationRow> {
    if (!owesRefund(depositOf(row))) return row;
    let note: string | null;
    try {
      note = await refundOnline(row);
    } catch (error) {
      const attempts = row.refundAttempts + 1;
      const message = (error as Error).message || String(error);
      const dueAt =
        attempts >= MAX_REFUND_ATTEMPTS
          ? null
          : new Date(now.getTime() + refundRetryDelayMs(attempts));
      await repository.scheduleRefund(row.id, { dueAt, attempts, error: message }, now);
      if (!dueAt)
        console.error(
          `Reservation ${row.id}: the deposit refund failed ${attempts} times (${message}); refund it by hand.`,
        );
      return (await repository.byId(row.id)) ?? row;
    }
    const refunded = await repository.transition(row.siteSlug, row.id, 'refund', 'system', now, {
      note,
    });
    return refunded.kind === 'changed' ? refunded.reservation : row;
  }

  /**
   * Applies a change and follows it: search and pages when the car was released, and a deposit
   * taken online refunded in full when the hold ends without a sale (spec §9 100% refundable).
   * A refund's money moves before its state is written, so a failed refund leaves it refundable.
   */
  async function change(
    site: Site | null,
    id: string,
    action: 'cancel' | 'expire' | DealerAction,
    actor: ReservationActor,
    now: Date,
    note?: string,
  ): Promise<TransitionResult> {
    const current = site ? await repository.get(site.slug, id) : await repository.byId(id);
    if (!current) return { kind: 'not_found' };
    const notes: (string | null | undefined)[] = [note];
    if (action === 'refund' && nextReservationState(current.state as ReservationState, 'refund'))
      notes.push(await refundOnline(current));
    const result = await repository.transition(current.siteSlug, id, action, actor, now, {
      note: notes.filter(Boolean).join('; ') || null,
    });
    if (result.kind !== 'changed') return result;
    if (result.carReleased) stockChanged();
    if (action === 'refund') return result;
    return { ...result, reservation: await refundOwed(result.reservation, now) };
  }

  return {
    reserve,

    /**
     * spec §2 the shopper cancels: the car is released at once (an online deposit refunded). Only
     * with the shopper's proof (the confirmation link's token, or their signed-in session): a
     * reservation's reference alone is no proof, and without it there is no such reservation.
     */
    async cancel(
      site: Site,
      id: string,
      proof: ReservationProof,
      now = new Date(),
    ): Promise<TransitionResult> {
      const current = await repository.get(site.slug, id);
      if (!current || !provesReservation(current, proof)) return { kind: 'not_found' };
      return change(site, id, 'cancel', 'shopper', now, 'Cancelled by the shopper');
    },

    /** A reservation of the site as its shopper sees it: null without the shopper's proof. */
    async getForShopper(
      site: Site,
      id: string,
      proof: ReservationProof,
    ): Promise<ReservationRow | null> {
      const row = await repository.get(site.slug, id);
      return row && provesReservation(row, proof) ? row : null;
    },

    /** The dealer confirms the sale, releases the car or refunds the deposit (the leads command). */
    act: (
      site: Site,
      id: string,
      action: DealerAction,
      dealer: string,
      now = new Date(),
      note?: string,
    ) => change(site, id, action, `dealer:${dealer}`, now, note),

    /** spec §9 releases every held car of these sites whose hold has ended by `now`. */
    async expireDue(sites: readonly Site[], now = new Date()): Promise<number> {
      let expired = 0;
      for (;;) {
        const slugs = sites.map((s) => s.slug);
        const due = await repository.holdsOver(slugs, now, EXPIRY_BATCH);
        let changed = 0;
        for (const row of due) {
          const site = sites.find((s) => s.slug === row.siteSlug) ?? null;
          const result = await change(site, row.id, 'expire', 'system', now, 'The hold ended');
          if (result.kind === 'changed') changed += 1;
        }
        expired += changed;
        if (due.length < EXPIRY_BATCH || changed === 0) return expired;
      }
    },

    /** The refund outbox: tries again each refund owed whose next try is due. */
    async retryRefunds(now = new Date()): Promise<number> {
      let refunded = 0;
      for (const row of await repository.refundsDue(now)) {
        if ((await refundOwed(row, now)).state === 'refunded') refunded += 1;
      }
      return refunded;
    },

    /**
     * A payment provider's verified event: a deposit that arrived holds the car (or, when another
     * shopper holds it already, is declined and refunded at once); a failed one ends the attempt.
     * An event applied before changes nothing.
     */
    async applyPaymentEvent(
      sites: readonly Site[],
      event: PaymentEvent,
      now = new Date(),
    ): Promise<'applied' | 'replayed' | 'ignored'> {
      // the payment this reservation started, and no other: a payment naming the reservation
      // (a payment link's reference) is not its deposit
      const row = await repository.byPaymentRef(event.paymentRef);
      if (!row || (event.reservationId !== null && event.reservationId !== row.id))
        return 'ignored';
      // one webhook endpoint for every site on the store, whichever app it runs in
      const site = sites.find((s) => s.slug === row.siteSlug) ?? getSiteBySlug(row.siteSlug);
      if (!site) return 'ignored';
      if (await repository.eventSeen(event.id)) return 'replayed';
      if (event.type === 'payment.failed') {
        const result = await repository.transition(site.slug, row.id, 'fail', 'provider', now, {
          providerEventId: event.id,
          note: 'The deposit payment did not go through',
        });
        return result.kind === 'changed' ? 'applied' : 'replayed';
      }
      if (event.type === 'refund.succeeded') {
        const result = await repository.transition(site.slug, row.id, 'refund', 'provider', now, {
          providerEventId: event.id,
          note: 'The provider reports the deposit refunded',
        });
        if (result.kind === 'changed' && result.carReleased) stockChanged();
        return result.kind === 'changed' ? 'applied' : 'replayed';
      }
      if (!paymentMatchesReservation(row, event)) {
        console.warn(
          `Payment ${event.paymentRef} (${event.amountCents ?? '?'} ${event.currency ?? '?'}) is not the deposit reservation ${row.id} started: not applied.`,
        );
        return 'ignored';
      }
      if (row.state !== 'pending') {
        // the money came after the attempt ended (cancelled, failed): recorded, and refunded
        if (row.paidAt !== null) return 'replayed';
        const paid = await repository.markPaid(row.id, now, {
          providerEventId: event.id,
          note: 'The deposit arrived after the reservation ended',
        });
        if (!paid) return 'replayed';
        await refundOwed(paid, now);
        return 'applied';
      }
      const car = await stock.getCarById(site, row.carId, now);
      const reservation: NewReservation = { ...row };
      if (car) {
        const result = await repository.hold({
          site,
          reservation,
          lead: reservationLead(
            site,
            reservation,
            car,
            row.contact,
            { attributes: {}, url: null, userAgent: null },
            now,
            provider.label,
          ),
          holdEndsAt: (at) => holdEndsAt(at, row.holdHours),
          actor: 'provider',
          now,
          providerEventId: event.id,
        });
        if (result.kind === 'held') {
          stockChanged();
          options.onLeadAccepted?.();
          return 'applied';
        }
        if (result.kind === 'replayed') return 'replayed';
      }
      // spec: of two shoppers paying for one car, the second is refunded and told why
      const declined = await repository.transition(site.slug, row.id, 'decline', 'provider', now, {
        providerEventId: event.id,
        note: car ? 'Another buyer reserved the car first' : 'The car can no longer be reserved',
      });
      if (declined.kind !== 'changed') return 'replayed';
      const paid = await repository.markPaid(row.id, now);
      await refundOwed(paid ?? declined.reservation, now);
      return 'applied';
    },

    get: (site: Site, id: string) => repository.get(site.slug, id),
    list: (site: Site) => repository.list(site.slug),
    events: (id: string): Promise<ReservationEventRow[]> => repository.events(id),
    provider,
  };
}

export type ReservationService = ReturnType<typeof createReservationService>;
