import { describe, expect, it } from 'vitest';
import { createAbuseLimits } from './abuse-limits';

describe('createAbuseLimits', () => {
  it('counts a view once per visitor, car and day', async () => {
    const limits = createAbuseLimits({});
    const day = new Date('2026-11-24T03:00:00Z');
    const later = new Date('2026-11-24T09:00:00Z');
    const tomorrow = new Date('2026-11-25T03:00:00Z');
    expect(await limits.firstViewToday('s', '198.51.100.7', 1, day)).toBe(true);
    expect(await limits.firstViewToday('s', '198.51.100.7', 1, later)).toBe(false);
    expect(await limits.firstViewToday('s', '198.51.100.7', 2, later)).toBe(true);
    expect(await limits.firstViewToday('s', '203.0.113.9', 1, later)).toBe(true);
    expect(await limits.firstViewToday('other', '198.51.100.7', 1, later)).toBe(true);
    expect(await limits.firstViewToday('s', '198.51.100.7', 1, tomorrow)).toBe(true);
  });

  it('gives each client a burst of 10 leads by default', async () => {
    const limits = createAbuseLimits({});
    const taken = await Promise.all(
      Array.from({ length: 12 }, () => limits.leadsPerClient.take('a', 0)),
    );
    expect(taken.filter(Boolean)).toHaveLength(10);
  });

  it('raises a budget from the environment', async () => {
    const limits = createAbuseLimits({ LEAD_RATE_PER_IP: '1000' });
    const taken = await Promise.all(
      Array.from({ length: 400 }, () => limits.leadsPerClient.take('a', 0)),
    );
    expect(taken.every(Boolean)).toBe(true);
  });

  it('ignores a budget that is not a positive number', async () => {
    const limits = createAbuseLimits({ PHONE_REVEAL_RATE_PER_CLIENT: 'lots' });
    const taken = await Promise.all(
      Array.from({ length: 20 }, () => limits.phoneRevealsPerClient.take('a', 0)),
    );
    expect(taken.filter(Boolean)).toHaveLength(10);
  });
});
