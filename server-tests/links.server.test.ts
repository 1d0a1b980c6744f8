import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CrawledPage, crawlSite } from './crawl';
import { type RunningApp, startApp } from './app-server';

// A link on a page is a promise: a shopper's walk through each demo site, from its home page
// through every internal link (header, footer, buttons, cards) to three clicks deep, finds no
// link that leads nowhere (a 404) or to a failure (a 5xx); and the finance and trade-in pages
// are among those it reaches.

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

const broken = (pages: Map<string, CrawledPage>) =>
  [...pages.values()]
    .filter((page) => page.status === 404 || page.status >= 500)
    .map((page) => `${page.url} answered ${page.status} (linked from ${page.from})`);

// The three apps are walked at the same time (each is a process of its own).
describe.concurrent('links on the demo sites', () => {
  for (const { template, slugs, port } of sites) {
    it(`${template}: no link leads to a 404 or a 5xx, to three clicks deep`, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dealer-links-${template}-`));
      const first = `${slugs[0]}.localhost:${port}`;
      apps.push(await startApp(template, port, dataDir, first));
      for (const slug of slugs) {
        const pages = await crawlSite(port, `${slug}.localhost:${port}`, { maxDepth: 3 });
        const linked = [...pages.keys()].filter((url) => financeOrTradeIn.test(url));
        // the walk reached them: the header's links and the vehicle pages' buttons
        expect(linked.length, `${slug} links to no finance or trade-in page`).toBeGreaterThan(0);
        expect(broken(pages), slug).toEqual([]);
        // every site's footer links were among them, and each answered
        for (const footer of [
          '/sitemap.xml',
          '/privacy-policy',
          '/terms-and-conditions',
          '/pages/complaint-handling-process',
        ])
          expect(pages.get(footer)?.status, `${slug} ${footer}`).toBe(200);
      }
    }, 420_000);
  }
});
