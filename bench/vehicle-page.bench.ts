// Vehicle page performance: Lighthouse (mobile emulation) on a vehicle page of each built
// template app, and the page's first-load JavaScript, gzipped. Prints the figures against the
// targets (performance >= 95, LCP <= 2.0 s, CLS 0.00, TBT <= 150 ms, JS <= 130 KB gzipped).
// Medians of BENCH_LIGHTHOUSE_RUNS runs (5 by default): single runs on a small machine move by
// tens of points. Beside each vehicle page it measures the same app's plainest page (/success),
// the floor that React, Next.js and the site frame set on the machine at hand.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium';
import { request, startApp } from '../server-tests/app-server';

const chromePath = process.env.CHROME_PATH || chromiumPath;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

const apps = [
  { template: 'generic', site: 'harbour-city-cars', port: 3193 },
  { template: 'toyota', site: 'swan-valley-toyota', port: 3194 },
  { template: 'caravan', site: 'sunshine-coast-caravans', port: 3195 },
];

/** An in-stock vehicle of the site with photos, found through the site's own search. */
async function vehiclePath(port: number, host: string): Promise<string> {
  const answer = await request(
    port,
    host,
    'POST',
    '/api/search/multi-search',
    JSON.stringify({
      queries: [
        {
          indexUid: 'stock',
          filter: 'status = in_stock AND photos_count > 3',
          limit: 1,
          attributesToRetrieve: ['slug'],
        },
      ],
    }),
    { 'content-type': 'application/json' },
  );
  const body = answer.json() as { results: { hits: { slug: string }[] }[] };
  const slug = body.results[0]?.hits[0]?.slug;
  if (!slug) throw new Error(`no vehicle found on ${host}`);
  return `/cars/${slug}`;
}

/**
 * The JavaScript a first visit loads: every script of the page's HTML, gzipped. Scripts marked
 * `nomodule` (legacy polyfills) are left out: a current browser neither fetches nor runs them.
 */
async function firstLoadScripts(port: number, host: string, pathname: string) {
  const html = (await request(port, host, 'GET', pathname)).body;
  const sources = new Set(
    [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
      .filter((m) => !/nomodule/i.test(`${m[1]} ${m[3]}`))
      .map((m) => m[2]!),
  );
  const files = new Map<string, { raw: number; gzipped: number }>();
  for (const src of sources) {
    const file = await request(port, host, 'GET', src);
    files.set(src, {
      raw: Buffer.byteLength(file.body),
      gzipped: zlib.gzipSync(file.body, { level: 9 }).length,
    });
  }
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .join('');
  return { files, inlineGzipped: zlib.gzipSync(inline).length };
}

/**
 * The vehicle page's first-load JavaScript, and how much of it is the framework (React and the
 * Next.js runtime): the scripts the app's plain not-found page (no site, no components of ours)
 * loads too.
 */
async function firstLoadJs(port: number, pathname: string, host: string) {
  const page = await firstLoadScripts(port, host, pathname);
  const bare = await firstLoadScripts(port, `localhost:${port}`, '/no-such-page');
  const sum = (files: Iterable<{ raw: number; gzipped: number }>, key: 'raw' | 'gzipped') =>
    [...files].reduce((total, f) => total + f[key], 0);
  const framework = [...page.files].filter(([src]) => bare.files.has(src)).map(([, f]) => f);
  return {
    files: page.files.size,
    raw: sum(page.files.values(), 'raw'),
    gzipped: sum(page.files.values(), 'gzipped'),
    frameworkGzipped: sum(framework, 'gzipped'),
    inlineGzipped: page.inlineGzipped,
  };
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[values.length >> 1]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Lighthouse's performance figures of a page, `runs` times (the medians are reported). */
async function lighthouseRuns(url: string) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const audits = result.lhr.audits;
    results.push({
      score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    });
  }
  return results;
}

const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-vehicle-bench-'));
// Chromium's own browser pages (the omnibox popup, preloaded in a renderer of its own even
// when headless) would take CPU from the page under test on a 2-core machine: they are turned
// off, next to the features Lighthouse's launcher already turns off.
const ownFeaturesOff = ['PreloadTopChromeWebUI', 'WebUIOmniboxAimPopup'];
const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `${flag},${ownFeaturesOff.join(',')}` : flag,
);
const chrome = await chromeLauncher.launch({
  chromePath,
  ignoreDefaultFlags: true,
  chromeFlags: [...launcherFlags, ...chromiumArgs],
});
let failed = false;
try {
  for (const app of apps) {
    const host = `${app.site}.localhost:${app.port}`;
    const running = await startApp(app.template, app.port, path.join(dataRoot, app.template), host);
    try {
      const pathname = await vehiclePath(app.port, host);
      const url = `http://${host}${pathname}`;
      // a warm-up visit, as a returning server would have (caches, the search index)
      await request(app.port, host, 'GET', pathname);
      const results = await lighthouseRuns(url);
      // the same app's plainest page (header, a message, footer): what React, Next.js and the
      // site frame cost on this machine before any vehicle part is added
      const floor = await lighthouseRuns(`http://${host}/success`);
      const js = await firstLoadJs(app.port, pathname, host);
      const score = median(results.map((r) => r.score));
      const lcp = median(results.map((r) => r.lcp));
      const cls = median(results.map((r) => r.cls));
      const tbt = median(results.map((r) => r.tbt));
      const fcp = median(results.map((r) => r.fcp));
      const pass =
        score >= 95 && lcp <= 2000 && cls < 0.005 && tbt <= 150 && js.gzipped <= 130 * 1024;
      failed ||= !pass;
      console.log(`${app.template} ${pathname} (Lighthouse ${runs} run(s), mobile emulation)`);
      console.log(
        `  performance ${score}, LCP ${(lcp / 1000).toFixed(2)} s, CLS ${cls.toFixed(2)}, ` +
          `TBT ${tbt.toFixed(0)} ms, FCP ${(fcp / 1000).toFixed(2)} s`,
      );
      console.log(
        `  the app's plain /success page: performance ${median(floor.map((r) => r.score))}, ` +
          `TBT ${median(floor.map((r) => r.tbt)).toFixed(0)} ms, ` +
          `LCP ${(median(floor.map((r) => r.lcp)) / 1000).toFixed(2)} s`,
      );
      console.log(
        `  first-load JS: ${js.files} files, ${kb(js.gzipped)} gzipped (${kb(js.raw)} raw), ` +
          `inline ${kb(js.inlineGzipped)} gzipped; of it the framework (React, Next.js) ` +
          `${kb(js.frameworkGzipped)}, the page's own code ${kb(js.gzipped - js.frameworkGzipped)}  ` +
          `${pass ? 'meets the targets' : 'MISSES a target'}`,
      );
    } finally {
      await running.stop();
    }
  }
} finally {
  chrome.kill();
  fs.rmSync(dataRoot, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
