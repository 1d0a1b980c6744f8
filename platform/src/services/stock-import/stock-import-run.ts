import 'server-only';
import { type Site } from '@dealer/site-config';
import { type FeedMapping } from '../../domain/stock-feed';
import { meilisearchStockPusherFromEnv, type StockChangePusher } from '../../search';
import { openDatabase } from '../../store/database';
import { dataDirHolder, prepareDataDir } from '../../store/data-dir';
import { createStockRepository } from '../../store/stock-repository';
import { feedFormatOf, readFeedText } from './feed-reader';
import { handOffStockImport } from './import-handoff';
import { createProgressReporter, summaryLines } from './import-progress';
import { type ImportMode, importStock, type ImportSummary } from './import-stock';

// One run of the stock command: the feed read, written where the site's store is (PostgreSQL,
// the embedded store, or the app holding it), progress while it runs and the summary after.

export interface StockImportRun {
  site: Site;
  mode: ImportMode;
  mapping?: FeedMapping;
  /** the file or address the feed came from (its format by its name) */
  name: string;
  text: string;
  databaseUrl: string | null;
  dataDir: string;
  /** where the summary and the rejected rows go */
  out: NodeJS.WritableStream;
  /** where progress goes (a bar when a terminal) */
  progress: NodeJS.WriteStream | NodeJS.WritableStream;
  /**
   * Sends each committed batch's cars on to the search service when the command writes the
   * store itself: by default to Meilisearch when MEILISEARCH_HOST and MEILISEARCH_ADMIN_KEY are
   * set (the app holding an embedded store updates its own search instead).
   */
  pushChanges?: (stock: ReturnType<typeof createStockRepository>) => StockChangePusher | null;
}

/**
 * A committed batch the search service did not take: its cars are saved (the next import finds
 * them unchanged), so the message says how to bring the search service in line.
 */
export class SearchPushError extends Error {
  override name = 'SearchPushError';
  constructor(site: Pick<Site, 'slug' | 'template'>, cause: unknown) {
    super(
      `The cars are saved, but the search service was not updated: ${(cause as Error)?.message ?? String(cause)}\n` +
        `Push the site's stock again with: npx tsx platform/src/services/search-sync/sync-cli.ts --template ${site.template}`,
      { cause },
    );
  }
}

/** Where an import goes: the app holding the embedded store, or the store opened here. */
export type ImportTarget = 'app' | 'store';

export async function runStockImport(
  run: StockImportRun,
): Promise<ImportSummary & { target: ImportTarget }> {
  const { records, total } = readFeedText(run.text, feedFormatOf(run.name, run.text), run.mapping);
  const reporter = createProgressReporter(run.progress);
  const holder = run.databaseUrl ? null : await dataDirHolder(run.dataDir);
  let summary: ImportSummary;
  try {
    if (holder) {
      summary = await handOffStockImport({
        address: holder,
        site: run.site,
        mode: run.mode,
        rows: records,
        total,
        onProgress: reporter.update,
      });
    } else {
      if (!run.databaseUrl) prepareDataDir(run.dataDir);
      const handle = await openDatabase({ databaseUrl: run.databaseUrl, dataDir: run.dataDir });
      try {
        const stock = createStockRepository(handle.db);
        const push = (run.pushChanges ?? meilisearchStockPusherFromEnv)(stock);
        summary = await importStock({
          stock,
          site: run.site,
          rows: records,
          mode: run.mode,
          total,
          onProgress: reporter.update,
          onCommitted: push
            ? (carIds) =>
                push(run.site, carIds).catch((error: unknown) => {
                  throw new SearchPushError(run.site, error);
                })
            : undefined,
        });
      } finally {
        await handle.close();
      }
    }
  } finally {
    reporter.done();
  }
  for (const line of summaryLines(summary)) run.out.write(line + '\n');
  return { ...summary, target: holder ? 'app' : 'store' };
}
