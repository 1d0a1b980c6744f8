import {
  createRateLimiter,
  createRecentKeys,
  type RateLimiter,
} from '../services/leads/rate-limit';
import { CODE_VERIFY_LIMIT } from '../domain/sign-in-codes';
import { type SharedBuckets } from '../store/shared-limits';
import { environmentValue } from '../command-line/environment';

type RateVariable =
  | 'LEAD_RATE_PER_IP'
  | 'LEAD_RATE_PER_SITE'
  | 'SEARCH_RATE_PER_CLIENT'
  | 'DOCUMENT_RATE_PER_CLIENT'
  | 'PHONE_REVEAL_RATE_PER_CLIENT'
  | 'TRADE_IN_LOOKUP_RATE_PER_CLIENT'
  | 'STOCK_IMPORT_RATE_PER_SITE'
  | 'SIGN_IN_CODE_RATE_PER_CLIENT'
  | 'PAGE_RENDER_RATE_PER_CLIENT';

// The abuse limits of an app, keyed by the client's address (see runtime/http/client-address):
// the writing and the expensive routes each have a budget, and a view is counted once per
// visitor, car and day. Every budget can be changed by an environment variable (runtime/environment checks it). On the embedded
// store (one process) they are counted in the process's memory; on PostgreSQL in the database
// (store/shared-limits), so N processes behind one address hold the same limit as one.

export interface AbuseLimits {
  /** lead submissions per client and site: a burst of 10, then LEAD_RATE_PER_IP a minute */
  leadsPerClient: RateLimiter;
  /** lead submissions per site: 200, then LEAD_RATE_PER_SITE a minute */
  leadsPerSite: RateLimiter;
  /** search requests per client: 300, then SEARCH_RATE_PER_CLIENT a minute */
  searchesPerClient: RateLimiter;
  /** PDFs and share images made per client: 20, then DOCUMENT_RATE_PER_CLIENT a minute */
  documentsPerClient: RateLimiter;
  /** phone reveals recorded per client: 10, then PHONE_REVEAL_RATE_PER_CLIENT a minute */
  phoneRevealsPerClient: RateLimiter;
  /** trade-in registration lookups per client: 10, then TRADE_IN_LOOKUP_RATE_PER_CLIENT a minute */
  tradeInLookupsPerClient: RateLimiter;
  /** stock imports per site: 30, then STOCK_IMPORT_RATE_PER_SITE a minute */
  stockImportsPerSite: RateLimiter;
  /** sign-in codes asked for per client and site: 10, then SIGN_IN_CODE_RATE_PER_CLIENT a minute */
  signInCodesPerClient: RateLimiter;
  /** sign-in codes checked per number over every site: 10, then 5 a minute */
  signInVerifiesPerNumber: RateLimiter;
  /** sign-in codes checked per client and site: 20, then 5 a minute */
  signInVerifiesPerClient: RateLimiter;
  /**
   * pages rendered per client (a cached answer is none): half a minute's worth at once, then
   * PAGE_RENDER_RATE_PER_CLIENT a minute (runtime/http/page-renders)
   */
  pageRendersPerClient: RateLimiter;
  /** spec §7 view count: true the first time a visitor views a car on a day */
  firstViewToday(site: string, client: string, carId: number, now: Date): Promise<boolean>;
}

export interface AbuseLimitsOptions {
  /** the database's buckets when the app's processes share one (PostgreSQL), else null */
  shared?: () => Promise<SharedBuckets | null>;
}

export function createAbuseLimits(
  env: Record<string, string | undefined> = process.env,
  { shared = async () => null }: AbuseLimitsOptions = {},
): AbuseLimits {
  // one limit: its bucket in the shared database when there is one, else in this process
  const limit = (name: string, capacity: number, refillPerMinute: number): RateLimiter => {
    const local = createRateLimiter({ capacity, refillPerMinute });
    return {
      async take(key, now = Date.now()) {
        const buckets = await shared();
        return buckets
          ? buckets.take({ name, capacity, refillPerMinute }, key, now)
          : local.take(key, now);
      },
    };
  };
  const budget = (capacity: number, name: RateVariable) => {
    const refill = environmentValue(name, env);
    return limit(name, Math.max(capacity, Math.ceil(refill / 2)), refill);
  };
  const views = createRecentKeys(200_000);
  return {
    leadsPerClient: budget(10, 'LEAD_RATE_PER_IP'),
    leadsPerSite: budget(200, 'LEAD_RATE_PER_SITE'),
    searchesPerClient: budget(300, 'SEARCH_RATE_PER_CLIENT'),
    documentsPerClient: budget(20, 'DOCUMENT_RATE_PER_CLIENT'),
    phoneRevealsPerClient: budget(10, 'PHONE_REVEAL_RATE_PER_CLIENT'),
    stockImportsPerSite: budget(30, 'STOCK_IMPORT_RATE_PER_SITE'),
    tradeInLookupsPerClient: budget(10, 'TRADE_IN_LOOKUP_RATE_PER_CLIENT'),
    signInCodesPerClient: budget(10, 'SIGN_IN_CODE_RATE_PER_CLIENT'),
    signInVerifiesPerNumber: limit(
      'SIGN_IN_VERIFIES_PER_NUMBER',
      CODE_VERIFY_LIMIT.perNumber,
      CODE_VERIFY_LIMIT.refillPerMinute,
    ),
    signInVerifiesPerClient: limit(
      'SIGN_IN_VERIFIES_PER_CLIENT',
      CODE_VERIFY_LIMIT.perClient,
      CODE_VERIFY_LIMIT.refillPerMinute,
    ),
    pageRendersPerClient: (() => {
      const refill = environmentValue('PAGE_RENDER_RATE_PER_CLIENT', env);
      return limit('PAGE_RENDER_RATE_PER_CLIENT', Math.max(1, Math.ceil(refill / 2)), refill);
    })(),
    async firstViewToday(site, client, carId, now) {
      const day = now.toISOString().slice(0, 10);
      const key = `${site}|${client}|${carId}|${day}`;
      const buckets = await shared();
      return buckets ? buckets.firstSight(key, day) : views.firstSight(key);
    },
  };
}
