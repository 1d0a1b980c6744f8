import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStockFollower } from './stock-follower';
import { openDatabase, type DatabaseHandle } from '../store/database';
import { createStockRepository, type StockChange } from '../store/stock-repository';

// The stock change log read while writes overlap, on PostgreSQL (TEST_DATABASE_URL; the embedded
// store runs one transaction at a time): a write that started first and commits last is still
// handed out, after the writes it overlapped, and a follower sees every change once.

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('the stock change log on PostgreSQL', () => {
  let handle: DatabaseHandle;
  const clients: pg.Client[] = [];
  const client = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    clients.push(c);
    return c;
  };
  const logChange = (c: pg.Client, carId: number) =>
    c.query(
      'insert into stock_changes (dealership_id, car_id, changed_at) values ($1, $2, now())',
      [1, carId],
    );
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: url });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end()));
    await handle?.close();
  });

  it('hands out a transaction held open while a later one commits, after it ends', async () => {
    const stock = createStockRepository(handle.db);
    const start = await stock.lastStockChange();
    const seen: StockChange[] = [];
    const follower = createStockFollower({
      log: stock,
      intervalMs: 50,
      onChanges: async (changes) => void seen.push(...changes),
    });
    await follower.start();
    try {
      const long = await client();
      await long.query('begin');
      await logChange(long, 910_001);
      // a later write commits while the first is still open
      await logChange(await client(), 910_002);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // neither is handed out yet: the later one waits for the one that began before it
      expect(seen.filter((c) => c.carId >= 910_001)).toEqual([]);
      expect(await stock.stockChangesAfter(start)).not.toContainEqual(
        expect.objectContaining({ carId: 910_002 }),
      );
      await long.query('commit');
      await vi.waitFor(
        () =>
          expect(seen.map((c) => c.carId).filter((id) => id >= 910_001)).toEqual([
            910_001, 910_002,
          ]),
        { timeout: 10_000, interval: 50 },
      );
      const read = await stock.stockChangesAfter(start);
      expect(read.map((c) => c.carId).filter((id) => id >= 910_001)).toEqual([910_001, 910_002]);
    } finally {
      await follower.stop();
    }
  });
});
