// Search page performance on a phone: Lighthouse (mobile emulation) on /search of each built
// template app, medians of BENCH_LIGHTHOUSE_RUNS runs (5 by default), against the targets
// (performance >= 95, CLS <= 0.01, LCP <= 2.0 s, TBT <= 200 ms), and the page's own first-load
// JavaScript on top of the framework's (target <= 80 KB gzipped). Then, on a desktop window
// without throttling, the time from a facet click to the new results painted (target: p95 <=
// 100 ms), the first click (which loads the browser's search) counted on its own. Beside it,
// the same Lighthouse figures of the home page, which the search work must not slow, and of the
// plain /success page: the floor of React, the framework and the site frame on this machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions, chromiumPath } from '../chromium';
import { request, startApp } from '../server-tests/app-server';
import { firstLoadJs, kb, launchChromium, lighthouseRunsOf, median } from './page-measures';

const chromePath = process.env.CHROME_PATH || chromiumPath;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

const apps = [
  { template: 'generic', site: 'southern-cross-motors', port: 3203, facet: 'Body Type' },
  { template: 'toyota', site: 'swan-valley-toyota', port: 3204, facet: 'Body Type' },
  { template: 'caravan', site: 'sunshine-coast-caravans', port: 3205, facet: 'Type' },
];

const clicks = Number(process.env.BENCH_FACET_CLICKS ?? 30);

/**
 * Milliseconds from each facet click (the event's own time stamp) to the frame after the new
 * results are in the page: the first click, then `clicks` more, each value of the facet chosen
 * and unchosen in turn.
 */
async function facetClickTimes(url: string, facet: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const w = window as unknown as { clickTimes: number[] };
      w.clickTimes = [];
      let clickedAt: number | null = null;
      document.addEventListener('click', (event) => (clickedAt = event.timeStamp), true);
      const results = document.getElementById('search-results')!;
      new MutationObserver(() => {
        if (clickedAt === null || results.querySelector('[aria-busy="true"]')) return;
        const since = clickedAt;
        clickedAt = null;
        requestAnimationFrame(() => setTimeout(() => w.clickTimes.push(performance.now() - since)));
      }).observe(results, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    const values = page.getByRole('group', { name: facet, exact: true }).getByRole('button');
    const count = Math.min(await values.count(), 4);
    const times: number[] = [];
    for (let i = 0; i <= clicks; i += 1) {
      // each value twice in a row: chosen, then unchosen
      await values.nth(Math.floor(i / 2) % count).click();
      await page.waitForFunction(
        (n) => (window as unknown as { clickTimes: number[] }).clickTimes.length > n,
        i,
        { timeout: 10_000 },
      );
    }
    times.push(
      ...(await page.evaluate(() => (window as unknown as { clickTimes: number[] }).clickTimes)),
    );
    return { first: times[0]!, rest: times.slice(1) };
  } finally {
    await browser.close();
  }
}

const percentile = (values: number[], p: number) =>
  values.slice().sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

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
      const click = await facetClickTimes(`http://${host}/search`, app.facet);
      const clickP95 = percentile(click.rest, 0.95);
      const pass =
        score >= 95 &&
        cls <= 0.01 &&
        lcp <= 2000 &&
        tbt <= 200 &&
        own <= 80 * 1024 &&
        clickP95 <= 100;
      failed ||= !pass;
      console.log(`${app.template} /search (Lighthouse ${runs} run(s), mobile emulation)`);
      console.log(
        `  performance ${score}, LCP ${(lcp / 1000).toFixed(2)} s, CLS ${cls.toFixed(3)}, ` +
          `TBT ${tbt.toFixed(0)} ms; first-load JS ${kb(js.gzipped)} gzipped, of it the page's own ` +
          `(beyond what the plain /success page loads) ` +
          `${kb(own)}`,
      );
      console.log(
        `  facet click to painted results (desktop, no throttling): first ${click.first.toFixed(0)} ms ` +
          `(loads the browser's search), then median ${percentile(click.rest, 0.5).toFixed(0)} ms, ` +
          `p95 ${clickP95.toFixed(0)} ms over ${click.rest.length} clicks  ${pass ? 'meets the targets' : 'MISSES a target'}`,
      );
      await request(app.port, host, 'GET', '/');
      const home = await lighthouseRunsOf(chrome.port, `http://${host}/`, runs);
      const homeJs = await firstLoadJs(app.port, '/', host);
      console.log(
        `  home / (Lighthouse ${runs} run(s)): performance ${median(home.map((r) => r.score))}, ` +
          `LCP ${(median(home.map((r) => r.lcp)) / 1000).toFixed(2)} s, ` +
          `CLS ${median(home.map((r) => r.cls)).toFixed(3)}, TBT ${median(home.map((r) => r.tbt)).toFixed(0)} ms; ` +
          `first-load JS ${kb(homeJs.gzipped)} gzipped`,
      );
      // the floor: the plainest page (the site frame and a message), what React, the framework
      // and the frame alone score on this machine; the pages above cannot score better
      const floor = await lighthouseRunsOf(chrome.port, `http://${host}/success`, runs);
      console.log(
        `  floor /success (Lighthouse ${runs} run(s)): performance ${median(floor.map((r) => r.score))}, ` +
          `LCP ${(median(floor.map((r) => r.lcp)) / 1000).toFixed(2)} s, ` +
          `TBT ${median(floor.map((r) => r.tbt)).toFixed(0)} ms; first-load JS ${kb(js.frameworkGzipped)} gzipped`,
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
