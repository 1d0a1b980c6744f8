import 'server-only';
import { and, asc, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { type Site } from '@dealer/site-config';
import {
  holdsCar,
  unpaidHoldAllowed,
  nextReservationState,
  type ReservationAction,
  reservationActionTarget,
  type ReservationActor,
  type ReservationState,
} from '../domain/reservations';
import { isCheckoutEnabled } from '../domain/vehicle-sidebar';
import { type Database } from './database';
import { createLeadRepository, type NewLead } from './lead-repository';
import { reshapeCar } from './reshape';
import {
  cars,
  reservationEvents,
  reservations,
  type ReservationEventRow,
  type ReservationRow,
} from './schema';
import { createStockRepository, siteDealershipIds } from './stock-repository';

// Where reservations are kept, and the one transaction of each step: holding a car (the
// reservation, the car marked reserved through the stock write path, the dealer's lead and its
// deliveries, the log) and each later change (the state, the car released when the hold ends,
// the log). The car's row is locked while a hold is decided, and a partial unique index lets at
// most one reservation hold a car, so of two simultaneous reservations exactly one holds.

export type NewReservation = Omit<
  typeof reservations.$inferInsert,
  | 'state'
  | 'heldUntil'
  | 'createdAt'
  | 'updatedAt'
  | 'refundDueAt'
  | 'refundAttempts'
  | 'refundError'
>;

export type HoldResult =
  | { kind: 'held'; reservation: ReservationRow; duplicate: boolean }
  /** the attempt's key was used before: what that attempt became */
  | { kind: 'replayed'; reservation: ReservationRow }
  | { kind: 'refused'; reason: HoldRefusal };

export type HoldRefusal =
  | 'already_reserved'
  | 'not_reservable'
  /** holds without a paid deposit: the number holds a car already, or the day's are used */
  | 'phone_has_hold'
  | 'too_many_holds';

export type TransitionResult =
  | { kind: 'changed'; reservation: ReservationRow; from: ReservationState; carReleased: boolean }
  /** already in the state the action leads to, or the provider's event was applied before */
  | { kind: 'unchanged'; reservation: ReservationRow }
  /** the action does not apply to the reservation's state */
  | { kind: 'refused'; reservation: ReservationRow }
  | { kind: 'not_found' };

export interface HoldInput {
  site: Site;
  /** the reservation (a new one, or the pending one whose deposit arrived) */
  reservation: NewReservation;
  /** the dealer's lead, made with the reservation's hold end */
  lead: (heldUntil: Date) => {
    row: NewLead & { id: string; siteSlug: string; idempotencyKey: string; createdAt: Date };
    destinations: readonly { destination: string; target: string }[];
  };
  holdEndsAt: (now: Date) => Date;
  actor: ReservationActor;
  now: Date;
  /** the provider's event that brought the deposit (a pending reservation's hold) */
  providerEventId?: string | null;
  /**
   * a hold with no deposit paid online: the shopper's phone digits, checked against the limits
   * (UNPAID_HOLD_LIMITS) in the hold's transaction
   */
  unpaidHoldPhone?: string | null;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const asDatabase = (tx: Tx) => tx as unknown as Database;

async function logEvent(
  tx: Tx,
  event: {
    reservationId: string;
    at: Date;
    actor: ReservationActor;
    action: ReservationAction;
    fromState: ReservationState | null;
    toState: ReservationState;
    note?: string | null;
    providerEventId?: string | null;
  },
) {
  await tx.insert(reservationEvents).values({
    ...event,
    note: event.note ?? null,
    providerEventId: event.providerEventId ?? null,
  });
}

/** Marks a car held or no longer held online (logged, so search and pages follow). */
const setCarHeld = (tx: Tx, carId: number, held: boolean, now: Date) =>
  createStockRepository(asDatabase(tx)).setReservationHeld(carId, held, now);

/**
 * Whether a hold without a paid deposit may be taken (domain unpaidHoldAllowed), counted in the
 * store over every app: the site's holds are decided one at a time (an advisory lock).
 */
/** domain phoneDigits, in SQL: the contact's phone as digits, +61 as 0 */
// the mobile a hold counts against: the one the shopper proved (contact.confirmed_phone), else
// the form's
const holdPhoneSql = sql`coalesce(${reservations.contact}->>'confirmed_phone', ${reservations.contact}->>'phone')`;
const phoneDigitsSql = sql`(case when regexp_replace(${holdPhoneSql}, '[^0-9]', '', 'g') ~ '^61[0-9]{9}$' then '0' || substr(regexp_replace(${holdPhoneSql}, '[^0-9]', '', 'g'), 3) else regexp_replace(${holdPhoneSql}, '[^0-9]', '', 'g') end)`;

async function unpaidHoldVerdict(tx: Tx, reservation: NewReservation, phone: string, now: Date) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`unpaid-hold ${reservation.siteSlug}`}))`,
  );
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const [counted] = await tx
    .select({
      phoneLiveHolds: sql<number>`count(*) filter (where ${reservations.state} in ('held', 'confirmed') and ${phoneDigitsSql} = ${phone})::int`,
      clientToday: sql<number>`count(*) filter (where ${reservations.client} = ${reservation.client ?? ''} and ${reservations.createdAt} > ${dayAgo.toISOString()}::timestamptz)::int`,
      siteToday: sql<number>`count(*) filter (where ${reservations.createdAt} > ${dayAgo.toISOString()}::timestamptz)::int`,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.siteSlug, reservation.siteSlug),
        isNull(reservations.paidAt),
        eq(reservations.provider, reservation.provider),
        inArray(reservations.state, ['held', 'confirmed', 'released', 'expired', 'cancelled']),
      ),
    );
  return unpaidHoldAllowed({
    phoneLiveHolds: Number(counted?.phoneLiveHolds ?? 0),
    clientToday: Number(counted?.clientToday ?? 0),
    siteToday: Number(counted?.siteToday ?? 0),
  });
}

export function createReservationRepository(db: Database) {
  const byKey = async (tx: Tx | Database, siteSlug: string, key: string) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.siteSlug, siteSlug), eq(reservations.idempotencyKey, key)));
    return row ?? null;
  };

  return {
    /** The reservation an attempt's key made, if any. */
    byKey: (siteSlug: string, key: string) => byKey(db, siteSlug, key),

    /** A reservation of the site, by id; null for an unknown id or another site's. */
    async get(siteSlug: string, id: string): Promise<ReservationRow | null> {
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.id, id), eq(reservations.siteSlug, siteSlug)));
      return row ?? null;
    },

    /** A reservation by id, whichever site's (the expiry loop and the provider's events). */
    async byId(id: string): Promise<ReservationRow | null> {
      const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
      return row ?? null;
    },

    /** Whether a provider's event was applied already. */
    async eventSeen(providerEventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reservationEvents.id })
        .from(reservationEvents)
        .where(eq(reservationEvents.providerEventId, providerEventId));
      return row !== undefined;
    },

    /** The reservation a provider's payment belongs to. */
    async byPaymentRef(paymentRef: string): Promise<ReservationRow | null> {
      const [row] = await db
        .select()
        .from(reservations)
        .where(eq(reservations.paymentRef, paymentRef));
      return row ?? null;
    },

    /** The site's reservations, newest first. */
    async list(siteSlug: string): Promise<ReservationRow[]> {
      return db
        .select()
        .from(reservations)
        .where(eq(reservations.siteSlug, siteSlug))
        .orderBy(desc(reservations.createdAt));
    },

    /**
     * The site's reservations made with a mobile number ending in these digits (its last nine,
     * the national number without its leading 0), the form's or the proven one, newest first: the candidates among which a
     * signed-in shopper's own are found (provesReservation decides).
     */
    async madeWithNumberEnding(siteSlug: string, lastDigits: string): Promise<ReservationRow[]> {
      return db
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.siteSlug, siteSlug),
            sql`(regexp_replace(coalesce(${reservations.contact}->>'phone', ''), '[^0-9]', '', 'g') like ${`%${lastDigits}`} or regexp_replace(coalesce(${reservations.contact}->>'confirmed_phone', ''), '[^0-9]', '', 'g') like ${`%${lastDigits}`})`,
          ),
        )
        .orderBy(desc(reservations.createdAt));
    },

    /** Every change to a reservation, oldest first. */
    async events(reservationId: string): Promise<ReservationEventRow[]> {
      return db
        .select()
        .from(reservationEvents)
        .where(eq(reservationEvents.reservationId, reservationId))
        .orderBy(asc(reservationEvents.id));
    },

    /** The reservation that holds a car now (held or confirmed), if any. */
    async holdingCar(carId: number): Promise<ReservationRow | null> {
      const [row] = await db
        .select()
        .from(reservations)
        .where(
          and(eq(reservations.carId, carId), inArray(reservations.state, ['held', 'confirmed'])),
        );
      return row ?? null;
    },

    /** Stores an attempt whose online deposit is on its way (it holds nothing yet). */
    async insertPending(row: NewReservation, actor: ReservationActor, now: Date) {
      return db.transaction(async (tx) => {
        const existing = await byKey(tx, row.siteSlug, row.idempotencyKey);
        if (existing) return { reservation: existing, duplicate: true };
        const [inserted] = await tx
          .insert(reservations)
          .values({ ...row, state: 'pending', heldUntil: null, createdAt: now, updatedAt: now })
          .returning();
        await logEvent(tx, {
          reservationId: inserted!.id,
          at: now,
          actor,
          action: 'hold',
          fromState: null,
          toState: 'pending',
          note: 'Deposit payment started',
        });
        return { reservation: inserted!, duplicate: false };
      });
    },

    /**
     * Holds a car for a reservation, in one transaction: the car's row locked, the car checked
     * (in stock, not reserved, reservable on the site), the reservation stored as held until the
     * hold ends, the car marked reserved through the stock write path, the lead and its
     * deliveries committed, the change logged. A replayed attempt (same key) changes nothing.
     */
    async hold(input: HoldInput): Promise<HoldResult> {
      const { site, reservation, now } = input;
      return db.transaction(async (tx) => {
        const existing = await byKey(tx, reservation.siteSlug, reservation.idempotencyKey);
        if (existing && existing.state !== 'pending')
          return { kind: 'replayed', reservation: existing };
        const [carRow] = await tx
          .select()
          .from(cars)
          .where(
            and(
              eq(cars.id, reservation.carId),
              inArray(cars.dealershipId, siteDealershipIds(site)),
            ),
          )
          .for('update');
        if (!carRow) return { kind: 'refused', reason: 'not_reservable' };
        const car = reshapeCar(carRow);
        if (car.reserved) return { kind: 'refused', reason: 'already_reserved' };
        if (!isCheckoutEnabled(car, site)) return { kind: 'refused', reason: 'not_reservable' };
        // another reservation holds the car (the car's row lock orders every hold of it)
        const [holding] = await tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(
            and(eq(reservations.carId, car.id), inArray(reservations.state, ['held', 'confirmed'])),
          );
        if (holding) return { kind: 'refused', reason: 'already_reserved' };
        if (input.unpaidHoldPhone !== undefined && input.unpaidHoldPhone !== null) {
          const verdict = await unpaidHoldVerdict(tx, reservation, input.unpaidHoldPhone, now);
          if (verdict !== 'allowed') return { kind: 'refused', reason: verdict };
        }
        const heldUntil = input.holdEndsAt(now);
        const lead = input.lead(heldUntil);
        let held: ReservationRow | undefined;
        if (existing) {
          // the pending reservation whose deposit arrived
          [held] = await tx
            .update(reservations)
            .set({
              state: 'held',
              heldUntil,
              leadId: lead.row.id,
              updatedAt: now,
              ...(input.providerEventId ? { paidAt: existing.paidAt ?? now } : {}),
            })
            .where(and(eq(reservations.id, existing.id), eq(reservations.state, 'pending')))
            .returning();
        } else {
          [held] = await tx
            .insert(reservations)
            .values({
              ...reservation,
              leadId: lead.row.id,
              state: 'held',
              heldUntil,
              createdAt: now,
              updatedAt: now,
            })
            // another reservation holds the car (its flag cleared by a feed meanwhile)
            .onConflictDoNothing()
            .returning();
        }
        if (!held) {
          const again = await byKey(tx, reservation.siteSlug, reservation.idempotencyKey);
          return again && again.state !== 'pending'
            ? { kind: 'replayed', reservation: again }
            : { kind: 'refused', reason: 'already_reserved' };
        }
        await setCarHeld(tx, car.id, true, now);
        await createLeadRepository(asDatabase(tx)).insertLead(lead.row, lead.destinations);
        await logEvent(tx, {
          reservationId: held.id,
          at: now,
          actor: input.actor,
          action: 'hold',
          fromState: existing ? 'pending' : null,
          toState: 'held',
          note: `Held until ${heldUntil.toISOString()}`,
          providerEventId: input.providerEventId ?? null,
        });
        return { kind: 'held', reservation: held, duplicate: false };
      });
    },

    /**
     * Applies an action to a reservation of the site in one transaction: the row locked, the
     * transition checked, the state written, the car released when the reservation stops
     * holding it, the change logged with its time and actor. A provider's event already applied,
     * or an action whose state the reservation is already in, changes nothing.
     */
    async transition(
      siteSlug: string,
      id: string,
      action: ReservationAction,
      actor: ReservationActor,
      now: Date,
      options: { note?: string | null; providerEventId?: string | null } = {},
    ): Promise<TransitionResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(reservations)
          .where(and(eq(reservations.id, id), eq(reservations.siteSlug, siteSlug)))
          .for('update');
        if (!row) return { kind: 'not_found' };
        if (options.providerEventId) {
          const [seen] = await tx
            .select({ id: reservationEvents.id })
            .from(reservationEvents)
            .where(eq(reservationEvents.providerEventId, options.providerEventId));
          if (seen) return { kind: 'unchanged', reservation: row };
        }
        const from = row.state as ReservationState;
        const to = nextReservationState(from, action);
        if (to === null) {
          // confirming a confirmed sale or cancelling a cancelled reservation again is no change
          return reservationActionTarget(action) === from
            ? { kind: 'unchanged', reservation: row }
            : { kind: 'refused', reservation: row };
        }
        const [changed] = await tx
          .update(reservations)
          // a refund done is nothing owed any more
          .set(
            to === 'refunded'
              ? { state: to, updatedAt: now, refundDueAt: null, refundError: null }
              : { state: to, updatedAt: now },
          )
          .where(eq(reservations.id, id))
          .returning();
        const carReleased =
          holdsCar(from) && !holdsCar(to) ? await setCarHeld(tx, row.carId, false, now) : false;
        await logEvent(tx, {
          reservationId: id,
          at: now,
          actor,
          action,
          fromState: from,
          toState: to,
          note: options.note ?? null,
          providerEventId: options.providerEventId ?? null,
        });
        return { kind: 'changed', reservation: changed!, from, carReleased };
      });
    },

    /**
     * Records that the reservation's online deposit arrived (once: the first arrival counts),
     * with the provider's event in the log when given; null when it was recorded before.
     */
    async markPaid(
      id: string,
      now: Date,
      event?: { providerEventId: string; note: string },
    ): Promise<ReservationRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(reservations)
          .set({ paidAt: now, updatedAt: now })
          .where(and(eq(reservations.id, id), isNull(reservations.paidAt)))
          .returning();
        if (!row || !event) return row ?? null;
        await logEvent(tx, {
          reservationId: id,
          at: now,
          actor: 'provider',
          action: 'hold',
          fromState: row.state as ReservationState,
          toState: row.state as ReservationState,
          note: event.note,
          providerEventId: event.providerEventId,
        });
        return row;
      });
    },

    /**
     * The refund outbox: a refund the provider refused is tried again at `dueAt` (null: tried
     * `attempts` times, given up; a person is asked to act, as the log says).
     */
    async scheduleRefund(
      id: string,
      retry: { dueAt: Date | null; attempts: number; error: string },
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(reservations)
          .set({
            refundDueAt: retry.dueAt,
            refundAttempts: retry.attempts,
            refundError: retry.error.slice(0, 1000),
            updatedAt: now,
          })
          .where(and(eq(reservations.id, id), ne(reservations.state, 'refunded')))
          .returning();
        if (!row) return;
        const state = row.state as ReservationState;
        await logEvent(tx, {
          reservationId: id,
          at: now,
          actor: 'system',
          action: 'refund',
          fromState: state,
          toState: state,
          note: retry.dueAt
            ? `Refund attempt ${retry.attempts} failed (${retry.error}); tried again at ${retry.dueAt.toISOString()}`
            : `Refund failed ${retry.attempts} times (${retry.error}): refund the deposit by hand with the payment provider, then mark it refunded`,
        });
      });
    },

    /** The refunds owed whose next try is due by `now`, oldest first. */
    async refundsDue(now: Date, limit = 100): Promise<ReservationRow[]> {
      return db
        .select()
        .from(reservations)
        .where(lte(reservations.refundDueAt, now))
        .orderBy(asc(reservations.refundDueAt))
        .limit(limit);
    },

    /** The held reservations whose hold has ended by `now` (of these sites), oldest first. */
    async holdsOver(siteSlugs: readonly string[], now: Date, limit = 100) {
      if (siteSlugs.length === 0) return [];
      return db
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.state, 'held'),
            lte(reservations.heldUntil, now),
            inArray(reservations.siteSlug, [...siteSlugs]),
          ),
        )
        .orderBy(asc(reservations.heldUntil))
        .limit(limit);
    },

    /** How many reservations of the site are in each state. */
    async countByState(siteSlug: string): Promise<Record<string, number>> {
      const rows = await db
        .select({ state: reservations.state, n: sql<number>`count(*)::int` })
        .from(reservations)
        .where(eq(reservations.siteSlug, siteSlug))
        .groupBy(reservations.state);
      return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
    },
  };
}

export type ReservationRepository = ReturnType<typeof createReservationRepository>;
