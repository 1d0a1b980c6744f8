// What the page benchmarks measure: Lighthouse's performance figures (mobile emulation) and a
// page's first-load JavaScript, gzipped, with the framework's share of it.
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../chromium';
import { request } from '../server-tests/app-server';

/**
 * The JavaScript a first visit loads: every script of the page's HTML, gzipped. Scripts marked
 * `nomodule` (legacy polyfills) are left out: a current browser neither fetches nor runs them.
 */
export async function firstLoadScripts(port: number, host: string, pathname: string) {
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
 * A page's first-load JavaScript, and how much of it is the floor: the scripts the same site's
 * plainest page (/success: the site frame and a message) loads too, i.e. React, the Next.js
 * runtime and the site frame.
 */
export async function firstLoadJs(port: number, pathname: string, host: string) {
  const page = await firstLoadScripts(port, host, pathname);
  const bare = await firstLoadScripts(port, host, '/success');
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

export const median = (values: number[]) =>
  values.slice().sort((a, b) => a - b)[values.length >> 1]!;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Lighthouse's performance figures of a page, `runs` times (the medians are reported). */
export async function lighthouseRunsOf(port: number, url: string, runs: number) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(url, {
      port,
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
      /** the image bytes the page transferred (Lighthouse's resource summary) */
      imageBytes:
        (
          audits['resource-summary']?.details as
            { items?: { resourceType: string; transferSize: number }[] } | undefined
        )?.items?.find((item) => item.resourceType === 'image')?.transferSize ?? 0,
    });
  }
  return results;
}

// Chromium's own browser pages (the omnibox popup, preloaded in a renderer of its own even
// when headless) would take CPU from the page under test on a 2-core machine: they are turned
// off, next to the features Lighthouse's launcher already turns off.
const ownFeaturesOff = ['PreloadTopChromeWebUI', 'WebUIOmniboxAimPopup'];
const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `${flag},${ownFeaturesOff.join(',')}` : flag,
);
/** Debian's Chromium with Lighthouse's flags, for the measures above. */
export function launchChromium(chromePath: string) {
  return chromeLauncher.launch({
    chromePath,
    ignoreDefaultFlags: true,
    chromeFlags: [...launcherFlags, ...chromiumArgs],
  });
}
