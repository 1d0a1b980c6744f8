// Page throughput, side by side in one run: requests per second and p95 latency of a static
// file, the home page, a search landing page and a vehicle page of each built template app,
// rendered for every request (the render cache off: RENDER_CACHE_MB=0) and served from the
// render cache, with each page's ratio to the static file; then the time from a stock write (a
// price change through POST /api/stock/import) to the new price on the vehicle page and in
// search. BENCH_SECONDS (default 5) per measure, BENCH_CONNECTIONS (default 16) at once.
import fs from 'node:fs';
import { stockImportTokenName } from '../platform/src/domain/stock-import-token';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { formatAud } from '@dealer/design-system/format';
import { request, type RunningApp, startApp } from '../server-tests/app-server';
import { stockHits } from './site-search';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const TOKEN = 'pages-bench-token';

const apps = [
  { template: 'generic', site: 'southern-cross-motors', port: 3206, search: '/search/used-cars' },
  { template: 'toyota', site: 'swan-valley-toyota', port: 3207, search: '/search/toyota' },
  {
    template: 'caravan',
    site: 'sunshine-coast-caravans',
    port: 3208,
    search: '/search/used-caravans',
  },
];

interface Load {
  perSecond: number;
  p95: number;
  errors: number;
}

/** `connections` clients on kept-alive sockets asking for one path for `seconds`. */
async function load(port: number, host: string, pathname: string): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get(
        { host: '127.0.0.1', port, path: pathname, headers: { host }, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) errors += 1;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p95: latencies[Math.floor(latencies.length * 0.95)] ?? NaN,
    errors,
  };
}

/** An in-stock car of the site with a price, found through its own search. */
async function someCar(port: number, host: string) {
  const [hit] = await stockHits<{ slug: string; stocknum: string; list_price: number }>(
    port,
    host,
    {
      filter: 'status = in_stock AND price > 1000',
      limit: 1,
      attributesToRetrieve: ['slug', 'stocknum', 'list_price'],
    },
  );
  if (!hit) throw new Error(`no car found on ${host}`);
  return hit;
}

async function staticFile(port: number, host: string): Promise<string> {
  const html = (await request(port, host, 'GET', '/success')).body;
  return /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)![1]!;
}

/** Milliseconds from a price change to the new price on the vehicle page and in search. */
async function writeToVisible(port: number, host: string) {
  const car = await someCar(port, host);
  const price = car.list_price - 777;
  await request(port, host, 'GET', `/cars/${car.slug}`); // cached before the write
  const started = performance.now();
  const written = await request(
    port,
    host,
    'POST',
    '/api/stock/import',
    JSON.stringify({ mode: 'merge', cars: [{ stocknum: car.stocknum, price }] }),
    { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
  );
  if (written.status !== 200) throw new Error(`the import answered ${written.status}`);
  const until = async (check: () => Promise<boolean>) => {
    while (!(await check())) {
      if (performance.now() - started > 30_000) return Infinity;
      await new Promise((r) => setTimeout(r, 20));
    }
    return performance.now() - started;
  };
  const [onPage, inSearch] = await Promise.all([
    until(async () =>
      (await request(port, host, 'GET', `/cars/${car.slug}`)).body.includes(formatAud(price)),
    ),
    until(async () => (await someCarPrice(port, host, car.stocknum)) === price),
  ]);
  return { onPage, inSearch };
}

async function someCarPrice(port: number, host: string, stocknum: string) {
  const hits = await stockHits<{ stocknum: string; list_price: number }>(port, host, {
    q: stocknum,
    attributesToRetrieve: ['stocknum', 'list_price'],
  });
  return hits.find((hit) => hit.stocknum === stocknum)?.list_price;
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-pages-bench-'));
let failed = false;
console.log(
  `Pages: ${connections} connections, ${seconds} s each; requests/s and p95 latency, rendered for every request (cold) and from the render cache (cached)\n`,
);
console.log(
  `${pad('template', 9)}${pad('page', 20)}${pad('cold req/s', 12)}${pad('cold p95', 10)}${pad('cached req/s', 14)}${pad('cached p95', 12)}ratio to the static file`,
);
const writes: string[] = [];
for (const app of apps) {
  const host = `${app.site}.localhost:${app.port}`;
  const figures = new Map<string, { cold?: Load; cached?: Load }>();
  let pages: [string, string][] = [];
  for (const mode of ['cold', 'cached'] as const) {
    let running: RunningApp | null = null;
    try {
      running = await startApp(
        app.template,
        app.port,
        path.join(root, `${app.template}-${mode}`),
        host,
        {
          [stockImportTokenName(app.site)]: TOKEN,
          ...(mode === 'cold' ? { RENDER_CACHE_MB: '0' } : {}),
        },
      );
      const car = await someCar(app.port, host);
      pages = [
        ['static file', await staticFile(app.port, host)],
        ['home', '/'],
        [`search ${app.search}`, app.search],
        ['vehicle page', `/cars/${car.slug}`],
      ];
      for (const [name, pathname] of pages) {
        await request(app.port, host, 'GET', pathname); // warm: built, rendered once
        figures.set(name, { ...figures.get(name), [mode]: await load(app.port, host, pathname) });
      }
      if (mode === 'cached') {
        const visible = await writeToVisible(app.port, host);
        writes.push(
          `${pad(app.template, 9)}price change to vehicle page ${num(visible.onPage)} ms, to search ${num(visible.inSearch)} ms`,
        );
        failed ||= !(visible.onPage <= 5000 && visible.inSearch <= 5000);
      }
    } finally {
      await running?.stop();
    }
  }
  const staticRate = figures.get('static file')?.cached?.perSecond ?? NaN;
  for (const [name] of pages) {
    const { cold, cached } = figures.get(name) ?? {};
    const ratio = (cached?.perSecond ?? NaN) / staticRate;
    if (name !== 'static file') failed ||= !(ratio >= 0.2);
    console.log(
      `${pad(app.template, 9)}${pad(name.slice(0, 19), 20)}${pad(num(cold?.perSecond ?? NaN), 12)}${pad(`${num(cold?.p95 ?? NaN, 1)} ms`, 10)}${pad(num(cached?.perSecond ?? NaN), 14)}${pad(`${num(cached?.p95 ?? NaN, 1)} ms`, 12)}${num(ratio, 2)} (cold ${num((cold?.perSecond ?? NaN) / staticRate, 3)})${(cold?.errors ?? 0) + (cached?.errors ?? 0) > 0 ? '  ERRORS' : ''}`,
    );
  }
}
console.log('\nStock write to visible (target: within 5 s)');
for (const line of writes) console.log(line);
console.log(
  `\nTargets: cached pages at least a fifth of the static file's rate; a price change visible within 5 s: ${failed ? 'MISSED' : 'met'}`,
);
fs.rmSync(root, { recursive: true, force: true });
if (failed) process.exitCode = 1;
