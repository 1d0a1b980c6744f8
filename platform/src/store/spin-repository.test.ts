import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpinToWinSlot } from '@dealer/site-config';
import { openDatabase, type DatabaseHandle } from './database';
import { shopperUsers } from './schema';
import { createSpinRepository } from './spin-repository';

// The spins of a promotion (spec §2 /spin-to-win) on the embedded store and, when
// TEST_DATABASE_URL is set, on PostgreSQL: one spin a shopper, a prize never won more often than
// its quantity even when many spin at once, a code only for a prize.

const backends: [string, () => Promise<DatabaseHandle>][] = [
  [
    'PGlite',
    () => openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-spins-')) }),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  backends.push(['PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })]);
}

const now = new Date('2026-12-03T01:00:00Z');
const slot = (id: string, weight: number, quantity: number | null, wins = true) =>
  ({ id, label: `the ${id}`, weight, quantity, wins }) satisfies SpinToWinSlot;

describe.each(backends)('spins on %s', (_name, open) => {
  let handle: DatabaseHandle;
  // this run's site and promotion, so a shared PostgreSQL holds no earlier run's spins for them
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const siteSlug = `spin-test-${run}`;
  const users = Array.from({ length: 12 }, (_, i) => `spin-user-${run}-${i}`);

  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(shopperUsers).values(
      users.map((id, i) => ({
        id,
        siteSlug,
        name: id,
        email: `${id}@example.com.au`,
        phoneNumber: `+614${String(run).slice(-4)}${String(i).padStart(4, '0')}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('spins once a shopper: the second spin answers the first', async () => {
    const spins = createSpinRepository(handle.db);
    const promotion = { id: 'once', slots: [slot('car', 1, 1), slot('coffee', 1, null)] };
    expect(await spins.spinOf(siteSlug, 'once', users[0]!)).toBeNull();
    // the first draw is 0: the car
    const first = await spins.spin(siteSlug, promotion, users[0]!, now, () => 0);
    expect(first.fresh).toBe(true);
    expect(first.spin).toMatchObject({ slotId: 'car', label: 'the car', wins: true });
    expect(first.spin.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const again = await spins.spin(siteSlug, promotion, users[0]!, now, () => 1);
    expect(again).toEqual({ spin: first.spin, fresh: false });
    expect(await spins.spinOf(siteSlug, 'once', users[0]!)).toEqual(first.spin);
    // a new promotion is a new spin
    const next = await spins.spin(siteSlug, { ...promotion, id: 'next' }, users[0]!, now, () => 1);
    expect(next.fresh).toBe(true);
    expect(next.spin.slotId).toBe('coffee');
  });

  it('never gives a prize more often than its quantity, though every draw aims at it', async () => {
    const spins = createSpinRepository(handle.db);
    const promotion = {
      id: 'limited',
      slots: [slot('voucher', 100, 3), slot('none', 1, null, false)],
    };
    // ten shoppers at once, each draw the voucher's while it is still to win
    const results = await Promise.all(
      users.slice(1, 11).map((user) => spins.spin(siteSlug, promotion, user, now, () => 0)),
    );
    const won = results.filter((r) => r.spin.slotId === 'voucher');
    expect(won).toHaveLength(3);
    expect(results.filter((r) => r.spin.slotId === 'none')).toHaveLength(7);
    for (const r of results) {
      expect(r.spin.code === null).toBe(!r.spin.wins);
    }
    expect(await spins.awarded(siteSlug, 'limited')).toEqual({ voucher: 3, none: 7 });
  });
});
