import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { runInProcess } from '../../command-line/in-process';
import { attachDataDirOperator } from '../../store/data-dir';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { createStockRepository } from '../../store/stock-repository';
import { stockImportOperator } from './import-handoff';

// `npm run stock -- import` as an operator runs it: into a data directory no process holds (the
// command opens the store), and into one a running app holds (the command hands it the import).

const root = path.resolve(import.meta.dirname, '../../../..');
const site = getSiteBySlug('harbour-city-cars') as Site;
const now = new Date();

const feed = [
  'stocknum,make,model,badge,year,price,km,car_type,body,fuel,trans,colour,images',
  'CLI-1,Kia,Sportage,S,2023,34990,12000,used,Wagon,Unleaded Petrol,Automatic,Snow White,https://img.example.com/cli-1.jpg',
  'CLI-2,Kia,Cerato,Sport,2022,POA,30000,used,Hatchback,Unleaded Petrol,Automatic,Blue,',
  'CLI-3,Kia,Picanto,GT,2021,17990,41000,used,Hatchback,Unleaded Petrol,5 Speed Manual,Red,',
].join('\n');

let handles: DatabaseHandle[] = [];
afterEach(async () => {
  attachDataDirOperator(null);
  await Promise.all(handles.map((h) => h.close()));
  handles = [];
});

/** A data directory with the site loaded (as the app's first start leaves it), and the feed. */
async function prepared(): Promise<{ dataDir: string; file: string; handle: DatabaseHandle }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-stock-cli-'));
  const dataDir = path.join(dir, 'pglite');
  const handle = await openDatabase({ dataDir });
  await loadDemoSite(handle.db, site, now);
  const file = path.join(dir, 'feed.csv');
  fs.writeFileSync(file, feed);
  return { dataDir, file, handle };
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function stockCommand(args: string[], until?: (out: string) => boolean): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'platform/src/services/stock-import/stock-cli.ts', ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: '' } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
      if (until?.(stdout)) child.kill('SIGINT');
    });
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The command run inside this process (as the watch below cannot be: it runs until SIGINT). */
async function stockCommandHere(args: string[]): Promise<Run> {
  const run = await runInProcess(
    path.join(root, 'platform/src/services/stock-import/stock-cli.ts'),
    args,
    {
      DATABASE_URL: '',
      DATA_DIR: '',
    },
  );
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** `npm run stock -- import --site <slug> --data-dir <dataDir> <file>`, in this process. */
const importFeed = (dataDir: string, file: string) =>
  stockCommandHere(['import', '--site', site.slug, '--data-dir', dataDir, file]);

const expectedLines = [
  'row 3, price: Expected a number',
  '3 rows: 2 added, 0 updated, 0 unchanged, 0 sold, 1 rejected.',
];

describe('npm run stock -- import', () => {
  it('opens the store itself when no process holds it, prints each rejected row and exits 1', async () => {
    const { dataDir, file, handle } = await prepared();
    await handle.close();
    const run = await importFeed(dataDir, file);
    expect(run.stdout.trim().split('\n')).toEqual(expectedLines);
    expect(run.stderr).toContain('Imported 3 of 3 rows');
    expect(run.code).toBe(1);
    const reopened = await openDatabase({ dataDir });
    handles.push(reopened);
    const stock = createStockRepository(reopened.db);
    expect((await stock.findCarByStocknum(site, 'CLI-1'))?.price).toBe(34990);
    expect(await stock.findCarByStocknum(site, 'CLI-2')).toBeNull();
  }, 120_000);

  it('hands the import to the process holding the store, which refreshes its stock', async () => {
    const { dataDir, file, handle } = await prepared();
    handles.push(handle);
    const stock = createStockRepository(handle.db);
    let refreshes = 0;
    attachDataDirOperator(
      stockImportOperator({
        sites: [site],
        stock: async () => stock,
        stockChanged: () => (refreshes += 1),
      }),
    );
    const run = await importFeed(dataDir, file);
    expect(run.stdout.trim().split('\n')).toEqual(expectedLines);
    expect(run.code).toBe(1);
    expect((await stock.findCarByStocknum(site, 'CLI-3'))?.simpleTransmission).toBe('Manual');
    expect(refreshes).toBe(1);
    // the same feed again: nothing changes, nothing to refresh
    const again = await importFeed(dataDir, file);
    expect(again.stdout).toContain('3 rows: 0 added, 0 updated, 2 unchanged, 0 sold, 1 rejected.');
    expect(refreshes).toBe(1);
  }, 120_000);

  it('watches the file and imports it again when it changes', async () => {
    const { dataDir, file, handle } = await prepared();
    await handle.close();
    let changed = false;
    const run = await stockCommand(
      ['import', '--site', site.slug, '--data-dir', dataDir, '--watch', file],
      (out) => {
        if (!changed && out.includes('2 added')) {
          changed = true;
          fs.writeFileSync(file, feed.replace('34990', '33990').replace('POA', '21990'));
        }
        return out.includes('1 added, 1 updated');
      },
    );
    expect(run.stdout).toContain('3 rows: 1 added, 1 updated, 1 unchanged, 0 sold, 0 rejected.');
    const reopened = await openDatabase({ dataDir });
    handles.push(reopened);
    const stock = createStockRepository(reopened.db);
    expect((await stock.findCarByStocknum(site, 'CLI-1'))?.price).toBe(33990);
  }, 120_000);

  it('is called wrongly without a site or a feed (exit 2)', async () => {
    const run = await stockCommandHere(['import', 'feed.csv']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Name the site: --site <slug>.');
  }, 60_000);
});
