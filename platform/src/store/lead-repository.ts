import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import { type Database } from './database';
import { leadDeliveries, leads, type LeadDeliveryRow, type LeadRow } from './schema';

// Where leads and their deliveries are kept: every query of the lead service, so the service
// holds the rules and this module the SQL.

export type NewLead = typeof leads.$inferInsert;

export function createLeadRepository(db: Database) {
  return {
    /**
     * Commits a lead and one pending delivery per destination in one transaction. A lead whose
     * site and Idempotency-Key are already stored is not stored again: the stored id comes back.
     */
    async insertLead(
      row: NewLead & { id: string; siteSlug: string; idempotencyKey: string; createdAt: Date },
      destinations: readonly { destination: string; target: string }[],
    ): Promise<{ leadId: string; duplicate: boolean }> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(leads)
          .values(row)
          .onConflictDoNothing({ target: [leads.siteSlug, leads.idempotencyKey] })
          .returning({ id: leads.id });
        if (inserted.length === 0) {
          const [existing] = await tx
            .select({ id: leads.id })
            .from(leads)
            .where(
              and(eq(leads.siteSlug, row.siteSlug), eq(leads.idempotencyKey, row.idempotencyKey)),
            );
          return { leadId: existing!.id, duplicate: true };
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

    /** A site's pending deliveries that are due, oldest first, with their leads. */
    async dueDeliveries(siteSlug: string, now: Date, limit: number) {
      return db
        .select({ delivery: leadDeliveries, lead: leads })
        .from(leadDeliveries)
        .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
        .where(
          and(
            eq(leads.siteSlug, siteSlug),
            eq(leadDeliveries.status, 'pending'),
            lte(leadDeliveries.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(leadDeliveries.nextAttemptAt))
        .limit(limit);
    },

    async markDelivered(deliveryId: string, attempts: number, at: Date) {
      await db
        .update(leadDeliveries)
        .set({ status: 'delivered', attempts, deliveredAt: at, lastError: null })
        .where(eq(leadDeliveries.id, deliveryId));
    },

    async markAttemptFailed(
      deliveryId: string,
      attempts: number,
      error: string,
      nextAttemptAt: Date,
    ) {
      await db
        .update(leadDeliveries)
        .set({ attempts, lastError: error, nextAttemptAt })
        .where(eq(leadDeliveries.id, deliveryId));
    },

    async listLeads(siteSlug: string): Promise<LeadRow[]> {
      return db
        .select()
        .from(leads)
        .where(eq(leads.siteSlug, siteSlug))
        .orderBy(asc(leads.createdAt));
    },

    async deliveriesOf(leadId: string): Promise<LeadDeliveryRow[]> {
      return db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
    },
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
