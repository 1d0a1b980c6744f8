import { and, eq, gt, lt } from 'drizzle-orm';
import { type Database } from './database';
import { shopperCodeSends } from './schema';

// When sign-in codes were sent to a number on a site, for the resend limit
// (domain/sign-in-codes codeResend). Sends older than a day are dropped as new ones are made.

const HOUR_MS = 60 * 60_000;
const KEPT_MS = 24 * HOUR_MS;

export function createCodeSendLog(db: Database) {
  return {
    /** the times codes were sent to the number on the site in the hour before `now` */
    async sentWithinHour(siteSlug: string, phoneNumber: string, now: Date): Promise<Date[]> {
      const rows = await db
        .select({ sentAt: shopperCodeSends.sentAt })
        .from(shopperCodeSends)
        .where(
          and(
            eq(shopperCodeSends.siteSlug, siteSlug),
            eq(shopperCodeSends.phoneNumber, phoneNumber),
            gt(shopperCodeSends.sentAt, new Date(now.getTime() - HOUR_MS)),
          ),
        );
      return rows.map((row) => row.sentAt);
    },
    async record(siteSlug: string, phoneNumber: string, at: Date): Promise<void> {
      await db.insert(shopperCodeSends).values({ siteSlug, phoneNumber, sentAt: at });
      await db
        .delete(shopperCodeSends)
        .where(
          and(
            eq(shopperCodeSends.siteSlug, siteSlug),
            lt(shopperCodeSends.sentAt, new Date(at.getTime() - KEPT_MS)),
          ),
        );
    },
  };
}
