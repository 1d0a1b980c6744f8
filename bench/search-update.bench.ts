// Search update benchmark: how long a stock change takes to reach a site's embedded index, at
// 10,000 cars in the embedded store (PGlite): a full rebuild (every car read and indexed again)
// against an update of 1 and of 100 changed cars (only those read, put in place), and where the
// two meet, which sets INDEX_REBUILD_SHARE. Prints medians; the store write itself is not
// timed. BENCH_CARS (10000) and BENCH_RUNS (9) change the size and the runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type Car } from '../platform/src/domain';
import { siteSearchRules } from '../platform/src/domain/site-search-rules';
import {
  applyStockChanges,
  EmbeddedSearch,
  SearchIndex,
  siteStockChanges,
  siteStockDocuments,
  STOCK_INDEX_UID,
  stockIndexSettings,
} from '../platform/src/search';
import { openDatabase } from '../platform/src/store/database';
import { loadDemoSite } from '../platform/src/store/demo-load';
import { createStockRepository } from '../platform/src/store/stock-repository';

const now = new Date('2026-11-22T00:00:00Z');
const site = getSiteBySlug('southern-cross-motors') as Site;
const size = Number(process.env.BENCH_CARS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 9);

const median = (values: number[]) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(work: () => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-update-bench-'));
  const handle = await openDatabase({ dataDir });
  try {
    await loadDemoSite(handle.db, site, now);
    const stock = createStockRepository(handle.db);
    const demo = await stock.listCars(site);
    const extra: Car[] = Array.from({ length: Math.max(0, size - demo.length) }, (_, i) => {
      const car = demo[i % demo.length]!;
      const id = 800_000_000 + i;
      return {
        ...car,
        id,
        slug: `${car.slug}-b${i}`,
        stocknum: `B${i}`,
        km: car.km + (i % 997),
        createdAt: new Date(car.createdAt.getTime() - (i % 5000) * 60_000),
      };
    });
    let written = await timed(() => stock.saveCars(extra, now));
    const cars = await stock.listCars(site);
    console.log(`${cars.length} cars in the store (written in ${ms(written)})`);

    const search = new EmbeddedSearch(stock, 60 * 60_000, Number.POSITIVE_INFINITY);
    await search.indexFor(site);
    const rules = siteSearchRules(site, now);
    const firstSearch = async () =>
      (await search.indexFor(site)).search({ q: '', facets: ['*'], limit: 20 }, rules);

    /** `count` cars repriced in the store (not timed), then the search side timed */
    let round = 0;
    async function change(count: number, apply: (ids: number[]) => Promise<unknown>) {
      round += 1;
      const picked = Array.from(
        { length: count },
        (_, i) => cars[(round * 7919 + i * 31) % cars.length]!,
      );
      const ids = [...new Set(picked.map((car) => car.id))];
      written = await timed(() =>
        stock.saveCars(
          picked.map((car) => ({ ...car, price: car.price + round })),
          now,
        ),
      );
      return timed(() => apply(ids));
    }

    const figures: [string, number][] = [];
    const rebuild: number[] = [];
    for (let i = 0; i < runs; i += 1) rebuild.push(await change(1, () => search.refresh(site)));
    figures.push(['full rebuild (read every car, index again)', median(rebuild)]);
    for (const count of [1, 100]) {
      const update: number[] = [];
      for (let i = 0; i < runs; i += 1)
        update.push(await change(count, (ids) => search.update(site, ids)));
      figures.push([`update of ${count} car${count === 1 ? '' : 's'}`, median(update)]);
    }
    const afterUpdate: number[] = [];
    const afterRebuild: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      await change(1, (ids) => search.update(site, ids));
      afterUpdate.push(await timed(firstSearch));
      await change(1, () => search.refresh(site));
      afterRebuild.push(await timed(firstSearch));
    }
    figures.push(['first faceted search after an update', median(afterUpdate)]);
    figures.push(['first faceted search after a rebuild', median(afterRebuild)]);

    // the index alone, without the store: what the update saves beyond the read
    const documents = await siteStockDocuments(stock, site);
    const replaceAll: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      replaceAll.push(
        await timed(() =>
          new SearchIndex(STOCK_INDEX_UID, stockIndexSettings).replaceAll(documents as never),
        ),
      );
    }
    figures.push(['  index alone: build from documents', median(replaceAll)]);
    for (const count of [1, 100]) {
      const ids = documents.slice(0, count).map((d) => d.id);
      const changes = await siteStockChanges(stock, site, ids);
      const index = await search.indexFor(site);
      const apply: number[] = [];
      for (let i = 0; i < runs; i += 1)
        apply.push(await timed(() => applyStockChanges(index, changes)));
      figures.push([`  index alone: apply ${count} changed document(s)`, median(apply)]);
    }

    console.log(`\nSearch update at ${cars.length} cars (median of ${runs} runs):`);
    for (const [what, value] of figures) console.log(`  ${what.padEnd(48)} ${ms(value)}`);

    console.log('\nWhere an update of many cars meets a rebuild:');
    for (const count of [1000, 2500, 5000, 7500, 10_000]) {
      const update: number[] = [];
      const full: number[] = [];
      for (let i = 0; i < Math.min(runs, 3); i += 1) {
        update.push(await change(count, (ids) => search.update(site, ids)));
        full.push(await change(count, () => search.refresh(site)));
      }
      console.log(
        `  ${String(count).padStart(5)} changed cars: update ${ms(median(update)).padStart(10)}, rebuild ${ms(median(full)).padStart(10)}`,
      );
    }
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
