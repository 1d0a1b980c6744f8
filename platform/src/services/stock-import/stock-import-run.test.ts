import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { openDatabase } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { runStockImport } from './stock-import-run';

// The command's run when it writes the store itself: each committed batch's cars are sent on to
// the search service (Meilisearch, when configured), so a PostgreSQL import reaches search even
// with no app running.

const site = getSiteBySlug('harbour-city-cars') as Site;
const root = path.resolve(import.meta.dirname, '../../../..');
const feed = fs.readFileSync(path.join(root, 'docs/stock/example-feed.csv'), 'utf8');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-import-run-'));

beforeAll(async () => {
  const handle = await openDatabase({ dataDir });
  await loadDemoSite(handle.db, site, new Date());
  await handle.close();
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const run = (pushChanges: Parameters<typeof runStockImport>[0]['pushChanges'], text = feed) => {
  const out = new PassThrough();
  let printed = '';
  out.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  return runStockImport({
    site,
    mode: 'merge',
    name: 'example-feed.csv',
    text,
    databaseUrl: null,
    dataDir,
    out,
    progress: new PassThrough(),
    pushChanges,
  }).then((summary) => ({ summary, printed }));
};

describe('runStockImport writing the store itself', () => {
  it('sends the cars of each committed batch to the search service, and nothing when none changed', async () => {
    const pushed: { site: string; carIds: number[] }[] = [];
    const first = await run(() => async (to, carIds) => {
      pushed.push({ site: to.slug, carIds: [...carIds] });
    });
    expect(first.summary).toMatchObject({ target: 'store', added: 6, rejected: [] });
    expect(first.printed).toContain('6 rows: 6 added, 0 updated, 0 unchanged, 0 sold, 0 rejected.');
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.site).toBe(site.slug);
    expect(pushed[0]!.carIds).toHaveLength(6);

    const again = await run(() => async (to, carIds) => {
      pushed.push({ site: to.slug, carIds: [...carIds] });
    });
    expect(again.summary.unchanged).toBe(6);
    expect(pushed.flatMap((p) => p.carIds)).toHaveLength(6);
  });

  it('stops with the search service’s error and the way to push the site again; the cars stay written', async () => {
    const failing = () => async () => {
      throw new Error('Meilisearch could not add the documents: index_not_found');
    };
    const changed = feed.replace('"$44,990"', '"$43,990"');
    await expect(
      runStockImport({
        site,
        mode: 'merge',
        name: 'feed.csv',
        text: changed,
        databaseUrl: null,
        dataDir,
        out: new PassThrough(),
        progress: new PassThrough(),
        pushChanges: failing,
      }),
    ).rejects.toThrow(
      /The cars are saved, but the search service was not updated: .*index_not_found\n.*sync-cli\.ts --template generic/,
    );
    const next = await run(() => null, changed);
    expect(next.summary).toMatchObject({ updated: 0, unchanged: 6 });
  });
});
