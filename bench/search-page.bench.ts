// Search page performance on a phone: Lighthouse (mobile emulation) on /search of each built
// template app, medians of BENCH_LIGHTHOUSE_RUNS runs (5 by default), against the targets
// (performance >= 95, CLS <= 0.01, LCP <= 2.0 s, TBT <= 200 ms), and the page's own first-load
// JavaScript on top of the framework's (target <= 80 KB gzipped).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../chromium';
import { request, startApp } from '../server-tests/app-server';
import { firstLoadJs, kb, launchChromium, lighthouseRunsOf, median } from './page-measures';

const chromePath = process.env.CHROME_PATH || chromiumPath;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

const apps = [
  { template: 'generic', site: 'southern-cross-motors', port: 3203 },
  { template: 'toyota', site: 'swan-valley-toyota', port: 3204 },
  { template: 'caravan', site: 'sunshine-coast-caravans', port: 3205 },
];

const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-search-bench-'));
const chrome = await launchChromium(chromePath);
let failed = false;
try {
  for (const app of apps) {
    const host = `${app.site}.localhost:${app.port}`;
    const running = await startApp(app.template, app.port, path.join(dataRoot, app.template), host);
    try {
      await request(app.port, host, 'GET', '/search'); // warm: the search index is built
      const results = await lighthouseRunsOf(chrome.port, `http://${host}/search`, runs);
      const js = await firstLoadJs(app.port, '/search', host);
      const score = median(results.map((r) => r.score));
      const lcp = median(results.map((r) => r.lcp));
      const cls = median(results.map((r) => r.cls));
      const tbt = median(results.map((r) => r.tbt));
      const own = js.gzipped - js.frameworkGzipped;
      const pass = score >= 95 && cls <= 0.01 && lcp <= 2000 && tbt <= 200 && own <= 80 * 1024;
      failed ||= !pass;
      console.log(`${app.template} /search (Lighthouse ${runs} run(s), mobile emulation)`);
      console.log(
        `  performance ${score}, LCP ${(lcp / 1000).toFixed(2)} s, CLS ${cls.toFixed(3)}, ` +
          `TBT ${tbt.toFixed(0)} ms; first-load JS ${kb(js.gzipped)} gzipped, of it the page's own ` +
          `(beyond what the plain /success page loads) ` +
          `${kb(own)}  ${pass ? 'meets the targets' : 'MISSES a target'}`,
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
