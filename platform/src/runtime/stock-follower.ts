import { type StockChange } from '../store/stock-repository';

// Follows the stock change log (store/schema stockChanges) from where it was when the app
// started: every write to a car, made by this process or another one on the same database,
// reaches `onChanges` once, in order, within the poll interval (at once for a write of this
// process, which calls `poke`). The log hands out whole transactions once no earlier one is
// running, so a long import that commits after a later write is read too. A failing handler is
// tried again with the same changes.

export interface StockChangeLog {
  stockChangesAfter(cursor: number, limit?: number): Promise<StockChange[]>;
  lastStockChange(): Promise<number>;
}

export interface StockFollower {
  start(): Promise<void>;
  /** a write was made here: look now */
  poke(): void;
  stop(): Promise<void>;
  /** the last change handled */
  readonly cursor: number;
}

export function createStockFollower({
  log,
  onChanges,
  intervalMs = 1000,
}: {
  log: StockChangeLog;
  onChanges: (changes: StockChange[]) => Promise<void>;
  intervalMs?: number;
}): StockFollower {
  let cursor = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  async function follow(): Promise<void> {
    for (;;) {
      const changes = await log.stockChangesAfter(cursor);
      if (changes.length === 0) return;
      await onChanges(changes);
      cursor = changes[changes.length - 1]!.id;
    }
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = follow()
      .catch((error: unknown) => console.error('Following the stock changes failed:', error))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (again) {
          again = false;
          run();
        } else timer = setTimeout(run, intervalMs);
      });
  }

  return {
    async start() {
      if (!stopped) return;
      // the follower runs from here on: a poke before the cursor is known does nothing (the
      // first poll after it sees the write)
      cursor = await log.lastStockChange();
      stopped = false;
      timer = setTimeout(run, intervalMs);
    },
    poke: run,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    get cursor() {
      return cursor;
    },
  };
}
