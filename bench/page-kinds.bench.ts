// Every page kind of every template on a phone: Lighthouse (mobile emulation), median of
// BENCH_LIGHTHOUSE_RUNS runs (5 by default), on each page kind a shopper reaches (home, search,
// vehicle, finance, trade-in, locations, offers, compare, saved cars, checkout, a content page)
// with the framework's floor (the plain /success page) measured in the same run, one table:
// score, LCP, TBT, CLS, the page's first-load script (gzipped) and its own script above the
// floor's. BENCH_TEMPLATES (comma-separated) and BENCH_PAGE_KINDS narrow the run.
// Targets (spec §2 on a phone): score >= 95 and within 3 points of the floor, LCP <= 2.0 s,
// CLS 0, TBT <= floor + 100 ms; the frame (the floor's script) <= 140 KB; the vehicle page's
// own script <= 40 KB and the search page's <= 70 KB.
// BENCH_BASELINE=<another checkout of the repository, its apps built> compares: each app is
// served from both trees side by side, and each page's Lighthouse runs alternate between them
// (this tree, then the baseline, as many times as runs), so the machine's changing load falls on
// both alike; the table then gives the baseline's figures (and its own floor) beside each row.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../chromium';
import { firstLoadJs, launchChromium, lighthouseRunsOf, median } from './page-measures';
import { stockHits } from './site-search';
import { request, startApp } from '../server-tests/app-server';

const chromePath = process.env.CHROME_PATH || chromiumPath;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const only = (name: string) =>
  process.env[name]
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);

interface App {
  template: string;
  site: string;
  port: number;
  search: string;
}

const allApps: App[] = [
  { template: 'generic', site: 'southern-cross-motors', port: 3213, search: '/search/used-cars' },
  { template: 'toyota', site: 'swan-valley-toyota', port: 3214, search: '/search/toyota' },
  {
    template: 'caravan',
    site: 'sunshine-coast-caravans',
    port: 3215,
    search: '/search/used-caravans',
  },
];

/** Two in-stock vehicles of the site, found through the site's own search. */
async function twoCars(port: number, host: string): Promise<[string, string]> {
  const hits = await stockHits<{ slug: string }>(port, host, {
    filter: 'status = in_stock AND price > 1000',
    limit: 2,
    attributesToRetrieve: ['slug'],
  });
  if (hits.length < 2) throw new Error(`fewer than two cars found on ${host}`);
  return [hits[0]!.slug, hits[1]!.slug];
}

/** The page kinds of a site, each at one address the site's demo data answers with 200. */
function pageKinds(app: App, [car, other]: [string, string]): [kind: string, path: string][] {
  return [
    ['floor /success', '/success'],
    ['home', '/'],
    ['search', app.search],
    ['vehicle', `/cars/${car}`],
    ['finance', '/finance'],
    ['trade-in', '/trade-in'],
    ['locations', '/our-location'],
    ['offers', '/special-offers'],
    ['compare', `/compare?cars=${car},${other}`],
    ['saved cars', '/my-garage'],
    ['checkout', `/cars/${car}/checkout`],
    ['content', '/about-us'],
  ];
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
  ownKb: number;
}

interface Row extends Figures {
  template: string;
  kind: string;
  misses: string[];
  /** the same page served from BENCH_BASELINE, measured in turn with this one */
  before?: Figures;
}

const baseline = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
/** The baseline's app of a template listens this far above this tree's. */
const BASELINE_PORT_OFFSET = 100;

/** The medians of a page's runs, and its first-load script. */
function figuresOf(
  results: Awaited<ReturnType<typeof lighthouseRunsOf>>,
  js: Awaited<ReturnType<typeof firstLoadJs>>,
): Figures {
  return {
    score: median(results.map((r) => r.score)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    scriptKb: js.gzipped / 1024,
    ownKb: (js.gzipped - js.frameworkGzipped) / 1024,
  };
}

const templates = only('BENCH_TEMPLATES');
const kinds = only('BENCH_PAGE_KINDS');
const apps = allApps.filter((app) => !templates || templates.includes(app.template));
const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-page-kinds-bench-'));
const chrome = await launchChromium(chromePath);
const rows: Row[] = [];
/** page kinds a demo site does not offer */
const skipped: string[] = [];
try {
  for (const app of apps) {
    const host = `${app.site}.localhost:${app.port}`;
    const running = await startApp(app.template, app.port, path.join(dataRoot, app.template), host);
    const basePort = app.port + BASELINE_PORT_OFFSET;
    const baseHost = `${app.site}.localhost:${basePort}`;
    const base = baseline
      ? await startApp(
          app.template,
          basePort,
          path.join(dataRoot, `${app.template}-baseline`),
          baseHost,
          {},
          baseline,
        )
      : null;
    try {
      const pages = pageKinds(app, await twoCars(app.port, host)).filter(
        ([kind], i) => i === 0 || !kinds || kinds.includes(kind),
      );
      let floor: { score: number; tbt: number } | null = null;
      for (const [kind, pathname] of pages) {
        // a warm-up visit, as a returning server would have (the render cache, the index)
        const warm = await request(app.port, host, 'GET', pathname);
        const warmBase = base ? await request(basePort, baseHost, 'GET', pathname) : warm;
        if (warm.status !== 200 || warmBase.status !== 200) {
          if (kind.startsWith('floor')) throw new Error(`${host}${pathname}: ${warm.status}`);
          skipped.push(`${app.template} ${kind} (${pathname} answered ${warm.status})`);
          continue;
        }
        // with a baseline: one run of each in turn, which goes first alternating (this tree,
        // the baseline, the baseline, this tree, ...), so neither always follows the other
        const results: Awaited<ReturnType<typeof lighthouseRunsOf>> = [];
        const baseResults: typeof results = [];
        const thisRun = async (count: number) =>
          results.push(
            ...(await lighthouseRunsOf(chrome.port, `http://${host}${pathname}`, count)),
          );
        const baseRun = async () =>
          baseResults.push(
            ...(await lighthouseRunsOf(chrome.port, `http://${baseHost}${pathname}`, 1)),
          );
        if (!base) await thisRun(runs);
        for (let i = 0; base && i < runs; i += 1) {
          if (i % 2 === 0) await thisRun(1).then(baseRun);
          else await baseRun().then(() => thisRun(1));
        }
        const row: Row = {
          template: app.template,
          kind,
          ...figuresOf(results, await firstLoadJs(app.port, pathname, host)),
          misses: [],
          ...(base
            ? { before: figuresOf(baseResults, await firstLoadJs(basePort, pathname, baseHost)) }
            : {}),
        };
        floor ??= { score: row.score, tbt: row.tbt };
        row.misses = missedTargets(row, floor);
        rows.push(row);
        // each row as it is measured, so a run cut short still has its figures
        console.error(
          `measured ${app.template} ${kind}: ${row.score}, LCP ${(row.lcp / 1000).toFixed(2)} s, ` +
            `TBT ${row.tbt.toFixed(0)} ms, CLS ${row.cls.toFixed(2)}, ` +
            `script ${row.scriptKb.toFixed(1)} KB, own ${row.ownKb.toFixed(1)} KB` +
            (row.before ? `; baseline ${describe(row.before)}` : ''),
        );
      }
    } finally {
      await running.stop();
      await base?.stop();
    }
  }
} finally {
  chrome.kill();
  fs.rmSync(dataRoot, { recursive: true, force: true });
}

/** The targets a row misses, measured against its template's floor in the same run. */
function missedTargets(row: Row, floor: { score: number; tbt: number }): string[] {
  const misses: string[] = [];
  if (row.kind.startsWith('floor')) {
    if (row.scriptKb > 140) misses.push('frame > 140 KB');
    return misses;
  }
  if (row.score < 95) misses.push('score < 95');
  if (row.score < floor.score - 3) misses.push('> 3 below floor');
  if (row.lcp > 2000) misses.push('LCP > 2.0 s');
  if (row.cls >= 0.005) misses.push('CLS > 0');
  if (row.tbt > floor.tbt + 100) misses.push('TBT > floor + 100 ms');
  if (row.kind === 'vehicle' && row.ownKb > 40) misses.push('own script > 40 KB');
  if (row.kind === 'search' && row.ownKb > 70) misses.push('own script > 70 KB');
  return misses;
}

const pad = (text: string, width: number) => text.padEnd(width);
function describe(figures: Figures): string {
  return (
    `${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${figures.tbt.toFixed(0)} ms, ` +
    `CLS ${figures.cls.toFixed(2)}, own ${figures.ownKb.toFixed(1)} KB`
  );
}
console.log(
  `Every page kind, Lighthouse mobile emulation, median of ${runs} run(s); the floor (/success) ` +
    'of each template in the same run; script = first-load JavaScript gzipped, own = above the floor\n',
);
console.log(
  `${pad('template', 9)}${pad('page', 16)}${pad('score', 7)}${pad('LCP', 8)}${pad('TBT', 9)}` +
    `${pad('CLS', 6)}${pad('script', 10)}${pad('own', 9)}targets`,
);
for (const row of rows) {
  console.log(
    `${pad(row.template, 9)}${pad(row.kind, 16)}${pad(String(row.score), 7)}` +
      `${pad(`${(row.lcp / 1000).toFixed(2)} s`, 8)}${pad(`${row.tbt.toFixed(0)} ms`, 9)}` +
      `${pad(row.cls.toFixed(2), 6)}${pad(`${row.scriptKb.toFixed(1)} KB`, 10)}` +
      `${pad(row.kind.startsWith('floor') ? '-' : `${row.ownKb.toFixed(1)} KB`, 9)}` +
      `${row.misses.length ? row.misses.join(', ') : 'met'}`,
  );
}
if (baseline) {
  console.log(`\nThe baseline (${baseline}), measured in turn with each row above:\n`);
  console.log(
    `${pad('template', 9)}${pad('page', 16)}${pad('before', 56)}${pad('after', 56)}score change`,
  );
  for (const row of rows) {
    if (!row.before) continue;
    const change = row.score - row.before.score;
    console.log(
      `${pad(row.template, 9)}${pad(row.kind, 16)}${pad(describe(row.before), 56)}` +
        `${pad(describe(row), 56)}${change > 0 ? '+' : ''}${change}`,
    );
  }
}
if (skipped.length > 0) console.log(`\nnot offered by the site: ${skipped.join('; ')}`);
const missed = rows.filter((row) => row.misses.length > 0).length;
console.log(`\n${rows.length - missed} of ${rows.length} rows meet their targets`);
if (missed > 0) process.exitCode = 1;
