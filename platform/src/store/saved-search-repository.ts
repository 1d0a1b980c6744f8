import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { type SavedSearchChannel } from '../domain/saved-searches';
import { type Snapshot, type SnapshotCar } from '../domain/search-alerts';
import { type Database } from './database';
import {
  type AlertEmailRow,
  alertEmails,
  savedSearches,
  savedSearchSnapshots,
  type SavedSearchRow,
  shopperUsers,
} from './schema';

// Saved searches with alerts: a signed-in shopper's searches on a site, and what each matched at
// its last check. Every call of the shopper's names the site and the user (an account belongs to
// one site); the alerts job reads a site's searches whose alerts are on; the unsubscribe token
// of a message turns one search's alerts off.

export interface SavedSearchInput {
  name: string;
  /** the search's path, e.g. /search/toyota/rav4 */
  path: string;
  /** its refinements, the address's query without '?' */
  query: string;
  channel: SavedSearchChannel;
  /** for email alerts */
  email: string | null;
}

/** A saved search, with whether its email address (for email alerts) is confirmed. */
export interface ListedSearch extends SavedSearchRow {
  emailConfirmed: boolean;
}

/** A search whose alerts are on, with the account's mobile (for SMS alerts). */
export interface AlertingSearch extends ListedSearch {
  phoneNumber: string | null;
}

/** A saved search's email address is confirmed (alert_emails, by site, user and address). */
// (the names written out in full: a column inside the subquery would be read as alert_emails')
const emailConfirmedSql = sql<boolean>`exists (select 1 from "alert_emails" a where a."site_slug" = "saved_searches"."site_slug" and a."user_id" = "saved_searches"."user_id" and a."email" = lower("saved_searches"."email") and a."confirmed_at" is not null)`;

/** A new unsubscribe token: 32 random bytes, URL-safe. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

export function createSavedSearchRepository(db: Database) {
  const ofUser = (siteSlug: string, userId: string) =>
    and(eq(savedSearches.siteSlug, siteSlug), eq(savedSearches.userId, userId));

  return {
    /**
     * Saves a search for the user; a search at the same address saved before is updated (its
     * name and alerts) and checked afresh. `created` is false for such an update.
     */
    async save(
      siteSlug: string,
      userId: string,
      input: SavedSearchInput,
      now: Date,
    ): Promise<{ search: SavedSearchRow; created: boolean }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(savedSearches)
          .values({
            siteSlug,
            userId,
            ...input,
            unsubscribeToken: newUnsubscribeToken(),
            createdAt: now,
          })
          .onConflictDoNothing({
            target: [
              savedSearches.siteSlug,
              savedSearches.userId,
              savedSearches.path,
              savedSearches.query,
            ],
          })
          .returning();
        if (inserted) return { search: inserted, created: true };
        const [updated] = await tx
          .update(savedSearches)
          .set({ name: input.name, channel: input.channel, email: input.email, checkedAt: null })
          .where(
            and(
              ofUser(siteSlug, userId),
              eq(savedSearches.path, input.path),
              eq(savedSearches.query, input.query),
            ),
          )
          .returning();
        await tx
          .delete(savedSearchSnapshots)
          .where(eq(savedSearchSnapshots.savedSearchId, updated!.id));
        return { search: updated!, created: false };
      });
    },

    /** The user's saved searches on the site, the latest saved first. */
    async list(siteSlug: string, userId: string): Promise<ListedSearch[]> {
      const rows = await db
        .select({ search: savedSearches, emailConfirmed: emailConfirmedSql })
        .from(savedSearches)
        .where(ofUser(siteSlug, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
      return rows.map((row) => ({ ...row.search, emailConfirmed: Boolean(row.emailConfirmed) }));
    },

    /**
     * The user's alert address on the site (compared lower-case), made unconfirmed with its
     * confirmation token the first time it is given.
     */
    async alertEmail(
      siteSlug: string,
      userId: string,
      email: string,
      now: Date,
    ): Promise<AlertEmailRow> {
      const address = email.trim().toLowerCase();
      await db
        .insert(alertEmails)
        .values({ siteSlug, userId, email: address, token: newUnsubscribeToken(), createdAt: now })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(alertEmails)
        .where(
          and(
            eq(alertEmails.siteSlug, siteSlug),
            eq(alertEmails.userId, userId),
            eq(alertEmails.email, address),
          ),
        );
      return row!;
    },

    /**
     * Takes the turn of an address's confirmation email when `due` says so (of processes asking
     * at once, one gets it): the row as it was, or null. `undoConfirmationSend` gives it back.
     */
    async claimConfirmationSend(
      row: AlertEmailRow,
      now: Date,
      due: (row: AlertEmailRow, now: Date) => boolean,
    ): Promise<AlertEmailRow | null> {
      if (!due(row, now)) return null;
      const [claimed] = await db
        .update(alertEmails)
        .set({ sentAt: now, sends: sql`${alertEmails.sends} + 1` })
        .where(
          and(
            eq(alertEmails.token, row.token),
            eq(alertEmails.sends, row.sends),
            isNull(alertEmails.confirmedAt),
          ),
        )
        .returning();
      return claimed ? row : null;
    },

    /** An email that could not be sent: the address's turn as it was before the claim. */
    async undoConfirmationSend(row: AlertEmailRow): Promise<void> {
      await db
        .update(alertEmails)
        .set({ sentAt: row.sentAt, sends: row.sends })
        .where(and(eq(alertEmails.token, row.token), eq(alertEmails.sends, row.sends + 1)));
    },

    /** The site's alert address a confirmation token names, or null. */
    async alertEmailByToken(siteSlug: string, token: string): Promise<AlertEmailRow | null> {
      if (token.length === 0 || token.length > 100) return null;
      const [row] = await db
        .select()
        .from(alertEmails)
        .where(and(eq(alertEmails.siteSlug, siteSlug), eq(alertEmails.token, token)));
      return row ?? null;
    },

    /** Confirms the site's alert address a token names (once); the address, or null. */
    async confirmAlertEmail(
      siteSlug: string,
      token: string,
      now: Date,
    ): Promise<AlertEmailRow | null> {
      if (token.length === 0 || token.length > 100) return null;
      const [row] = await db
        .update(alertEmails)
        .set({
          confirmedAt: sql`coalesce(${alertEmails.confirmedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(eq(alertEmails.siteSlug, siteSlug), eq(alertEmails.token, token)))
        .returning();
      return row ?? null;
    },

    /** How many searches the user keeps on the site. */
    async countOf(siteSlug: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(savedSearches)
        .where(ofUser(siteSlug, userId));
      return row?.n ?? 0;
    },

    /** Whether the user saved a search at this address on the site. */
    async has(siteSlug: string, userId: string, path: string, query: string): Promise<boolean> {
      const [row] = await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(
          and(
            ofUser(siteSlug, userId),
            eq(savedSearches.path, path),
            eq(savedSearches.query, query),
          ),
        );
      return row !== undefined;
    },

    /** Deletes one of the user's searches (and its snapshot); false when it is not theirs. */
    async remove(siteSlug: string, userId: string, id: number): Promise<boolean> {
      if (!Number.isSafeInteger(id) || id < 1) return false;
      const deleted = await db
        .delete(savedSearches)
        .where(and(ofUser(siteSlug, userId), eq(savedSearches.id, id)))
        .returning({ id: savedSearches.id });
      return deleted.length > 0;
    },

    /** The site's search an unsubscribe token names, or null. */
    async byToken(siteSlug: string, token: string): Promise<SavedSearchRow | null> {
      if (token.length === 0 || token.length > 100) return null;
      const [row] = await db
        .select()
        .from(savedSearches)
        .where(
          and(eq(savedSearches.siteSlug, siteSlug), eq(savedSearches.unsubscribeToken, token)),
        );
      return row ?? null;
    },

    /** Turns off the alerts of the site's search a token names; the search, or null for none. */
    async unsubscribe(siteSlug: string, token: string): Promise<SavedSearchRow | null> {
      if (token.length === 0 || token.length > 100) return null;
      const [row] = await db
        .update(savedSearches)
        .set({ channel: 'none' })
        .where(and(eq(savedSearches.siteSlug, siteSlug), eq(savedSearches.unsubscribeToken, token)))
        .returning();
      return row ?? null;
    },

    /** The site's searches whose alerts are on, with each account's mobile, oldest first. */
    async alerting(siteSlug: string): Promise<AlertingSearch[]> {
      const rows = await db
        .select({
          search: savedSearches,
          phoneNumber: shopperUsers.phoneNumber,
          emailConfirmed: emailConfirmedSql,
        })
        .from(savedSearches)
        .innerJoin(shopperUsers, eq(shopperUsers.id, savedSearches.userId))
        .where(and(eq(savedSearches.siteSlug, siteSlug), ne(savedSearches.channel, 'none')))
        .orderBy(savedSearches.id);
      return rows.map((row) => ({
        ...row.search,
        phoneNumber: row.phoneNumber,
        emailConfirmed: Boolean(row.emailConfirmed),
      }));
    },

    /** What the search matched at its last check (empty before the first). */
    async snapshot(id: number): Promise<Snapshot> {
      return db
        .select({ id: savedSearchSnapshots.carId, price: savedSearchSnapshots.price })
        .from(savedSearchSnapshots)
        .where(eq(savedSearchSnapshots.savedSearchId, id))
        .orderBy(savedSearchSnapshots.carId);
    },

    /** Replaces the search's snapshot with what it matches now, checked at `now`. */
    async recordCheck(id: number, cars: readonly SnapshotCar[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(savedSearchSnapshots).where(eq(savedSearchSnapshots.savedSearchId, id));
        const unique = [...new Map(cars.map((car) => [car.id, car])).values()];
        for (let i = 0; i < unique.length; i += 500) {
          await tx.insert(savedSearchSnapshots).values(
            unique.slice(i, i + 500).map((car) => ({
              savedSearchId: id,
              carId: car.id,
              price: Math.round(car.price),
            })),
          );
        }
        await tx.update(savedSearches).set({ checkedAt: now }).where(eq(savedSearches.id, id));
      });
    },

    /**
     * Claims the search's digest of `now`: sets last_alerted_at only if it is still what the
     * caller read (so of two processes checking at once, one sends). False when another did.
     */
    async claimDigest(id: number, lastAlertedAt: Date | null, now: Date): Promise<boolean> {
      const unchanged =
        lastAlertedAt === null
          ? isNull(savedSearches.lastAlertedAt)
          : eq(savedSearches.lastAlertedAt, lastAlertedAt);
      const claimed = await db
        .update(savedSearches)
        .set({ lastAlertedAt: now })
        .where(and(eq(savedSearches.id, id), unchanged))
        .returning({ id: savedSearches.id });
      return claimed.length > 0;
    },

    /** Gives a claim back after the digest could not be sent (it is tried at the next check). */
    async releaseDigest(id: number, claimedAt: Date, lastAlertedAt: Date | null): Promise<void> {
      await db
        .update(savedSearches)
        .set({ lastAlertedAt })
        .where(and(eq(savedSearches.id, id), eq(savedSearches.lastAlertedAt, claimedAt)));
    },
  };
}

export type SavedSearchRepository = ReturnType<typeof createSavedSearchRepository>;
