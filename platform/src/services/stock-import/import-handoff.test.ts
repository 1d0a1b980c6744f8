import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { handOffStockImport, ImportInterruptedError } from './import-handoff';

// The command's side of an import handed to the app holding the store, when the app stops half
// way: the dealer is told how many rows were committed and that the same command finishes it.

const site = getSiteBySlug('harbour-city-cars') as Site;
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An app that takes the rows, reports two committed batches, and dies. */
async function dyingApp(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-handoff-'));
  const socket = path.join(dir, 'app.sock');
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    res.write(JSON.stringify({ progress: { done: 1000, total: 10_000 } }) + '\n');
    res.write(JSON.stringify({ progress: { done: 2000, total: 10_000 } }) + '\n', () =>
      setTimeout(() => req.socket.destroy(), 20),
    );
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(socket, resolve));
  return socket;
}

describe('an import handed to the app', () => {
  it('says how many rows were committed, and to run it again, when the app stops half way', async () => {
    const address = await dyingApp();
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      row: i + 2,
      record: { stocknum: `H${i}` },
    }));
    const failure = await handOffStockImport({ address, site, mode: 'merge', rows, total: 10_000 })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportInterruptedError);
    expect((failure as ImportInterruptedError).committed).toBe(2000);
    expect((failure as Error).message).toContain('2,000 rows were committed');
    expect((failure as Error).message).toContain('run the same command');
    expect((failure as Error).message).not.toMatch(/^Error: read ECONNRESET$/);
  });
});
