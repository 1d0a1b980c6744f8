import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { type CodeSendCounts } from '../domain/sign-in-codes';
import { type Database } from './database';
import { shopperCodeSends } from './schema';

// When sign-in codes were sent to a number on a site, for the resend limit
// (domain/sign-in-codes codeResend) and the caps over numbers, sites and the platform
// (withinCodeSendCaps). Sends older than a day are dropped as new ones are made.

const HOUR_MS = 60 * 60_000;
const KEPT_MS = 24 * HOUR_MS;

export function createCodeSendLog(db: Database) {
  return {
    /**
     * Decides whether a code may be sent to the number on the site now, from the sends of the
     * hour before `now`, and records the send when it may: one transaction holding a lock on
     * the number, so two requests at the same moment cannot both pass the limit.
     */
    async take<T extends { allowed: boolean }>(
      siteSlug: string,
      phoneNumber: string,
      now: Date,
      decide: (sentWithinHour: Date[], counts: CodeSendCounts) => T,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        // the number's lock over every site: its daily cap counts them all
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`code-send ${phoneNumber}`}))`,
        );
        const dayAgo = new Date(now.getTime() - KEPT_MS);
        const hourAgo = new Date(now.getTime() - HOUR_MS);
        const [counted] = await tx
          .select({
            numberToday: sql<number>`count(*) filter (where ${shopperCodeSends.phoneNumber} = ${phoneNumber})::int`,
            siteThisHour: sql<number>`count(*) filter (where ${shopperCodeSends.siteSlug} = ${siteSlug} and ${shopperCodeSends.sentAt} > ${hourAgo.toISOString()}::timestamptz)::int`,
            everywhereToday: sql<number>`count(*)::int`,
          })
          .from(shopperCodeSends)
          .where(gt(shopperCodeSends.sentAt, dayAgo));
        const counts: CodeSendCounts = {
          numberToday: Number(counted?.numberToday ?? 0),
          siteThisHour: Number(counted?.siteThisHour ?? 0),
          everywhereToday: Number(counted?.everywhereToday ?? 0),
        };
        const rows = await tx
          .select({ sentAt: shopperCodeSends.sentAt })
          .from(shopperCodeSends)
          .where(
            and(
              eq(shopperCodeSends.siteSlug, siteSlug),
              eq(shopperCodeSends.phoneNumber, phoneNumber),
              gt(shopperCodeSends.sentAt, new Date(now.getTime() - HOUR_MS)),
            ),
          );
        const verdict = decide(
          rows.map((row) => row.sentAt),
          counts,
        );
        if (!verdict.allowed) return verdict;
        await tx.insert(shopperCodeSends).values({ siteSlug, phoneNumber, sentAt: now });
        await tx.delete(shopperCodeSends).where(lt(shopperCodeSends.sentAt, dayAgo));
        return verdict;
      });
    },
  };
}
