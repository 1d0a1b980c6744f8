import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { type ThreadReply, type ThreadRequest, threadErrorOf } from './pglite-thread';

// The embedded store's thread (see pglite-thread.ts): opens the PGlite database in the data
// directory it is given and runs the statements the serving thread sends, one at a time, as
// PGlite does. A transaction stays open until the serving thread ends it; PGlite holds other
// statements back meanwhile, as it does on one thread.

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };
const keepAsText = (value: string) => value;
/** The store thread's priority (the serving thread's is the process's, 0 by default). */
const STORE_THREAD_NICENESS = 10;
/** Thrown into PGlite's transaction to roll it back. */
const rollBack = Symbol('roll back');

/**
 * Where the system lets one thread's priority be set (Linux: a thread is a task of its own),
 * lowers this thread's below the serving thread's: when both want a core, a shopper's request
 * goes first and a stock import's writes wait their turn. Elsewhere the thread keeps the
 * process's priority.
 */
function yieldToServing(niceness: number) {
  try {
    const task = /\/task\/(\d+)$/.exec(fs.readlinkSync('/proc/thread-self'))?.[1];
    if (task) os.setPriority(Number(task), Math.max(os.getPriority(), niceness));
  } catch {
    // not Linux, or not allowed: the thread keeps the process's priority
  }
}

async function serve() {
  yieldToServing(STORE_THREAD_NICENESS);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    port.postMessage({ ready: false, error: threadErrorOf(error) } satisfies ThreadReply);
    return;
  }
  const open = new Map<number, { tx: Transaction; end(commit: boolean, id: number): void }>();
  let nextTx = 1;
  const reply = (message: ThreadReply) => port.postMessage(message);
  const fail = (id: number, error: unknown) => reply({ id, error: threadErrorOf(error) });

  port.on('message', (request: ThreadRequest) => {
    switch (request.op) {
      case 'query': {
        const parsers = Object.fromEntries(request.raw.map((type) => [type, keepAsText]));
        const client = request.tx === null ? db : open.get(request.tx)?.tx;
        if (!client) return fail(request.id, new Error('The transaction has ended.'));
        client.query(request.sql, request.params, { rowMode: request.rowMode, parsers }).then(
          (result) => reply({ id: request.id, result }),
          (error) => fail(request.id, error),
        );
        return;
      }
      case 'begin': {
        const tx = nextTx++;
        let endedBy = 0;
        let began = false;
        db.transaction(
          (client) =>
            new Promise<void>((resolve, reject) => {
              began = true;
              open.set(tx, {
                tx: client,
                end(commit, id) {
                  endedBy = id;
                  if (commit) resolve();
                  else reject(rollBack);
                },
              });
              reply({ id: request.id, result: tx });
            }),
        ).then(
          () => reply({ id: endedBy, result: null }),
          (error: unknown) => {
            if (!began) fail(request.id, error);
            else if (error === rollBack) reply({ id: endedBy, result: null });
            else fail(endedBy, error);
          },
        );
        return;
      }
      case 'end': {
        const entry = open.get(request.tx);
        if (!entry) return fail(request.id, new Error('The transaction has ended.'));
        open.delete(request.tx);
        entry.end(request.commit, request.id);
        return;
      }
      case 'close':
        db.close().then(
          () => reply({ id: request.id, result: null }),
          (error) => fail(request.id, error),
        );
        return;
    }
  });
  reply({ ready: true });
}

void serve();
