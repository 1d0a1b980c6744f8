import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Database } from './database';
import { appSecrets, leadDeliveries, leads, type LeadDeliveryRow, type LeadRow } from './schema';

// Where leads and their deliveries are kept: every query of the lead service, so the service
// holds the rules and this module the SQL.

export type NewLead = typeof leads.$inferInsert;

export type InsertLeadResult =
  | { leadId: string; duplicate: boolean; conflict?: false; booked?: false }
  /** the Idempotency-Key was already used with another form body */
  | { leadId: string; duplicate: true; conflict: true; booked?: false }
  /** another lead booked the test drive's slot first: nothing was stored */
  | { leadId: null; duplicate: false; booked: true };

/** A test drive's slot: a location, a date and a start time ('HH:MM'). */
export interface TestDriveSlot {
  locationId: number;
  date: string;
  time: string;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The preferred times of the test drives booked at a location on a date, but for one lead's. */
async function bookedTimes(
  executor: Database | Transaction,
  siteSlug: string,
  locationId: number,
  date: string,
  exceptKey: string,
): Promise<string[]> {
  const time = sql<string>`${leads.values}->>'preferred_time'`;
  const rows = await executor
    .selectDistinct({ time })
    .from(leads)
    .where(
      and(
        eq(leads.siteSlug, siteSlug),
        eq(leads.form, 'test-drive'),
        eq(leads.locationId, locationId),
        sql`${leads.values}->>'preferred_date' = ${date}`,
        sql`coalesce(${time}, '') <> ''`,
        ne(leads.idempotencyKey, exceptKey),
      ),
    );
  return rows.map((row) => row.time).sort();
}

export function createLeadRepository(db: Database) {
  return {
    /**
     * Commits a lead and one pending delivery per destination in one transaction. A lead whose
     * site and Idempotency-Key are already stored is not stored again: the stored id comes back,
     * marked as a conflict when the stored lead was submitted with a different body.
     */
    async insertLead(
      row: NewLead & { id: string; siteSlug: string; idempotencyKey: string; createdAt: Date },
      destinations: readonly { destination: string; target: string }[],
      testDriveSlot: TestDriveSlot | null = null,
    ): Promise<InsertLeadResult> {
      return db.transaction(async (tx) => {
        if (testDriveSlot) {
          // one booking of a slot at a time, so two shoppers sending the same slot at once
          // cannot both have it (another lead's booking is seen once its transaction commits)
          const { locationId, date, time } = testDriveSlot;
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`test-drive ${row.siteSlug} ${locationId} ${date} ${time}`}))`,
          );
          const taken = await bookedTimes(tx, row.siteSlug, locationId, date, row.idempotencyKey);
          if (taken.includes(time)) return { leadId: null, duplicate: false, booked: true };
        }
        const inserted = await tx
          .insert(leads)
          .values(row)
          .onConflictDoNothing({ target: [leads.siteSlug, leads.idempotencyKey] })
          .returning({ id: leads.id });
        if (inserted.length === 0) {
          const [existing] = await tx
            .select({ id: leads.id, bodyHash: leads.bodyHash })
            .from(leads)
            .where(
              and(eq(leads.siteSlug, row.siteSlug), eq(leads.idempotencyKey, row.idempotencyKey)),
            );
          const conflict =
            existing!.bodyHash !== null &&
            row.bodyHash != null &&
            existing!.bodyHash !== row.bodyHash;
          return conflict
            ? { leadId: existing!.id, duplicate: true, conflict: true }
            : { leadId: existing!.id, duplicate: true };
        }
        await tx.insert(leadDeliveries).values(
          destinations.map((d) => ({
            id: randomUUID(),
            leadId: row.id,
            destination: d.destination,
            target: d.target,
            status: 'pending',
            attempts: 0,
            nextAttemptAt: row.createdAt,
          })),
        );
        return { leadId: row.id, duplicate: false };
      });
    },

    /**
     * Claims a site's due deliveries for one delivery loop until `until`, oldest first: rows
     * another loop holds are skipped (FOR UPDATE SKIP LOCKED, then a lease), so two loops or
     * two processes on one database never send the same delivery. A lease that ran out (its
     * loop died) can be claimed again.
     */
    async claimDueDeliveries(
      siteSlug: string,
      claimant: string,
      now: Date,
      until: Date,
      limit: number,
    ): Promise<{ delivery: LeadDeliveryRow; lead: LeadRow }[]> {
      const claimed = await db.execute<{ id: string }>(sql`
        update ${leadDeliveries}
        set claimed_by = ${claimant}, claimed_until = ${until.toISOString()}
        where ${leadDeliveries.id} in (
          select d.id from ${leadDeliveries} d
          join ${leads} l on l.id = d.lead_id
          where l.site_slug = ${siteSlug}
            and d.status = 'pending'
            and d.next_attempt_at <= ${now.toISOString()}
            and (d.claimed_until is null or d.claimed_until < ${now.toISOString()})
          order by d.next_attempt_at
          limit ${limit}
          for update of d skip locked
        )
        returning ${leadDeliveries.id}`);
      const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      if (ids.length === 0) return [];
      return db
        .select({ delivery: leadDeliveries, lead: leads })
        .from(leadDeliveries)
        .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
        .where(and(inArray(leadDeliveries.id, ids), eq(leadDeliveries.claimedBy, claimant)))
        .orderBy(asc(leadDeliveries.nextAttemptAt));
    },

    /** Marks a claimed delivery sent; false when the claim was lost (another loop took it). */
    async markDelivered(deliveryId: string, claimant: string, attempts: number, at: Date) {
      const rows = await db
        .update(leadDeliveries)
        .set({
          status: 'delivered',
          attempts,
          deliveredAt: at,
          lastError: null,
          claimedBy: null,
          claimedUntil: null,
        })
        .where(and(eq(leadDeliveries.id, deliveryId), eq(leadDeliveries.claimedBy, claimant)))
        .returning({ id: leadDeliveries.id });
      return rows.length > 0;
    },

    /** Records a failed attempt of a claimed delivery: retried later, or failed for good. */
    async markAttemptFailed(
      deliveryId: string,
      claimant: string,
      attempt: { attempts: number; error: string; nextAttemptAt: Date; gaveUp: boolean },
    ) {
      await db
        .update(leadDeliveries)
        .set({
          status: attempt.gaveUp ? 'failed' : 'pending',
          attempts: attempt.attempts,
          lastError: attempt.error,
          nextAttemptAt: attempt.nextAttemptAt,
          claimedBy: null,
          claimedUntil: null,
        })
        .where(and(eq(leadDeliveries.id, deliveryId), eq(leadDeliveries.claimedBy, claimant)));
    },

    /** A site's deliveries that used up their attempts, with their leads. */
    async failedDeliveries(siteSlug: string) {
      return db
        .select({ delivery: leadDeliveries, lead: leads })
        .from(leadDeliveries)
        .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
        .where(and(eq(leads.siteSlug, siteSlug), eq(leadDeliveries.status, 'failed')))
        .orderBy(asc(leads.createdAt));
    },

    /**
     * Puts a site's failed delivery back in the outbox with fresh attempts, due now; false when
     * the id is not a failed delivery of that site.
     */
    async retryDelivery(siteSlug: string, deliveryId: string, now: Date): Promise<boolean> {
      const ofSite = db.select({ id: leads.id }).from(leads).where(eq(leads.siteSlug, siteSlug));
      const rows = await db
        .update(leadDeliveries)
        .set({
          status: 'pending',
          attempts: 0,
          nextAttemptAt: now,
          lastError: null,
          claimedBy: null,
          claimedUntil: null,
        })
        .where(
          and(
            eq(leadDeliveries.id, deliveryId),
            eq(leadDeliveries.status, 'failed'),
            inArray(leadDeliveries.leadId, ofSite),
          ),
        )
        .returning({ id: leadDeliveries.id });
      return rows.length > 0;
    },

    /** Gives back claims a loop will not send after all, so the next run can take them. */
    async releaseClaims(deliveryIds: readonly string[], claimant: string) {
      if (deliveryIds.length === 0) return;
      await db
        .update(leadDeliveries)
        .set({ claimedBy: null, claimedUntil: null })
        .where(
          and(
            inArray(leadDeliveries.id, [...deliveryIds]),
            eq(leadDeliveries.claimedBy, claimant),
            eq(leadDeliveries.status, 'pending'),
          ),
        );
    },

    /** A secret the app made for itself, made on first use and the same ever after. */
    async secret(name: string): Promise<string> {
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString('hex'), createdAt: new Date() })
        .onConflictDoNothing({ target: appSecrets.name });
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
      return row!.value;
    },

    /**
     * spec §7 POST /api/miscellaneous: saves a trade-in lead's valuation in its own column, as
     * the lead service worked it out; false when the site has no such lead or it has none.
     */
    async saveLeadValuation(siteSlug: string, leadId: string): Promise<boolean> {
      const rows = await db
        .update(leads)
        .set({ valuation: sql`${leads.values} -> 'valuation'` })
        .where(
          and(
            eq(leads.id, leadId),
            eq(leads.siteSlug, siteSlug),
            eq(leads.form, 'trade-in'),
            sql`jsonb_typeof(${leads.values} -> 'valuation') = 'object'`,
          ),
        )
        .returning({ id: leads.id });
      return rows.length > 0;
    },

    async listLeads(siteSlug: string): Promise<LeadRow[]> {
      return db
        .select()
        .from(leads)
        .where(eq(leads.siteSlug, siteSlug))
        .orderBy(asc(leads.createdAt));
    },

    /**
     * The site's leads left with a phone number ending in these digits (its last nine), newest
     * first: the candidates among which a signed-in shopper's own enquiries are found.
     */
    async leftWithNumberEnding(siteSlug: string, lastDigits: string): Promise<LeadRow[]> {
      return db
        .select()
        .from(leads)
        .where(
          and(
            eq(leads.siteSlug, siteSlug),
            sql`regexp_replace(${leads.values}->>'phone', '[^0-9]', '', 'g') like ${`%${lastDigits}`}`,
          ),
        )
        .orderBy(desc(leads.createdAt));
    },

    /**
     * spec §7 the appointments of a location's test-drive dates: the preferred times ('HH:MM')
     * of the test drives booked at a location on a date, each once, in order; the lead sent with
     * `exceptKey` (a retry of itself) left out.
     */
    async bookedTestDriveTimes(
      siteSlug: string,
      locationId: number,
      date: string,
      exceptKey = '',
    ): Promise<string[]> {
      return bookedTimes(db, siteSlug, locationId, date, exceptKey);
    },

    async deliveriesOf(leadId: string): Promise<LeadDeliveryRow[]> {
      return db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
    },
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
