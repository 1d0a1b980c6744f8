import 'server-only';
import http from 'node:http';
import readline from 'node:readline';
import { type Site } from '@dealer/site-config';
import { type StockRepository } from '../../store/stock-repository';
import { type FeedRecord } from './feed-reader';
import {
  type ImportMode,
  importModes,
  type ImportProgress,
  importStock,
  type ImportSummary,
  SERVING_IMPORT_BATCH,
} from './import-stock';

// An import handed to the app that holds the embedded store (one process at a time may open
// it): the command sends the feed's records to the app over the data directory's lock socket
// (an HTTP server only who may enter the directory can reach), the app runs the same import and
// its search and pages follow, and answers with progress lines and the summary.
//
//   POST /stock/import?site=<slug>&mode=<replace|merge>[&total=<rows>]
//   body: one JSON record a line, { "row": 2, "record": { "stocknum": "U123", ... } }
//   answer: one JSON a line, { "progress": { "done", "total" } } ..., then { "summary": {...} }
//   or { "error": "..." }

export const STOCK_IMPORT_PATH = '/stock/import';

/** One line of the app's answer. */
export type HandoffLine =
  { progress: ImportProgress } | { summary: ImportSummary } | { error: string };

export interface StockImportOperatorOptions {
  /** the sites of the app */
  sites: readonly Site[];
  stock: () => Promise<
    Pick<StockRepository, 'listCarsPaged' | 'listLocations' | 'saveCars' | 'newCarIds'>
  >;
  /** the import has ended, having written cars: refresh search and their cached pages now */
  stockChanged: () => void;
}

async function* recordsOf(request: http.IncomingMessage): AsyncGenerator<FeedRecord> {
  const lines = readline.createInterface({ input: request, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const parsed = JSON.parse(line) as Partial<FeedRecord>;
    if (
      typeof parsed.row !== 'number' ||
      !parsed.record ||
      typeof parsed.record !== 'object' ||
      Array.isArray(parsed.record)
    )
      throw new Error('Each line must be { "row": <number>, "record": { ... } }.');
    yield { row: parsed.row, record: parsed.record };
  }
}

/** The app's side: runs an import a command hands it. */
export function stockImportOperator(options: StockImportOperatorOptions): http.RequestListener {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://data-dir');
    const reply = (status: number, line: HandoffLine) => {
      request.resume(); // the records are not read
      response.writeHead(status, { 'content-type': 'application/x-ndjson' });
      response.end(JSON.stringify(line) + '\n');
    };
    if (url.pathname !== STOCK_IMPORT_PATH) return reply(404, { error: 'Not found.' });
    if (request.method !== 'POST') return reply(405, { error: 'Use POST.' });
    const site = options.sites.find((s) => s.slug === url.searchParams.get('site'));
    if (!site) return reply(404, { error: 'This app does not serve that site.' });
    const mode = url.searchParams.get('mode') as ImportMode;
    if (!importModes.includes(mode)) return reply(400, { error: 'The mode is replace or merge.' });
    const totalParam = Number(url.searchParams.get('total'));
    const total = Number.isInteger(totalParam) && totalParam >= 0 ? totalParam : null;
    response.writeHead(200, { 'content-type': 'application/x-ndjson' });
    const send = (line: HandoffLine) => response.write(JSON.stringify(line) + '\n');
    let wrote = false;
    void (async () => {
      try {
        // small batches, each a short transaction, the shoppers' requests answered in between;
        // search and pages follow the batches at the stock follower's pace (once a second, as
        // an import by another process on PostgreSQL), not one refresh per batch, and at once
        // when the import ends
        const summary = await importStock({
          stock: await options.stock(),
          site,
          rows: recordsOf(request),
          mode,
          total,
          batchSize: SERVING_IMPORT_BATCH,
          onProgress: (progress) => send({ progress }),
          onCommitted: () => {
            wrote = true;
          },
        });
        send({ summary });
      } catch (error) {
        send({ error: (error as Error).message });
        request.resume();
      } finally {
        if (wrote) options.stockChanged();
        response.end();
      }
    })();
  };
}

/**
 * The app holding the store stopped during an import (killed, restarted): what it committed
 * stays, and the same command again finishes the job (the rows already in are found unchanged).
 */
export class ImportInterruptedError extends Error {
  override name = 'ImportInterruptedError';
  constructor(
    readonly committed: number,
    cause: Error | null,
  ) {
    super(
      `The app holding the store stopped during the import${cause ? ` (${cause.message})` : ''}: ` +
        `${committed.toLocaleString('en-AU')} rows were committed before it did, and are kept. ` +
        'Start the app again and run the same command: it finishes the import (the rows already in are found unchanged).',
      cause ? { cause } : undefined,
    );
  }
}

/** The command's side: sends the records to the app holding the store, and reads its answer. */
export async function handOffStockImport(options: {
  address: string;
  site: Site;
  mode: ImportMode;
  rows: AsyncIterable<FeedRecord> | Iterable<FeedRecord>;
  total?: number | null;
  onProgress?: (progress: ImportProgress) => void;
}): Promise<ImportSummary> {
  const query = new URLSearchParams({ site: options.site.slug, mode: options.mode });
  if (options.total !== null && options.total !== undefined)
    query.set('total', String(options.total));
  // the rows the app reported committed so far (its progress follows each committed batch)
  let committed = 0;
  const stoppedHalfWay = (cause: Error | null) => new ImportInterruptedError(committed, cause);
  return new Promise<ImportSummary>((resolve, reject) => {
    const request = http.request(
      {
        socketPath: options.address,
        method: 'POST',
        path: `${STOCK_IMPORT_PATH}?${query}`,
        headers: { 'content-type': 'application/x-ndjson' },
      },
      (response) => {
        let summary: ImportSummary | null = null;
        let failure: string | null = null;
        response.on('error', (error) => reject(stoppedHalfWay(error)));
        const lines = readline.createInterface({ input: response, crlfDelay: Infinity });
        lines.on('error', (error) => reject(stoppedHalfWay(error)));
        lines.on('line', (text) => {
          if (text.trim() === '') return;
          const line = JSON.parse(text) as HandoffLine;
          if ('progress' in line) {
            committed = line.progress.done;
            options.onProgress?.(line.progress);
          } else if ('summary' in line) summary = line.summary;
          else failure = line.error;
        });
        lines.on('close', () => {
          if (summary) resolve(summary);
          else if (failure) reject(new Error(failure));
          else if (response.statusCode === 200) reject(stoppedHalfWay(null));
          else
            reject(
              new Error(
                `The app holding the store answered ${response.statusCode} without a summary.`,
              ),
            );
        });
      },
    );
    request.on('error', (error) => reject(stoppedHalfWay(error)));
    void (async () => {
      try {
        for await (const record of options.rows) {
          if (!request.write(JSON.stringify(record) + '\n'))
            await new Promise((r) => request.once('drain', r));
        }
        request.end();
      } catch (error) {
        request.destroy(error as Error);
        reject(error as Error);
      }
    })();
  });
}
