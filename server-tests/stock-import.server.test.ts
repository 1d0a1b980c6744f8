import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { feedCarName } from '../platform/src/domain/stock-feed';
import { vehicleSlugOf } from '../platform/src/domain/vehicle-page';
import { stockImportTokenName } from '../platform/src/domain/stock-import-token';
import { request, type RunningApp, startApp, stockSearchHits, timeUntil } from './app-server';

// A dealer's feed into the running generic app, as the README has it: the example feed with
// broken rows, imported by `npm run stock -- import` while the app holds the embedded store
// (the command hands the import to the app). The good rows are live in search and on their
// pages, each bad row is reported by row and field and nothing of it is written; the same feed
// again changes nothing; a merge of one price change, by the command and by the webhook, shows
// on the vehicle page within 5 seconds.

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3196;
const TOKEN = 'stock-import-test-token';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-stock-import-'));
const dataDir = path.join(dir, 'generic');
const site = getSiteBySlug('harbour-city-cars') as Site;
const host = `${site.slug}.localhost:${PORT}`;
let app: RunningApp | null = null;

const exampleFeed = fs.readFileSync(path.join(root, 'docs/stock/example-feed.csv'), 'utf8');
const header = exampleFeed.split('\n')[0]!.split(',');
/** the example feed's good rows, by stock number */
const goodRows = exampleFeed
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .map((cells) => ({
    stocknum: cells[header.indexOf('stocknum')]!,
    make: cells[header.indexOf('make')]!,
    model: cells[header.indexOf('model')]!,
    badge: cells[header.indexOf('badge')]!,
    year: Number(cells[header.indexOf('year')]),
  }));
const pageOf = (car: (typeof goodRows)[number]) =>
  `/cars/${vehicleSlugOf({ name: feedCarName(car), stocknum: car.stocknum })}`;

// three broken rows after the six good ones: rows 8, 9 and 10 of the spreadsheet
const broken = [
  'BAD1,,used,Holden,Commodore,SV6,VF,2016,Sedan,Unleaded Petrol,6 Speed Automatic,RWD,Red,,90000,POA',
  'BAD2,,nearly new,Honda,Civic,VTi,,2020,Hatchback,Unleaded Petrol,CVT,FWD,Blue,,40000,21990',
  'BAD3,,used,Nissan,X-Trail,ST,T32,2018,Wagon,Unleaded Petrol,CVT,2WD,White,,70000,22990,,,,,,,,,,,ftp://images.example.com/bad3.jpg',
];
const feedFile = path.join(dir, 'feed-with-errors.csv');
fs.writeFileSync(feedFile, exampleFeed.trimEnd() + '\n' + broken.join('\n') + '\n');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run stock -- import ...` against the app's data directory. */
function stockImport(file: string, ...options: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'platform/src/services/stock-import/stock-cli.ts',
        'import',
        '--site',
        site.slug,
        '--data-dir',
        dataDir,
        ...options,
        file,
      ],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: '' } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const get = (pathname: string) => request(PORT, host, 'GET', pathname);

const searchHits = (stocknum: string) => stockSearchHits(PORT, host, stocknum);

beforeAll(async () => {
  app = await startApp('generic', PORT, dataDir, host, {
    [stockImportTokenName(site.slug)]: TOKEN,
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('bring your own stock', () => {
  it('imports the example feed into the running app: good rows live, each bad row reported', async () => {
    const run = await stockImport(feedFile);
    expect(run.stdout.trim().split('\n')).toEqual([
      'row 8, price: Expected a number',
      'row 9, car_type: Expected one of new, demo, used',
      'row 10, images.0: Expected a web address (https://...)',
      '9 rows: 6 added, 0 updated, 0 unchanged, 0 sold, 3 rejected.',
    ]);
    expect(run.code).toBe(1);
    // live in search and on their pages within seconds of the commit
    for (const car of goodRows) {
      expect(
        await timeUntil(async () => (await searchHits(car.stocknum)).length === 1, 5000),
      ).toBeLessThan(5000);
      const page = await get(pageOf(car));
      expect(page.status).toBe(200);
      expect(page.body).toContain(`${car.make} ${car.model}`);
    }
    // nothing of a bad row
    for (const stocknum of ['BAD1', 'BAD2', 'BAD3']) expect(await searchHits(stocknum)).toEqual([]);
  }, 120_000);

  it('changes nothing when the same feed comes again', async () => {
    const run = await stockImport(feedFile);
    expect(run.stdout).toContain('9 rows: 0 added, 0 updated, 6 unchanged, 0 sold, 3 rejected.');
  }, 120_000);

  it('shows a merged price change on the vehicle page within 5 s, by the command and the webhook', async () => {
    const car = goodRows[0]!;
    const priced = path.join(dir, 'price-change.csv');
    fs.writeFileSync(priced, exampleFeed.replace('"$44,990"', '"$43,490"'));
    const run = await stockImport(priced, '--mode', 'merge');
    expect(run.stdout).toContain('6 rows: 0 added, 1 updated, 5 unchanged, 0 sold, 0 rejected.');
    expect(
      await timeUntil(async () => (await get(pageOf(car))).body.includes('$43,490'), 5000),
    ).toBeLessThan(5000);
    expect((await searchHits(car.stocknum))[0]!.list_price).toBe(43490);

    // a dealer system pushing the whole car again with another price
    const whole = {
      stocknum: car.stocknum,
      vin: 'JTMW43FV40D123456',
      car_type: 'used',
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GXL',
      series: 'AXAH54R',
      year: 2022,
      body: 'Wagon',
      fuel: 'Hybrid (Petrol/Electric)',
      trans: 'Continuous Variable',
      colour: 'Glacier White',
      km: 38500,
      price: 42990,
    };
    const pushed = await request(
      PORT,
      host,
      'POST',
      '/api/stock/import',
      JSON.stringify({
        mode: 'merge',
        rows: [whole, { ...whole, stocknum: 'BAD4', price: 'POA' }],
      }),
      { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    );
    expect(pushed.status).toBe(200);
    expect(pushed.json()).toMatchObject({
      updated: 1,
      rejected: [{ row: 2, field: 'price', reason: 'Expected a number' }],
    });
    expect(
      await timeUntil(async () => (await get(pageOf(car))).body.includes('$42,990'), 5000),
    ).toBeLessThan(5000);
  }, 120_000);
});
