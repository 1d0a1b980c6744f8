import 'server-only';
import { Worker } from 'node:worker_threads';

// The embedded store on a thread of its own. PGlite runs PostgreSQL compiled to WebAssembly, and
// each statement holds the thread it runs on until it ends: on the serving thread, a stock
// import's writes keep shoppers' requests waiting. Opened through this client the database runs
// in a worker thread (pglite-worker.ts), and the serving thread only sends statements and
// receives rows. The client answers the part of PGlite's interface that Drizzle's driver uses:
// `query`, `transaction` (whose client answers `query`) and `close`.

/** What the serving thread asks the worker. */
export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** the type ids whose values stay as PostgreSQL writes them (Drizzle's parsers) */
      raw: number[];
      /** the open transaction the statement belongs to, if any */
      tx: number | null;
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A request before it is numbered. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** A failure as it crosses the threads: the error's message and its own fields (code, detail). */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

/** The worker's answer to one request; `ready` is its first message, once the store is open. */
export type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: ThreadError }
  | { ready: true }
  | { ready: false; error: ThreadError };

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /**
   * The types whose values stay as PostgreSQL writes them. A function cannot cross to the other
   * thread, so only the type ids are sent: each named type is kept as text there, which is what
   * every parser Drizzle's driver passes does. A caller that needs another parsing parses the
   * text itself.
   */
  parsers?: Record<number, unknown>;
}

export interface ThreadQueryClient {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T>;
}

export interface PGliteThread extends ThreadQueryClient {
  transaction<T>(work: (tx: ThreadQueryClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** An error as it crosses to the other thread. */
export function threadErrorOf(error: unknown): ThreadError {
  if (typeof error !== 'object' || error === null)
    return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  }
  // PGlite's file system fails with a plain object ({ name: 'ErrnoError', errno }): its fields
  // are the message then
  const { name, message } = error as Partial<Error>;
  return {
    name: typeof name === 'string' ? name : 'Error',
    message: typeof message === 'string' ? message : JSON.stringify(fields),
    fields,
  };
}

/** The error again on this side, with the fields it had (a database error's code and detail). */
export function errorOfThread(error: ThreadError): Error {
  const made = new Error(error.message);
  made.name = error.name;
  return Object.assign(made, error.fields);
}

/**
 * Opens the PGlite database in `dataDir` in a worker thread running `workerFile` (the compiled
 * pglite-worker). Resolves once the database is open; rejects with PGlite's reason otherwise.
 */
export function openPGliteThread(dataDir: string, workerFile: string): Promise<PGliteThread> {
  const worker = new Worker(/*turbopackIgnore: true*/ workerFile, { workerData: { dataDir } });
  const pending = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  const stop = (reason: Error) => {
    stopped ??= reason;
    for (const waiting of pending.values()) waiting.reject(reason);
    pending.clear();
  };
  const call = (request: WithoutId<ThreadRequest>): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as ThreadRequest);
    });
  };
  const queryOf =
    (tx: number | null) =>
    <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<T> =>
      call({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        raw: Object.keys(options.parsers ?? {}).map(Number),
        tx,
      }) as Promise<T>;

  const thread: PGliteThread = {
    query: queryOf(null),
    async transaction(work) {
      const tx = (await call({ op: 'begin' })) as number;
      let result;
      try {
        result = await work({ query: queryOf(tx) });
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (stopped) return;
      await call({ op: 'close' });
      stop(new Error('The embedded store is closed.'));
      await worker.terminate();
    },
  };

  return new Promise((resolve, reject) => {
    worker.on('message', (reply: ThreadReply) => {
      if ('ready' in reply) {
        if (reply.ready) resolve(thread);
        else {
          reject(errorOfThread(reply.error));
          void worker.terminate();
        }
        return;
      }
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('error' in reply) waiting.reject(errorOfThread(reply.error));
      else waiting.resolve(reply.result);
    });
    worker.on('error', (error) => {
      stop(new Error(`The embedded store's thread failed: ${error.message}`));
      reject(error);
    });
    worker.on('exit', (code) => {
      const reason = new Error(`The embedded store's thread stopped (exit code ${code}).`);
      stop(reason);
      reject(reason);
    });
  });
}

const slot = globalThis as typeof globalThis & { __dealerStoreWorker?: string };

/**
 * Where the embedded store's worker is, when the process runs it on a thread of its own: the
 * compiled server names it at start (`npm start`, `npm run serve`); anywhere else (a command,
 * a test, `next dev`) the store runs on the calling thread.
 */
export function storeWorkerFile(): string | null {
  return slot.__dealerStoreWorker ?? null;
}

export function setStoreWorkerFile(file: string | null): void {
  slot.__dealerStoreWorker = file ?? undefined;
}
