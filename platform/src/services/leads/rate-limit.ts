// Token buckets per key (per IP, per site): a burst is allowed, a flood is refused with 429.

export interface RateLimiter {
  /** true when the request may go ahead */
  take(key: string, now?: number): boolean;
}

export function createRateLimiter({
  capacity,
  refillPerMinute,
}: {
  capacity: number;
  refillPerMinute: number;
}): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key, now = Date.now()) {
      const bucket = buckets.get(key) ?? { tokens: capacity, at: now };
      bucket.tokens = Math.min(
        capacity,
        bucket.tokens + ((now - bucket.at) / 60_000) * refillPerMinute,
      );
      bucket.at = now;
      if (buckets.size > 50_000) buckets.clear();
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
