import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { type SpinToWin } from '@dealer/site-config';
import { claimCode, drawSlot, type RandomBelow, slotsStillToWin } from '../domain/spin-to-win';
import { type Database } from './database';
import { promotionSpins, type PromotionSpinRow } from './schema';

// spec §2 /spin-to-win: the spins of a site's promotion. A shopper's spin is drawn and kept in
// one transaction under the promotion's lock (over every app on the same database), so of two
// spins at once neither takes a prize whose quantity the other has just used up, and a second
// spin of the same shopper answers the first.

export interface SpinResult {
  spin: PromotionSpinRow;
  /** false when the shopper had spun before: this is that spin */
  fresh: boolean;
}

export function createSpinRepository(db: Database) {
  const spinOf = (siteSlug: string, promotionId: string, userId: string) =>
    and(
      eq(promotionSpins.siteSlug, siteSlug),
      eq(promotionSpins.promotionId, promotionId),
      eq(promotionSpins.userId, userId),
    );

  return {
    /** The shopper's spin of the promotion, or null before they spin. */
    async spinOf(
      siteSlug: string,
      promotionId: string,
      userId: string,
    ): Promise<PromotionSpinRow | null> {
      const [row] = await db
        .select()
        .from(promotionSpins)
        .where(spinOf(siteSlug, promotionId, userId));
      return row ?? null;
    },

    /** The shopper's one spin: drawn now among the slots still to win, or the one they had. */
    async spin(
      siteSlug: string,
      promotion: Pick<SpinToWin, 'id' | 'slots'>,
      userId: string,
      now: Date,
      random: RandomBelow,
    ): Promise<SpinResult> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`spin ${siteSlug} ${promotion.id}`}))`,
        );
        const [before] = await tx
          .select()
          .from(promotionSpins)
          .where(spinOf(siteSlug, promotion.id, userId));
        if (before) return { spin: before, fresh: false };
        const counted = await tx
          .select({ slotId: promotionSpins.slotId, won: sql<number>`count(*)::int` })
          .from(promotionSpins)
          .where(
            and(
              eq(promotionSpins.siteSlug, siteSlug),
              eq(promotionSpins.promotionId, promotion.id),
            ),
          )
          .groupBy(promotionSpins.slotId);
        const awarded = Object.fromEntries(counted.map((c) => [c.slotId, Number(c.won)]));
        const slot = drawSlot(slotsStillToWin(promotion.slots, awarded), random);
        const [spin] = await tx
          .insert(promotionSpins)
          .values({
            siteSlug,
            promotionId: promotion.id,
            userId,
            slotId: slot.id,
            label: slot.label,
            wins: slot.wins,
            code: slot.wins ? claimCode(random) : null,
            createdAt: now,
          })
          .returning();
        return { spin: spin!, fresh: true };
      });
    },

    /** How many times each slot of the promotion was landed on. */
    async awarded(siteSlug: string, promotionId: string): Promise<Record<string, number>> {
      const counted = await db
        .select({ slotId: promotionSpins.slotId, won: sql<number>`count(*)::int` })
        .from(promotionSpins)
        .where(
          and(eq(promotionSpins.siteSlug, siteSlug), eq(promotionSpins.promotionId, promotionId)),
        )
        .groupBy(promotionSpins.slotId);
      return Object.fromEntries(counted.map((c) => [c.slotId, Number(c.won)]));
    },
  };
}

export type SpinRepository = ReturnType<typeof createSpinRepository>;
