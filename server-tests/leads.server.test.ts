import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { openDatabase } from '../platform/src/store/database';
import { leads } from '../platform/src/store/schema';
import { request, type RunningApp, startApp } from './app-server';

// The lead guarantees, against the built toyota app: a lead that got a success answer survives
// the server being killed, a retry with the same key is never stored twice, and malformed
// input is always a 4xx.

const PORT = 3191;
const site = getSiteBySlug('swan-valley-toyota') as Site;
const host = `${site.slug}.localhost:${PORT}`;
const origin = `http://${host}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-leads-server-'));
let app: RunningApp | null = null;

const contact = {
  name: 'Jack',
  last_name: 'Brown',
  postcode: '6062',
  phone: '0423 456 789',
  email: 'jack.brown@example.com.au',
  message: 'Can I book a test drive on Saturday?',
  location_id: 30201,
};

function submit(
  key: string,
  body: unknown = { form: 'general-enquiry', values: { ...contact, category: 'General Enquiry' } },
) {
  return request(PORT, host, 'POST', '/api/leads', JSON.stringify(body), {
    'content-type': 'application/json',
    origin,
    'idempotency-key': key,
    'x-forwarded-for': `10.0.${key.length % 200}.${Math.floor(Math.random() * 200)}`,
  });
}

// the durability and malformed-input tests send far more than one shopper may
const generousLimits = { LEAD_RATE_PER_IP: '100000', LEAD_RATE_PER_SITE: '100000' };

afterAll(async () => {
  await app?.stop('SIGKILL');
});

describe('leads against the running app', () => {
  it('keeps every lead that got a success answer when the server is killed, and never stores a retry twice', async () => {
    app = await startApp('toyota', PORT, dataDir, host, generousLimits);
    const accepted = new Map<string, string>(); // idempotency key -> lead id
    let firstAccepted: () => void = () => {};
    const anyAccepted = new Promise<void>((resolve) => (firstAccepted = resolve));
    const sent: Promise<void>[] = [];
    for (let i = 0; i < 80; i += 1) {
      const key = `crash-test-${i}-${Date.now()}`;
      sent.push(
        submit(key).then(
          (r) => {
            if (r.status === 201 || r.status === 200) {
              accepted.set(key, (r.json() as { lead_id: string }).lead_id);
              firstAccepted();
            }
          },
          () => undefined, // the connection died with the server: the shopper saw no success
        ),
      );
      // killed half way, with leads in flight, once the app has answered one (a cold app's first
      // answer can take longer than the loop's first half on a busy machine)
      if (i === 40) {
        await anyAccepted;
        app.process.kill('SIGKILL');
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all(sent);
    await app.stop('SIGKILL');
    expect(accepted.size).toBeGreaterThan(0);

    app = await startApp('toyota', PORT, dataDir, host, generousLimits);
    for (const [key, leadId] of accepted) {
      const retry = await submit(key);
      expect(retry.status).toBe(200);
      expect(retry.json()).toMatchObject({ lead_id: leadId, duplicate: true });
    }
    await app.stop();
    app = null;

    const handle = await openDatabase({ dataDir });
    try {
      const rows = await handle.db.select().from(leads);
      for (const [key, leadId] of accepted) {
        const stored = rows.filter((row) => row.idempotencyKey === key);
        expect(stored).toHaveLength(1);
        expect(stored[0]!.id).toBe(leadId);
      }
    } finally {
      await handle.close();
    }
  }, 180_000);

  it('answers 1,000 generated malformed payloads with 4xx, never 5xx, and keeps answering', async () => {
    app = await startApp('toyota', PORT, dataDir, host, generousLimits);
    const junk = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((v) => {
        try {
          return JSON.stringify(v) ?? 'null';
        } catch {
          return '{}';
        }
      }),
      fc.record({ form: fc.string(), values: fc.anything() }).map((v) => JSON.stringify(v)),
      fc
        .record({
          form: fc.constantFrom('enquiry', 'test-drive', 'make-an-offer'),
          car_id: fc.oneof(fc.integer(), fc.string()),
          values: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
        })
        .map((v) => JSON.stringify(v)),
      fc
        .record({
          form: fc.constant('enquiry'),
          values: fc.record({
            name: fc.string(),
            postcode: fc.string(),
            phone: fc.string(),
            email: fc.string(),
            message: fc.string(),
          }),
        })
        .map((v) => JSON.stringify(v)),
    );
    const samples = fc.sample(junk, { numRuns: 1000, seed: 20261122 });
    const statuses = new Map<number, number>();
    for (const [i, body] of samples.entries()) {
      const target = i % 4 === 3 ? '/api/search/multi-search' : '/api/leads';
      const r = await request(PORT, host, 'POST', target, body, {
        'content-type': 'application/json',
        origin,
        'idempotency-key': `fuzz-${i}-abcdef`,
        'x-forwarded-for': `10.1.${i % 250}.${Math.floor(i / 250)}`,
      });
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      const why = `${target} ${body.slice(0, 200)}\n${app.stderr().slice(-2000)}`;
      expect(r.status, why).toBeGreaterThanOrEqual(400);
      expect(r.status, why).toBeLessThan(500);
    }
    const alive = await request(PORT, host, 'GET', '/api/site');
    expect(alive.status).toBe(200);
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
  }, 240_000);

  it('keeps the per-client limit when a client rotates X-Forwarded-For, and trusts it only behind a configured proxy', async () => {
    const sendFifteen = async (tag: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        const r = await request(
          PORT,
          host,
          'POST',
          '/api/leads',
          JSON.stringify({
            form: 'general-enquiry',
            values: { ...contact, category: 'General Enquiry' },
          }),
          {
            'content-type': 'application/json',
            origin,
            'idempotency-key': `spoof-${tag}-${i}-abcdef`,
            'x-forwarded-for': `198.51.100.${i + 1}`,
          },
        );
        statuses.push(r.status);
      }
      return statuses;
    };
    await app?.stop('SIGKILL');
    // no trusted proxy (the default): every request comes from this one connection (the burst
    // of 10 and next to no refill, so a slow machine's seconds between requests add no token)
    app = await startApp('toyota', PORT, dataDir, host, { LEAD_RATE_PER_IP: '0.001' });
    const direct = await sendFifteen('direct');
    // nor is its X-Forwarded-Proto: no HSTS for a client's own claim of https
    const claimed = await request(PORT, 'www.swanvalleytoyota.com.au', 'GET', '/', undefined, {
      'x-forwarded-proto': 'https',
    });
    await app.stop();
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    expect(direct.filter((s) => s === 201)).toHaveLength(10);
    expect(direct.filter((s) => s === 429)).toHaveLength(5);
    // one trusted proxy: its X-Forwarded-For entry names fifteen different shoppers
    app = await startApp('toyota', PORT, dataDir, host, { TRUSTED_PROXY_HOPS: '1' });
    const proxied = await sendFifteen('proxied');
    await app.stop();
    expect(proxied.every((s) => s === 201)).toBe(true);
  }, 120_000);
});
