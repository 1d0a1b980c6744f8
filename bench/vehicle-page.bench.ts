// Vehicle page performance: Lighthouse (mobile emulation) on a vehicle page of each built
// template app, and the page's first-load JavaScript, gzipped. Prints the figures against the
// targets (performance >= 95, LCP <= 2.0 s, CLS 0.00, TBT <= 150 ms, JS <= 130 KB gzipped).
// Medians of BENCH_LIGHTHOUSE_RUNS runs (5 by default): single runs on a small machine move by
// tens of points. Beside each vehicle page it measures the same app's plainest page (/success),
// the floor that React, Next.js and the site frame set on the machine at hand.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../chromium';
import { firstLoadJs, kb, launchChromium, lighthouseRunsOf, median } from './page-measures';
import { stockHits } from './site-search';
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
  const [hit] = await stockHits<{ slug: string }>(port, host, {
    filter: 'status = in_stock AND photos_count > 3',
    limit: 1,
    attributesToRetrieve: ['slug'],
  });
  if (!hit) throw new Error(`no vehicle found on ${host}`);
  return `/cars/${hit.slug}`;
}

const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-vehicle-bench-'));
const chrome = await launchChromium(chromePath);
const lighthouseRuns = (url: string) => lighthouseRunsOf(chrome.port, url, runs);
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
          `inline ${kb(js.inlineGzipped)} gzipped; of it the floor (React, Next.js, the site frame: ` +
          `what /success loads) ${kb(js.frameworkGzipped)}, the page's own code ` +
          `${kb(js.gzipped - js.frameworkGzipped)}  ` +
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
