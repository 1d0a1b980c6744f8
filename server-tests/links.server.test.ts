import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CrawledPage, crawlSite } from './crawl';
import { type RunningApp, startApp } from './app-server';

// A link on a page is a promise: a shopper's walk through each demo site, from its home page
// through every internal link to three clicks deep, finds no link to the finance and trade-in
// pages (the header's, the footer's, every vehicle page's Trade-In button and calculator link)
// that leads nowhere.

const sites = [
  { template: 'generic', slugs: ['southern-cross-motors', 'harbour-city-cars'], port: 3209 },
  { template: 'toyota', slugs: ['swan-valley-toyota'], port: 3210 },
  { template: 'caravan', slugs: ['sunshine-coast-caravans'], port: 3211 },
] as const;

/** The paths of the finance and trade-in pages, wherever a link to one is found. */
const financeOrTradeIn =
  /^\/(finance|finance-enquiry|apply-for-finance|car-finance|trade-in|sell-my-car|sell-your-car|cars\/trade-in)(\?|$)/;

const apps: RunningApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
});

const broken = (pages: Map<string, CrawledPage>, covered: RegExp) =>
  [...pages.values()]
    .filter((page) => covered.test(page.url) && page.status !== 200)
    .map((page) => `${page.url} answered ${page.status} (linked from ${page.from})`);

describe('links on the demo sites', () => {
  for (const { template, slugs, port } of sites) {
    it(`${template}: every link to a finance or trade-in page leads to one`, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dealer-links-${template}-`));
      const first = `${slugs[0]}.localhost:${port}`;
      apps.push(await startApp(template, port, dataDir, first));
      for (const slug of slugs) {
        const pages = await crawlSite(port, `${slug}.localhost:${port}`, { maxDepth: 3 });
        const linked = [...pages.keys()].filter((url) => financeOrTradeIn.test(url));
        // the walk reached them: the header's links and the vehicle pages' buttons
        expect(linked.length, `${slug} links to no finance or trade-in page`).toBeGreaterThan(0);
        expect(broken(pages, financeOrTradeIn), slug).toEqual([]);
      }
    }, 240_000);
  }
});
