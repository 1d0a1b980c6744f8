// Scale benchmark (npm run bench -- scale), medians of 5:
//
// 1. Serving while stock moves: the built generic app on its embedded store serves a mixed load
//    (cached vehicle pages and searches, BENCH_CONNECTIONS at once, default 8) while idle (the
//    pages the import before made stale rendered again first), then
//    while a dealer's 10,000-car feed is imported (`npm run stock -- import`, handed to the
//    running app; every price changed, so each run writes and re-renders them all), until the
//    last car's new price is in the site's search. Prints requests a second, p99 and the slowest answer of each, and the
//    ratio of the p99s (target: within 2x).
// 2. Several processes (with TEST_DATABASE_URL or DATABASE_URL, a PostgreSQL server: `npm run
//    bench -- scale` starts a throwaway one like the test command): cached vehicle pages through
//    a round-robin proxy in front of three processes of the generic app, in front of one, and
//    one process without the proxy (its own cost beside it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type RunningApp, startApp } from '../server-tests/app-server';
import { createLoader, type LoadFigures, type LoadTarget } from '../server-tests/load';
import { startRoundRobinProxy } from '../server-tests/round-robin-proxy';

const RUNS = 5;
const FEED_SIZE = 10_000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const site = getSiteBySlug('harbour-city-cars') as Site;
const root = path.resolve(import.meta.dirname, '..');
const hostAt = (port: number) => `${site.slug}.localhost:${port}`;
const { hit, load, close } = createLoader(hostAt);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-scale-bench-'));

/** The machine's cores' busy share over a run (1 = every core busy all the time). */
async function busyDuring<T>(run: () => Promise<T>): Promise<{ value: T; busy: number }> {
  const times = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const { idle, ...rest } = cpu.times;
        const others = Object.values(rest).reduce((a, b) => a + b, 0);
        return { idle: sum.idle + idle, all: sum.all + idle + others };
      },
      { idle: 0, all: 0 },
    );
  const before = times();
  const value = await run();
  const after = times();
  return { value, busy: 1 - (after.idle - before.idle) / Math.max(1, after.all - before.all) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const line = (name: string, figures: { perSecond: number; p99: number; max: number }) =>
  `  ${name.padEnd(40)} ${figures.perSecond.toFixed(0).padStart(6)} req/s   p99 ${ms(figures.p99)}   max ${ms(figures.max)}`;
const medians = (runs: LoadFigures[]) => ({
  perSecond: median(runs.map((r) => r.perSecond)),
  p95: median(runs.map((r) => r.p95)),
  p99: median(runs.map((r) => r.p99)),
  max: median(runs.map((r) => r.max)),
});

/** The site's cached vehicle pages and a few searches, the mix a busy site serves. */
async function mixOf(port: number): Promise<{ pages: LoadTarget[]; mix: LoadTarget[] }> {
  const search = await hit(port, 'POST', '/api/search/multi-search', {
    body: {
      queries: [{ indexUid: 'stock', q: '', hitsPerPage: 40, attributesToRetrieve: ['slug'] }],
    },
  });
  const hits = (JSON.parse(search.body) as { results: { hits: { slug: string }[] }[] }).results[0]!
    .hits;
  const pages = hits.map((car) => ({ method: 'GET', path: `/cars/${car.slug}` }));
  for (const page of pages) await hit(port, 'GET', page.path); // into the render cache
  const searches = ['Toyota', 'Mazda', 'Ford', 'Hyundai'].map((q) => ({
    method: 'POST',
    path: '/api/search/multi-search',
    body: { queries: [{ indexUid: 'stock', q, hitsPerPage: 12 }] },
  }));
  const mix = pages.flatMap((page, i) =>
    i % 10 === 9 ? [page, searches[((i / 10) % 4) | 0]!] : [page],
  );
  return { pages, mix };
}

const FEED_HEADER = 'stocknum,car_type,make,model,badge,year,body,fuel,trans,colour,km,price';
const stocknumOf = (i: number) => `SCALE${String(i).padStart(6, '0')}`;
const priceOf = (i: number, run: number) => 15_000 + (i % 40) * 500 + run;

/** A dealer's CSV feed of `FEED_SIZE` used cars, every price moved by `run` dollars. */
function feed(run: number): string {
  const makes = [
    ['Toyota', 'RAV4', 'GXL'],
    ['Ford', 'Ranger', 'XLT'],
    ['Mazda', 'CX-5', 'Maxx Sport'],
    ['Hyundai', 'i30', 'Active'],
    ['Kia', 'Sportage', 'SX'],
  ] as const;
  const rows = Array.from({ length: FEED_SIZE }, (_, i) => {
    const [make, model, badge] = makes[i % makes.length]!;
    return [
      stocknumOf(i),
      'used',
      make,
      model,
      badge,
      2016 + (i % 9),
      'Wagon',
      'Unleaded Petrol',
      'Automatic',
      'White',
      10_000 + i * 7,
      priceOf(i, run),
    ].join(',');
  });
  return [FEED_HEADER, ...rows].join('\n') + '\n';
}

/**
 * On the embedded store the stock command hands the import to the app (the one process holding
 * the store); on PostgreSQL (`databaseUrl`) it imports in its own process, off the serving path,
 * and the app follows the changes.
 */
async function servingWhileStockMoves(databaseUrl: string | null) {
  const port = databaseUrl ? 3302 : 3301;
  const dataDir = path.join(work, databaseUrl ? 'follower' : 'embedded');
  const app = await startApp('generic', port, dataDir, hostAt(port), {
    SEARCH_RATE_PER_CLIENT: '10000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const { pages, mix } = await mixOf(port);
    const idle: LoadFigures[] = [];
    const during: LoadFigures[] = [];
    const importMs: number[] = [];
    // a first import adds the cars; each run after changes every price
    await importAndWait(port, dataDir, 0, databaseUrl);
    for (let run = 1; run <= RUNS; run += 1) {
      await rendered(port, pages); // idle: the last import's pages rendered again, kept
      idle.push(await load(port, mix, { seconds: 4, rate: 0, connections }));
      const started = performance.now();
      const pushed = importAndWait(port, dataDir, run, databaseUrl).then(() => {
        importMs.push(performance.now() - started);
      });
      during.push(await load(port, mix, { rate: 0, connections, until: pushed }));
      await pushed;
    }
    const [quiet, busy] = [medians(idle), medians(during)];
    console.log(
      `Serving while stock moves: the generic app on ${databaseUrl ? 'PostgreSQL, the import in its own process' : 'its embedded store, the import handed to it'}, cached vehicle pages and searches, ${connections} connections, median of ${RUNS}`,
    );
    console.log(line('idle', quiet));
    console.log(
      line(
        `during a ${FEED_SIZE.toLocaleString('en-AU')}-car import (${(median(importMs) / 1000).toFixed(1)} s)`,
        busy,
      ),
    );
    console.log(`  p99 during / idle: ${(busy.p99 / quiet.p99).toFixed(2)} (target: 2.00 or less)`);
  } finally {
    await app.stop();
  }
}

/** Asks for each page until the render cache answers it fresh (after an import made it stale). */
async function rendered(port: number, pages: LoadTarget[]) {
  for (const page of pages) {
    for (let tries = 0; ; tries += 1) {
      const answer = await hit(port, 'GET', page.path);
      if (answer.headers['x-render-cache'] === 'hit') break;
      // a stale page renders again STALE_RENDER_GAP_MS after its last render at the latest
      if (tries > 240) throw new Error(`${page.path} is never answered from the render cache`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Imports the run's feed with the stock command (`npm run stock -- import`), which hands it to
 * the running app holding the store, and waits until the last car's new price is in the search.
 */
async function importAndWait(
  port: number,
  dataDir: string,
  run: number,
  databaseUrl: string | null,
) {
  const file = path.join(work, `feed-${run}.csv`);
  fs.writeFileSync(file, feed(run));
  const code = await new Promise<number | null>((resolve) => {
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
        '--mode',
        'merge',
        file,
      ],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl ?? '', DATA_DIR: '' },
        stdio: 'ignore',
      },
    );
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`the stock import exited ${code}`);
  const last = FEED_SIZE - 1;
  for (const deadline = Date.now() + 300_000; Date.now() < deadline;) {
    const answer = await hit(port, 'POST', '/api/search/multi-search', {
      body: {
        queries: [
          {
            indexUid: 'stock',
            q: stocknumOf(last),
            attributesToRetrieve: ['stocknum', 'list_price'],
          },
        ],
      },
    });
    const hits = (
      JSON.parse(answer.body) as { results: { hits: { stocknum: string; list_price: number }[] }[] }
    ).results[0]!.hits;
    if (hits.some((h) => h.stocknum === stocknumOf(last) && h.list_price === priceOf(last, run)))
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import never showed in search');
}

interface PgPool {
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}

/** Runs `measure` on a database of its own on the PostgreSQL server at `url`, dropped after. */
async function withDatabase<T>(
  url: string,
  name: string,
  measure: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const { Pool } = createRequire(path.join(import.meta.dirname, '../platform/package.json'))(
    'pg',
  ) as {
    Pool: new (options: { connectionString: string; max: number }) => PgPool;
  };
  const database = `dealer_scale_bench_${name}_${process.pid}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create database ${database}`);
  try {
    return await measure(url.replace(/\/[^/]*$/, `/${database}`));
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

async function severalProcesses(url: string) {
  await withDatabase(url, 'processes', (databaseUrl) => processesOn(databaseUrl));
}

async function processesOn(databaseUrl: string) {
  const ports = [3311, 3312, 3313];
  const apps: RunningApp[] = [];
  try {
    for (const [i, port] of ports.entries()) {
      apps.push(
        await startApp('generic', port, path.join(work, `pg-${i}`), hostAt(port), {
          DATABASE_URL: databaseUrl,
          TRUSTED_PROXY_HOPS: '1',
        }),
      );
    }
    const { pages } = await mixOf(ports[0]!);
    for (const port of ports.slice(1)) for (const page of pages) await hit(port, 'GET', page.path);
    const three = await startRoundRobinProxy(ports);
    const one = await startRoundRobinProxy([ports[0]!]);
    const runs = {
      three: [] as LoadFigures[],
      one: [] as LoadFigures[],
      direct: [] as LoadFigures[],
    };
    const busy = { three: [] as number[], one: [] as number[], direct: [] as number[] };
    const options = { seconds: 3, rate: 0, connections: 16 };
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, port] of [
        ['three', three.port],
        ['one', one.port],
        ['direct', ports[0]!],
      ] as const) {
        const measured = await busyDuring(() => load(port, pages, options));
        runs[name].push(measured.value);
        busy[name].push(measured.busy);
      }
    }
    await Promise.all([three.close(), one.close()]);
    const [a, b, c] = [medians(runs.three), medians(runs.one), medians(runs.direct)];
    console.log(
      `Cached vehicle pages on PostgreSQL, 16 connections, ${os.cpus().length} cores, median of ${RUNS}`,
    );
    const cores = (name: keyof typeof busy) =>
      `   machine ${(median(busy[name]) * 100).toFixed(0)}% busy`;
    console.log(line('three processes behind the proxy', a) + cores('three'));
    console.log(line('one process behind the proxy', b) + cores('one'));
    console.log(line('one process, no proxy (the proxy’s cost)', c) + cores('direct'));
    console.log(`  three / one behind the proxy: ${(a.perSecond / b.perSecond).toFixed(2)}`);
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
  }
}

try {
  await servingWhileStockMoves(null);
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (url) {
    await withDatabase(url, 'follow', (databaseUrl) => servingWhileStockMoves(databaseUrl));
    await severalProcesses(url);
  } else console.log('PostgreSQL parts: not measured (no PostgreSQL: TEST_DATABASE_URL).');
} finally {
  close();
  fs.rmSync(work, { recursive: true, force: true });
}
