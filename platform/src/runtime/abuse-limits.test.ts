import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../store/database';
import { createSharedBuckets } from '../store/shared-limits';
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

  it.each([
    [undefined, 150],
    ['2', 1],
    ['1000', 500],
  ])(
    'gives each client half a minute of page renders at once (PAGE_RENDER_RATE_PER_CLIENT %s: %i)',
    async (rate, burst) => {
      const limits = createAbuseLimits(rate ? { PAGE_RENDER_RATE_PER_CLIENT: rate } : {});
      const taken = await Promise.all(
        Array.from({ length: burst + 5 }, () => limits.pageRendersPerClient.take('a', 0)),
      );
      expect(taken.filter(Boolean)).toHaveLength(burst);
      expect(await limits.pageRendersPerClient.take('b', 0)).toBe(true); // each client its own
    },
  );

  it('raises a budget from the environment', async () => {
    const limits = createAbuseLimits({ LEAD_RATE_PER_IP: '1000' });
    const taken = await Promise.all(
      Array.from({ length: 400 }, () => limits.leadsPerClient.take('a', 0)),
    );
    expect(taken.every(Boolean)).toBe(true);
  });

  it.each(['lots', '0', '-5'])('refuses a budget of %s with its name and the reason', (value) => {
    expect(() => createAbuseLimits({ PHONE_REVEAL_RATE_PER_CLIENT: value })).toThrow(
      `PHONE_REVEAL_RATE_PER_CLIENT: must be a number of requests a minute, more than 0, not "${value}"`,
    );
  });
});

describe('createAbuseLimits on a shared database', () => {
  it('holds a limit of N at N over every process of the database, and a view once', async () => {
    const handle = await openDatabase({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-abuse-limits-')),
    });
    try {
      const buckets = createSharedBuckets(handle.db);
      const processes = [0, 1, 2].map(() =>
        createAbuseLimits({ LEAD_RATE_PER_IP: '4' }, { shared: async () => buckets }),
      );
      const taken = await Promise.all(
        Array.from({ length: 45 }, (_, i) => processes[i % 3]!.leadsPerClient.take('s:a', 0)),
      );
      // the burst of 10 (every client budget's floor) once, whichever process answers
      expect(taken.filter(Boolean)).toHaveLength(10);
      const day = new Date('2026-12-05T03:00:00Z');
      const views = await Promise.all(
        processes.map((limits) => limits.firstViewToday('s', '198.51.100.7', 1, day)),
      );
      expect(views.filter(Boolean)).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
