import { describe, expect, it } from 'vitest';
import { createRateLimiter, createRecentKeys } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows a burst, refuses the flood and refills over time', () => {
    const limiter = createRateLimiter({ capacity: 3, refillPerMinute: 6 });
    const takes = [0, 0, 0, 0].map(() => limiter.take('a', 0));
    expect(takes).toEqual([true, true, true, false]);
    expect(limiter.take('a', 5_000)).toBe(false); // half a token
    expect(limiter.take('a', 10_000)).toBe(true); // one token after 10 s at 6 a minute
    expect(limiter.take('b', 10_000)).toBe(true); // another key has its own bucket
  });

  it('keeps the limit on a busy key while a flood of new keys passes through', () => {
    const limiter = createRateLimiter({ capacity: 2, refillPerMinute: 1, maxKeys: 100 });
    expect(limiter.take('abuser', 0)).toBe(true);
    expect(limiter.take('abuser', 0)).toBe(true);
    for (let i = 0; i < 10_000; i += 1) {
      limiter.take(`rotating-${i}`, 0);
      if (i % 50 === 0) expect(limiter.take('abuser', 0)).toBe(false); // seen recently: kept
    }
  });

  it('forgets the least recently seen key first', () => {
    const limiter = createRateLimiter({ capacity: 1, refillPerMinute: 0, maxKeys: 2 });
    expect(limiter.take('old', 0)).toBe(true);
    expect(limiter.take('newer', 0)).toBe(true);
    expect(limiter.take('newest', 0)).toBe(true); // evicts 'old'
    expect(limiter.take('newer', 0)).toBe(false); // still remembered and empty
    expect(limiter.take('old', 0)).toBe(true); // forgotten: a fresh bucket
  });
});

describe('createRecentKeys', () => {
  it('says a key is new once, and forgets the oldest beyond its size', () => {
    const keys = createRecentKeys(2);
    expect(keys.firstSight('a')).toBe(true);
    expect(keys.firstSight('a')).toBe(false);
    expect(keys.firstSight('b')).toBe(true);
    expect(keys.firstSight('c')).toBe(true); // evicts 'a'
    expect(keys.firstSight('a')).toBe(true);
  });
});
