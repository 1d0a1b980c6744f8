// Search benchmark: a realistic query mix against the embedded engine at 2,000, 20,000 and
// 100,000 cars. Prints index build time, the index's own heap, the process heap (documents
// included) and p50/p95 latency per query kind.
// Targets (issue: stock search): p95 <= 10 ms per multi-search at 20,000 cars, <= 50 ms at
// 100,000; heap <= 300 MB at 100,000.
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { generateDemoData } from '../platform/src/demo';
import { type Car } from '../platform/src/domain';
import { siteSearchRules } from '../platform/src/domain/site-search-rules';
import { stockDocument } from '../platform/src/domain/stock-document';
import { createSearchMemo, SearchIndex, stockIndexSettings } from '../platform/src/search';

const now = new Date('2026-11-22T00:00:00Z');
const base = getSiteBySlug('southern-cross-motors') as Site;
const source = generateDemoData(base, { now });
const sizes = (process.env.BENCH_SIZES ?? '2000,20000,100000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 200);

function documents(count: number) {
  const locations = new Map(source.locations.map((l) => [l.id, l]));
  const dealerships = new Map(base.dealerships.map((d) => [d.id, d]));
  return Array.from({ length: count }, (_, i) => {
    const car = source.cars[i % source.cars.length]!;
    const copy: Car = { ...car, id: 900_000_000 + i, stocknum: `B${i}`, km: car.km + (i % 997) };
    return stockDocument(copy, {
      dealership: dealerships.get(car.dealershipId)!,
      location: locations.get(car.locationId)!,
    });
  });
}

const terms = [
  'toyota',
  'ranger',
  'hybrid',
  'corola',
  'white',
  'cx-5',
  'gx',
  'diesel',
  'kia',
  'suv',
];
const makes = ['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia', 'Mitsubishi'];
const bodies = ['Wagon', 'Hatchback', 'Double Cab Pick Up', 'Sedan'];

/** text + 3 facets + 2 ranges + sort, as the search page sends it */
function mainQuery(i: number) {
  return {
    q: terms[i % terms.length],
    filter: [
      [`"make"="${makes[i % makes.length]}"`, `"make"="${makes[(i + 1) % makes.length]}"`],
      `"body"="${bodies[i % bodies.length]}"`,
      '"price">=5000',
      '"price"<=80000',
      '"km"<=150000',
    ],
    facets: ['make', 'model', 'body', 'price', 'km'],
    sort: [i % 2 ? 'price:asc' : 'created_at_timestamp:desc'],
    hitsPerPage: 21,
    page: 1 + (i % 3),
    attributesToHighlight: ['*'],
  };
}

/** the disjunctive multi-search of 4 queries InstantSearch sends for a refined page */
function multiSearch(i: number) {
  const main = mainQuery(i);
  return [
    main,
    {
      ...main,
      filter: main.filter.slice(1),
      facets: ['make'],
      hitsPerPage: 0,
      page: 1,
      sort: undefined,
      attributesToHighlight: undefined,
    },
    {
      ...main,
      filter: [main.filter[0]!, ...main.filter.slice(2)],
      facets: ['body'],
      hitsPerPage: 0,
      page: 1,
      sort: undefined,
      attributesToHighlight: undefined,
    },
    {
      ...main,
      q: '',
      filter: main.filter.slice(0, 2),
      facets: ['price', 'km'],
      hitsPerPage: 0,
      page: 1,
      sort: undefined,
      attributesToHighlight: undefined,
    },
  ];
}

function percentile(values: number[], p: number) {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
console.log(`Search benchmark (${runs} runs per kind; Node ${process.version})`);
console.log(
  'cars      build      index     heap      single p50/p95          multi-search(4) p50/p95',
);
for (const size of sizes) {
  const docs = documents(size);
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const index = new SearchIndex('stock', stockIndexSettings);
  index.replaceAll(docs as never);
  const build = performance.now() - started;
  globalThis.gc?.();
  const indexHeap = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  const heap = process.memoryUsage().heapUsed / 1024 / 1024;
  const site = { ...base, dealerships: base.dealerships } as Site;
  const rules = siteSearchRules(site, now);
  for (let i = 0; i < 20; i += 1) index.search(mainQuery(i) as never, rules); // warm up
  const single: number[] = [];
  const multi: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    let t = performance.now();
    index.search(mainQuery(i) as never, rules);
    single.push(performance.now() - t);
    t = performance.now();
    const memo = createSearchMemo();
    for (const query of multiSearch(i)) index.search(query as never, rules, memo);
    multi.push(performance.now() - t);
  }
  console.log(
    `${String(size).padEnd(9)} ${fmt(build).padEnd(10)} ${`${indexHeap.toFixed(0)} MB`.padEnd(9)} ${`${heap.toFixed(0)} MB`.padEnd(9)} ${`${fmt(percentile(single, 50))} / ${fmt(percentile(single, 95))}`.padEnd(23)} ${fmt(percentile(multi, 50))} / ${fmt(percentile(multi, 95))}`,
  );
}
