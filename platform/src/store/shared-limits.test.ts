import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { createSharedBuckets } from './shared-limits';

// The abuse limits kept in the database: three app processes (here three connections, each with
// its own pool) taking from one budget at the same moment get the budget once between them, not
// three times; a bucket refills with time; a view is counted once a day over all of them. On
// the embedded store, and on PostgreSQL when TEST_DATABASE_URL is set.

const backends: [string, () => Promise<DatabaseHandle[]>][] = [
  [
    'PGlite',
    async () => [
      await openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-limits-')) }),
    ],
  ],
];
if (process.env.TEST_DATABASE_URL) {
  const url = process.env.TEST_DATABASE_URL;
  backends.push([
    'PostgreSQL',
    () => Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url }))),
  ]);
}

describe.each(backends)('shared limits on %s', (_name, open) => {
  let handles: DatabaseHandle[];
  // this run's keys, so a shared PostgreSQL holds no earlier run's buckets for them
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  beforeAll(async () => {
    handles = await open();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
  });

  const processes = () =>
    [0, 1, 2].map((i) => createSharedBuckets(handles[i % handles.length]!.db));

  it('gives a burst of 10 once between every process taking at the same moment', async () => {
    const limit = { name: 'LEAD_RATE_PER_IP', capacity: 10, refillPerMinute: 20 };
    const now = Date.parse('2026-12-05T01:00:00Z');
    const takers = processes();
    const taken = await Promise.all(
      Array.from({ length: 30 }, (_, i) => takers[i % 3]!.take(limit, `site:${run}`, now)),
    );
    expect(taken.filter(Boolean)).toHaveLength(10);
    // another key has its own bucket
    expect(await takers[0]!.take(limit, `site:${run}-other`, now)).toBe(true);
  });

  it('refills a bucket with time, never above its capacity', async () => {
    const limit = { name: 'PHONE_REVEAL_RATE_PER_CLIENT', capacity: 2, refillPerMinute: 6 };
    const key = `refill:${run}`;
    const [a, b] = processes();
    const at = Date.parse('2026-12-05T02:00:00Z');
    expect(await a!.take(limit, key, at)).toBe(true);
    expect(await b!.take(limit, key, at)).toBe(true);
    expect(await a!.take(limit, key, at)).toBe(false);
    // 10 s later one token (6 a minute) is back
    expect(await b!.take(limit, key, at + 10_000)).toBe(true);
    expect(await a!.take(limit, key, at + 10_000)).toBe(false);
    // an hour later the bucket is full again: 2, not 360
    const later = at + 3_600_000;
    const burst = await Promise.all([0, 1, 2, 3].map(() => a!.take(limit, key, later)));
    expect(burst.filter(Boolean)).toHaveLength(2);
  });

  it('counts a view once per visitor, car and day over every process', async () => {
    const [a, b, c] = processes();
    const key = `s-${run}|198.51.100.7|1|2026-12-05`;
    const first = await Promise.all([a!, b!, c!].map((p) => p.firstSight(key, '2026-12-05')));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await b!.firstSight(`s-${run}|198.51.100.7|1|2026-12-06`, '2026-12-06')).toBe(true);
  });
});
