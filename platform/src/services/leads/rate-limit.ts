import 'server-only';

// Token buckets per key (per client, per site): a burst is allowed, a flood is refused with 429.
// The buckets are a bounded LRU: a flood of new keys evicts the least recently seen ones, and
// never empties every bucket at once (which would hand every abuser a fresh burst).

export interface RateLimiter {
  /** true when the request may go ahead (a limit kept in a shared database answers later) */
  take(key: string, now?: number): boolean | Promise<boolean>;
}

export function createRateLimiter({
  capacity,
  refillPerMinute,
  maxKeys = 10_000,
}: {
  capacity: number;
  refillPerMinute: number;
  /** how many keys are remembered; the least recently seen go first */
  maxKeys?: number;
}): { take(key: string, now?: number): boolean } {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key, now = Date.now()) {
      const bucket = buckets.get(key) ?? { tokens: capacity, at: now };
      bucket.tokens = Math.min(
        capacity,
        bucket.tokens + (Math.max(0, now - bucket.at) / 60_000) * refillPerMinute,
      );
      bucket.at = now;
      buckets.delete(key); // re-inserted last: the most recently seen
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}

/** A bounded set of keys seen recently (least recently seen evicted first). */
export function createRecentKeys(maxKeys: number) {
  const keys = new Set<string>();
  return {
    /** true the first time a key is seen (while it is remembered) */
    firstSight(key: string): boolean {
      if (keys.has(key)) return false;
      keys.add(key);
      if (keys.size > maxKeys) keys.delete(keys.values().next().value!);
      return true;
    },
  };
}
