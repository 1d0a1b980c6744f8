import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StockChange } from '../store/stock-repository';
import { createStockFollower, type StockChangeLog } from './stock-follower';

const INTERVAL = 1000;

/** The stock change log of the database, in memory: each write to a car appends a change. */
function changeLog({ batch = 1000 }: { batch?: number } = {}) {
  const changes: StockChange[] = [];
  let reading = 0;
  const log = {
    reads: 0,
    /** reads that came back empty: one per run of the follower that went well */
    emptyReads: 0,
    maxConcurrentReads: 0,
    /** a car of a dealership was written */
    write(dealershipId: number, carId: number): StockChange {
      const change = { id: changes.length + 1, dealershipId, carId };
      changes.push(change);
      return change;
    },
    async stockChangesAfter(cursor: number, limit = batch): Promise<StockChange[]> {
      log.reads += 1;
      reading += 1;
      log.maxConcurrentReads = Math.max(log.maxConcurrentReads, reading);
      await Promise.resolve();
      reading -= 1;
      const after = changes.filter((change) => change.id > cursor).slice(0, limit);
      if (after.length === 0) log.emptyReads += 1;
      return after;
    },
    async lastStockChange(): Promise<number> {
      await Promise.resolve();
      return changes.length;
    },
  } satisfies StockChangeLog & Record<string, unknown>;
  return log;
}

/** A handler of changes that records each batch and how many run at once. */
function recorder() {
  const batches: StockChange[][] = [];
  let active = 0;
  const handler = {
    batches,
    maxConcurrent: 0,
    /** make the next calls wait until `release` is called */
    gate: null as Promise<void> | null,
    release: () => {},
    hold() {
      handler.gate = new Promise<void>((resolve) => {
        handler.release = () => {
          handler.gate = null;
          resolve();
        };
      });
    },
    failNext: 0,
    onChanges: async (changes: StockChange[]) => {
      active += 1;
      handler.maxConcurrent = Math.max(handler.maxConcurrent, active);
      try {
        batches.push(changes);
        if (handler.gate) await handler.gate;
        if (handler.failNext > 0) {
          handler.failNext -= 1;
          throw new Error('search index refresh failed');
        }
      } finally {
        active -= 1;
      }
    },
  };
  return handler;
}

const ids = (batches: StockChange[][]) => batches.map((batch) => batch.map((change) => change.id));
/** lets every pending promise of the follower settle, without moving the clock */
const settle = () => vi.advanceTimersByTimeAsync(0);

let errorSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  errorSpy.mockRestore();
});

async function started(options: { batch?: number; before?: number } = {}) {
  const log = changeLog(options);
  for (let i = 0; i < (options.before ?? 0); i += 1) log.write(301, 9000 + i);
  const handler = recorder();
  const follower = createStockFollower({
    log,
    onChanges: handler.onChanges,
    intervalMs: INTERVAL,
  });
  await follower.start();
  return { log, handler, follower };
}

describe('createStockFollower: where it starts', () => {
  it('starts after the last change written before the app started', async () => {
    const { handler, follower } = await started({ before: 3 });
    expect(follower.cursor).toBe(3);
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(handler.batches).toEqual([]);
    await follower.stop();
  });

  it('starts at the beginning of an empty log', async () => {
    const { log, handler, follower } = await started();
    expect(follower.cursor).toBe(0);
    log.write(301, 4321);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(ids(handler.batches)).toEqual([[1]]);
    await follower.stop();
  });

  it('a poke before the follower is started does nothing', async () => {
    const log = changeLog();
    log.write(301, 4321);
    const handler = recorder();
    const follower = createStockFollower({ log, onChanges: handler.onChanges });
    follower.poke();
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(log.reads).toBe(0);
    expect(handler.batches).toEqual([]);
  });

  it('starting twice starts once', async () => {
    const { log, follower } = await started({ before: 2 });
    await follower.start();
    log.write(301, 1);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(log.maxConcurrentReads).toBe(1);
    expect(follower.cursor).toBe(3);
    await follower.stop();
  });

  // A write of this process while the app is starting (the follower awaits the last change and
  // a poke comes in meanwhile) makes the follower read the log from its very beginning: the
  // changes written before the start reach the handler (the cursor is 0 until the start's read
  // of the last change comes back, and `start` sets `stopped = false` before that read).
  it('a write poked while the follower is starting does not replay the older changes', async () => {
    const log = changeLog();
    for (let i = 0; i < 3; i += 1) log.write(301, 9000 + i);
    const handler = recorder();
    const follower = createStockFollower({ log, onChanges: handler.onChanges });
    const starting = follower.start();
    log.write(301, 4321);
    follower.poke();
    await starting;
    await settle();
    expect(ids(handler.batches).flat()).not.toContain(1);
    await follower.stop();
  });
});

describe('createStockFollower: changes reach the handler once, in order', () => {
  it('a write of this process is handled at once when poked', async () => {
    const { log, handler, follower } = await started({ before: 1 });
    log.write(301, 4321);
    log.write(302, 4400);
    follower.poke();
    await settle();
    expect(handler.batches).toEqual([
      [
        { id: 2, dealershipId: 301, carId: 4321 },
        { id: 3, dealershipId: 302, carId: 4400 },
      ],
    ]);
    expect(follower.cursor).toBe(3);
    await follower.stop();
  });

  it('a write of another process is handled within the poll interval, without a poke', async () => {
    const { log, handler, follower } = await started();
    log.write(301, 4321);
    await settle();
    expect(handler.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(ids(handler.batches)).toEqual([[1]]);
    // and again after the next interval
    log.write(301, 4322);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(ids(handler.batches)).toEqual([[1], [2]]);
    await follower.stop();
  });

  it('many writes are handled in batches of what the log gives, in order, each once', async () => {
    const { log, handler, follower } = await started({ batch: 3 });
    for (let i = 0; i < 7; i += 1) log.write(301, 5000 + i);
    follower.poke();
    await settle();
    expect(ids(handler.batches)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    // later polls and pokes find nothing new
    follower.poke();
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(handler.batches).toHaveLength(3);
    expect(follower.cursor).toBe(7);
    await follower.stop();
  });

  it('every change written over a busy time reaches the handler exactly once, in order', async () => {
    const { log, handler, follower } = await started({ batch: 2, before: 5 });
    for (let round = 0; round < 20; round += 1) {
      for (let i = 0; i <= round % 3; i += 1) log.write(301 + (round % 2), round * 10 + i);
      if (round % 4 === 0) follower.poke();
      await vi.advanceTimersByTimeAsync(round % 5 === 0 ? INTERVAL : 100);
    }
    await vi.advanceTimersByTimeAsync(INTERVAL);
    const written = (await log.lastStockChange()) - 5;
    expect(written).toBeGreaterThan(20);
    expect(ids(handler.batches).flat()).toEqual(Array.from({ length: written }, (_, i) => i + 6));
    expect(follower.cursor).toBe(5 + written);
    expect(handler.batches.every((batch) => batch.length <= 2)).toBe(true);
    expect(handler.maxConcurrent).toBe(1);
    await follower.stop();
  });
});

describe('createStockFollower: a failing handler', () => {
  it('is tried again with the same changes at the next poll, and the failure is logged', async () => {
    const { log, handler, follower } = await started({ before: 2 });
    handler.failNext = 1;
    log.write(301, 4321);
    log.write(301, 4322);
    follower.poke();
    await settle();
    expect(ids(handler.batches)).toEqual([[3, 4]]);
    expect(follower.cursor).toBe(2);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy.mock.calls[0]?.[1]).toBeInstanceOf(Error);

    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(ids(handler.batches)).toEqual([
      [3, 4],
      [3, 4],
    ]);
    expect(follower.cursor).toBe(4);
    await follower.stop();
  });

  it('a poke after a failure tries again at once', async () => {
    const { log, handler, follower } = await started();
    handler.failNext = 1;
    log.write(301, 4321);
    follower.poke();
    await settle();
    log.write(301, 4322);
    follower.poke();
    await settle();
    expect(ids(handler.batches)).toEqual([[1], [1, 2]]);
    expect(follower.cursor).toBe(2);
    await follower.stop();
  });

  it('a failure in the middle keeps the batches handled before it', async () => {
    const log = changeLog({ batch: 2 });
    const handler = recorder();
    let calls = 0;
    const follower = createStockFollower({
      log,
      intervalMs: INTERVAL,
      onChanges: async (changes) => {
        calls += 1;
        if (calls === 2) throw new Error('search index refresh failed');
        await handler.onChanges(changes);
      },
    });
    await follower.start();
    for (let i = 0; i < 5; i += 1) log.write(301, 6000 + i);
    follower.poke();
    await settle();
    expect(ids(handler.batches)).toEqual([[1, 2]]);
    expect(follower.cursor).toBe(2);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(ids(handler.batches)).toEqual([[1, 2], [3, 4], [5]]);
    expect(follower.cursor).toBe(5);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    await follower.stop();
  });

  it('a failing read of the log is logged and tried again', async () => {
    const { log, handler, follower } = await started();
    const read = log.stockChangesAfter;
    let failed = false;
    log.stockChangesAfter = async (cursor, limit) => {
      if (!failed) {
        failed = true;
        throw new Error('database is locked');
      }
      return read(cursor, limit);
    };
    log.write(301, 4321);
    follower.poke();
    await settle();
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(handler.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(ids(handler.batches)).toEqual([[1]]);
    await follower.stop();
  });
});

describe('createStockFollower: one run at a time, and stopping', () => {
  it('pokes during a run lead to one more run after it, never to runs side by side', async () => {
    const { log, handler, follower } = await started();
    handler.hold();
    log.write(301, 4321);
    follower.poke();
    await settle();
    expect(handler.batches).toHaveLength(1);
    // three more writes of this process while the first is being handled
    for (let i = 0; i < 3; i += 1) {
      log.write(301, 4400 + i);
      follower.poke();
    }
    await settle();
    expect(handler.batches).toHaveLength(1);
    const runsBefore = log.emptyReads;
    handler.release();
    await settle();
    expect(ids(handler.batches)).toEqual([[1], [2, 3, 4]]);
    // the run that was going on, then exactly one more
    expect(log.emptyReads - runsBefore).toBe(2);
    expect(handler.maxConcurrent).toBe(1);
    expect(log.maxConcurrentReads).toBe(1);
    await follower.stop();
  });

  it('a timer firing during a run does not start a second one', async () => {
    const { log, handler, follower } = await started();
    handler.hold();
    log.write(301, 4321);
    follower.poke();
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(handler.batches).toHaveLength(1);
    handler.release();
    await settle();
    expect(handler.maxConcurrent).toBe(1);
    expect(log.maxConcurrentReads).toBe(1);
    await follower.stop();
  });

  it('stops polling when stopped', async () => {
    const { log, handler, follower } = await started();
    await follower.stop();
    const reads = log.reads;
    log.write(301, 4321);
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    follower.poke();
    await settle();
    expect(log.reads).toBe(reads);
    expect(handler.batches).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stopping waits for the changes being handled, then no more are read', async () => {
    const { log, handler, follower } = await started();
    handler.hold();
    log.write(301, 4321);
    follower.poke();
    await settle();
    let stopped = false;
    const stopping = follower.stop().then(() => {
      stopped = true;
    });
    await settle();
    expect(stopped).toBe(false);
    log.write(301, 4322);
    handler.release();
    await stopping;
    expect(stopped).toBe(true);
    const reads = log.reads;
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(log.reads).toBe(reads);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('can be started again after a stop and goes on from the log as it is then', async () => {
    const { log, handler, follower } = await started();
    await follower.stop();
    log.write(301, 4321); // written while stopped
    await follower.start();
    expect(follower.cursor).toBe(1);
    log.write(301, 4322);
    follower.poke();
    await settle();
    expect(ids(handler.batches)).toEqual([[2]]);
    await follower.stop();
  });
});
