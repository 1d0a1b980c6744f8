import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './database';

// The abuse limits' state in the database, so every app process on one PostgreSQL counts
// against the same budget (runtime/abuse-limits uses it with DATABASE_URL). A take is one
// statement: the bucket's row is locked by its upsert, so two processes taking the last token
// at the same moment cannot both have it.

const DAY_MS = 24 * 60 * 60_000;
// every this many takes, the rows untouched for a day are dropped (a bucket that old is full,
// the same as no row)
const SWEEP_EVERY = 500;

export interface SharedBuckets {
  /** true when the key's bucket of the limit had a token at `now` (and takes it) */
  take(
    limit: { name: string; capacity: number; refillPerMinute: number },
    key: string,
    now: number,
  ): Promise<boolean>;
  /** true the first time the key is seen on the day (YYYY-MM-DD) */
  firstSight(key: string, day: string): Promise<boolean>;
}

export function createSharedBuckets(db: Database): SharedBuckets {
  let takes = 0;
  let sights = 0;
  return {
    async take({ name, capacity, refillPerMinute }, key, now) {
      if (++takes % SWEEP_EVERY === 0) {
        await db.execute(sql`delete from rate_limit_buckets where at < ${now - DAY_MS}`);
      }
      const refilled = sql`least(${capacity}::float8, b.tokens + greatest(0, ${now}::bigint - b.at) / 60000.0 * ${refillPerMinute}::float8)`;
      const rows = rowsOf<{ allowed: boolean }>(
        await db.execute(sql`
          insert into rate_limit_buckets as b (name, key, tokens, at, allowed)
          values (${name}, ${key}, ${capacity - 1}::float8, ${now}::bigint, ${capacity >= 1})
          on conflict (name, key) do update set
            allowed = ${refilled} >= 1,
            tokens = case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end,
            at = greatest(b.at, ${now}::bigint)
          returning allowed`),
      );
      return rows[0]?.allowed === true;
    },
    async firstSight(key, day) {
      if (++sights % SWEEP_EVERY === 0) {
        await db.execute(sql`delete from recent_views where day < ${day}::date - 1`);
      }
      const rows = rowsOf<{ key: string }>(
        await db.execute(sql`
          insert into recent_views (key, day) values (${key}, ${day}::date)
          on conflict (key) do nothing
          returning key`),
      );
      return rows.length === 1;
    },
  };
}
