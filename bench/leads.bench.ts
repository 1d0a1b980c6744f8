// Lead throughput: submits enquiries to the built toyota app over loopback with a fixed number
// of concurrent shoppers and prints accepted leads per second and latency percentiles.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, startApp } from '../server-tests/app-server';

const PORT = 3192;
const host = `swan-valley-toyota.localhost:${PORT}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-leads-bench-'));
// the per-site rate limit is lifted so the figure is the app's capacity, not the limit
const app = await startApp('toyota', PORT, dataDir, host, {
  LEAD_RATE_PER_SITE: '1000000',
  LEAD_RATE_PER_IP: '1000000',
});
const body = JSON.stringify({
  form: 'general-enquiry',
  values: {
    name: 'Mia',
    last_name: 'Wilson',
    postcode: '6056',
    phone: '0434 567 890',
    email: 'mia.wilson@example.com.au',
    message: 'Please call me about finance options.',
    category: 'General Enquiry',
    location_id: 30101,
  },
});
const latencies: number[] = [];
const statuses = new Map<number, number>();
let sequence = 0;
const deadline = performance.now() + seconds * 1000;
async function shopper(id: number) {
  while (performance.now() < deadline) {
    const n = (sequence += 1);
    const started = performance.now();
    const r = await request(PORT, host, 'POST', '/api/leads', body, {
      'content-type': 'application/json',
      origin: `http://${host}`,
      'idempotency-key': `bench-${id}-${n}-${Date.now()}`,
      'x-forwarded-for': `10.2.${n % 250}.${Math.floor(n / 250) % 250}`, // many shoppers, not one flooding IP
    });
    latencies.push(performance.now() - started);
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, (_, i) => shopper(i)));
const elapsed = (performance.now() - started) / 1000;
await app.stop();
latencies.sort((a, b) => a - b);
const p = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
const accepted = statuses.get(201) ?? 0;
console.log(
  `Lead submissions (${concurrency} concurrent, ${elapsed.toFixed(1)} s, embedded PGlite store)`,
);
console.log(`  accepted: ${accepted} (${(accepted / elapsed).toFixed(0)} leads/s)`);
console.log(`  statuses: ${[...statuses].map(([s, n]) => `${s}x${n}`).join(', ')}`);
console.log(`  latency: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms`);
fs.rmSync(dataDir, { recursive: true, force: true });
