import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { createLeadRepository } from '../../store/lead-repository';
import { createStockRepository } from '../../store/stock-repository';
import { createLeadService, MAX_DELIVERY_ATTEMPTS } from './lead-service';
import { createDeliveryTransport, type WebhookPost } from './transports';

// Exactly-once delivery: two delivery loops (on PostgreSQL, two connection pools, as two
// processes would have) work one outbox against a webhook that is slow and often fails. Every
// lead reaches the webhook successfully exactly once; a delivery that always fails is given up
// after the maximum attempts and can be put back by hand. The webhook is a local HTTP server:
// the transport resolves its https host to a public address and the post goes to the server.

const toyota = getSiteBySlug('swan-valley-toyota') as Site;
const SECRET = 'test-webhook-secret';
const LEADS = 60;
const start = new Date('2026-11-24T00:00:00Z');
const WEBHOOK_HOST = 'crm.exactly-once.example';

interface Webhook {
  port: number;
  /** 2xx answers sent, by Idempotency-Key (the lead id) */
  accepted: Map<string, number>;
  attempts: number;
  /** posts whose signature, timestamp or Idempotency-Key did not check out */
  badPosts: number;
  /** posts that came in while another post of the same lead was still being answered */
  overlapping: number;
  close(): Promise<void>;
}

function signatureChecksOut(header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const t = Number(parts.t);
  const expected = createHmac('sha256', SECRET).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 === expected && Math.abs(Date.now() / 1000 - t) < 300;
}

/** A webhook that takes 5 to 60 ms, fails a third of the posts, and always fails /always-fail. */
async function startWebhook(): Promise<Webhook> {
  const accepted = new Map<string, number>();
  const inFlight = new Set<string>();
  const counts = { attempts: 0, badPosts: 0, overlapping: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      counts.attempts += 1;
      const body = Buffer.concat(chunks).toString('utf8');
      const key = String(req.headers['idempotency-key']);
      const signed = signatureChecksOut(String(req.headers['x-dealer-signature'] ?? ''), body);
      if (!signed || (JSON.parse(body) as { lead_id: string }).lead_id !== key) {
        counts.badPosts += 1;
      }
      if (inFlight.has(key)) counts.overlapping += 1;
      inFlight.add(key);
      const fail = req.url === '/always-fail' || counts.attempts % 3 === 0;
      setTimeout(
        () => {
          inFlight.delete(key);
          if (fail) {
            res.writeHead(503).end();
            return;
          }
          accepted.set(key, (accepted.get(key) ?? 0) + 1);
          res.writeHead(200).end('{}');
        },
        5 + (counts.attempts % 12) * 5,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    accepted,
    get attempts() {
      return counts.attempts;
    },
    get badPosts() {
      return counts.badPosts;
    },
    get overlapping() {
      return counts.overlapping;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Test double of the https post: the same request, over plain HTTP to the local webhook. */
function postToLocalServer(port: number): WebhookPost {
  return ({ url, headers, body }) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path: url.pathname, method: 'POST', headers },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0 });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

/** A database of its own on the test server, so other test files' leads stay out of the way. */
async function freshPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dealer_once_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name}`);
      await again.end();
    },
  };
}

interface Backend {
  handles: [DatabaseHandle, DatabaseHandle];
  close(): Promise<void>;
}

const backends: [string, () => Promise<Backend>][] = [
  [
    'PGlite (two loops in one process)',
    async () => {
      const one = await openDatabase({
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-exactly-once-')),
      });
      return { handles: [one, one], close: () => one.close() };
    },
  ],
];
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  backends.push([
    'PostgreSQL (two connection pools, as two processes)',
    async () => {
      const database = await freshPostgresDatabase(testDatabaseUrl);
      const first = await openDatabase({ databaseUrl: database.url });
      const second = await openDatabase({ databaseUrl: database.url });
      return {
        handles: [first, second],
        async close() {
          await first.close();
          await second.close();
          await database.drop();
        },
      };
    },
  ]);
}

const values = {
  name: 'Jack',
  last_name: 'Brown',
  postcode: '6062',
  phone: '0423 456 789',
  email: 'jack.brown@example.com.au',
  message: 'Please call me back.',
  category: 'General Enquiry',
  location_id: 30201,
};

describe.each(backends)('lead delivery on %s', (_name, open) => {
  let backend: Backend;
  let webhook: Webhook;
  let a: ReturnType<typeof createLeadService>;
  let b: ReturnType<typeof createLeadService>;
  let outboxDir: string;

  beforeAll(async () => {
    backend = await open();
    await loadDemoSite(backend.handles[0].db, toyota, start);
    webhook = await startWebhook();
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-exactly-once-outbox-'));
    [a, b] = backend.handles.map((handle) =>
      createLeadService({
        leads: createLeadRepository(handle.db),
        stock: createStockRepository(handle.db),
        outboxDir,
        ipHashKey: 'test-ip-key',
      }),
    ) as [typeof a, typeof b];
  }, 60_000);

  afterAll(async () => {
    await webhook?.close();
    await backend?.close();
  });

  it('delivers every lead to the webhook exactly once, and gives up on one that always fails', async () => {
    const site: Site = {
      ...toyota,
      leads: { ...toyota.leads, webhookUrl: `https://${WEBHOOK_HOST}/leads` },
    };
    const failingSite: Site = {
      ...toyota,
      leads: { ...toyota.leads, webhookUrl: `https://${WEBHOOK_HOST}/always-fail` },
    };
    const leadIds: string[] = [];
    for (let i = 0; i < LEADS; i += 1) {
      const stored = await a.submit(
        site,
        { form: 'general-enquiry', values },
        { idempotencyKey: `once-lead-${i}`, ip: '198.51.100.7', now: start },
      );
      leadIds.push(stored.leadId);
    }
    const doomed = await a.submit(
      failingSite,
      { form: 'general-enquiry', values },
      { idempotencyKey: 'doomed-lead', now: start },
    );

    const transport = createDeliveryTransport({
      lookup: async (host) => (host === WEBHOOK_HOST ? [{ address: '203.0.113.10' }] : []),
      post: postToLocalServer(webhook.port),
      env: { LEAD_WEBHOOK_SECRET: SECRET },
    });
    // both loops at once, round after round, with the clock moving past the retry delays
    let clock = start.getTime();
    for (let round = 0; round < 40; round += 1) {
      const now = new Date(clock);
      await Promise.all([a.deliverDue(site, transport, now), b.deliverDue(site, transport, now)]);
      clock += 301_000;
      const pending = (await Promise.all([...leadIds, doomed.leadId].map((id) => a.deliveries(id))))
        .flat()
        .filter((d) => d.status === 'pending');
      if (pending.length === 0) break;
    }

    expect(webhook.badPosts).toBe(0);
    expect(webhook.overlapping).toBe(0);
    expect(webhook.attempts).toBeGreaterThan(LEADS); // some posts failed and were retried
    for (const id of leadIds) expect(webhook.accepted.get(id), id).toBe(1);
    expect(webhook.accepted.size).toBe(LEADS);
    for (const id of leadIds) {
      const deliveries = await a.deliveries(id);
      expect(deliveries.map((d) => d.status)).toEqual(['delivered', 'delivered']);
      expect(deliveries.every((d) => d.claimedBy === null)).toBe(true);
    }
    expect(fs.readdirSync(path.join(outboxDir, toyota.slug))).toHaveLength(LEADS + 1);

    const [given] = (await a.deliveries(doomed.leadId)).filter((d) => d.destination === 'webhook');
    expect(given!.status).toBe('failed');
    expect(given!.attempts).toBe(MAX_DELIVERY_ATTEMPTS);
    expect(given!.lastError).toBe('The webhook answered 503.');
    const attemptsBefore = webhook.attempts;
    await a.deliverDue(site, transport, new Date(clock + 86_400_000)); // a day later: not retried
    expect(webhook.attempts).toBe(attemptsBefore);

    const failed = await b.failedDeliveries(site);
    expect(failed.map(({ delivery }) => delivery.id)).toEqual([given!.id]);
    expect(await b.retryDelivery(site, given!.id, new Date(clock))).toBe(true);
    const [back] = (await a.deliveries(doomed.leadId)).filter((d) => d.destination === 'webhook');
    expect(back).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(await b.retryDelivery(site, given!.id, new Date(clock))).toBe(false); // no longer failed
    expect(await b.retryDelivery(site, leadIds[0]!, new Date(clock))).toBe(false); // not a delivery id
  }, 60_000);

  it('takes over a delivery whose loop died once its lease runs out; only the holder can mark it', async () => {
    const repository = createLeadRepository(backend.handles[1].db);
    // before the delivery put back above is due again, so this lead is the only one due
    const at = new Date('2026-11-20T00:00:00Z');
    const { leadId } = await a.submit(
      toyota,
      { form: 'general-enquiry', values },
      { idempotencyKey: 'crashed-loop-lead', now: at },
    );
    const leaseEnds = new Date(at.getTime() + 300_000);
    const [held] = await repository.claimDueDeliveries(toyota.slug, 'dead-loop', at, leaseEnds, 50);
    expect(held?.lead.id).toBe(leadId);
    // the loop that claimed it is gone; while its lease lasts no one else sends the delivery
    const during = new Date(at.getTime() + 60_000);
    expect(
      await repository.claimDueDeliveries(toyota.slug, 'live-loop', during, leaseEnds, 50),
    ).toEqual([]);
    const transport = createDeliveryTransport();
    expect((await b.deliverDue(toyota, transport, during)).delivered).toBe(0);
    expect(await repository.markDelivered(held!.delivery.id, 'live-loop', 1, during)).toBe(false);
    // after the lease, a live loop takes it over and the dead loop's claim is worth nothing
    const after = new Date(leaseEnds.getTime() + 1_000);
    expect((await b.deliverDue(toyota, transport, after)).delivered).toBe(1);
    expect(await repository.markDelivered(held!.delivery.id, 'dead-loop', 1, after)).toBe(false);
    await repository.markAttemptFailed(held!.delivery.id, 'dead-loop', {
      attempts: 1,
      error: 'late',
      nextAttemptAt: after,
      gaveUp: true,
    });
    expect(await a.deliveries(leadId)).toMatchObject([
      { status: 'delivered', attempts: 1, lastError: null, claimedBy: null },
    ]);
  });

  it('sends no claimed delivery that could outlast its lease, and gives those back at once', async () => {
    // earlier than anything the other tests left due, so only these three leads are due
    const at = new Date('2026-11-19T00:00:00Z');
    const leadIds: string[] = [];
    for (const n of [1, 2, 3]) {
      const stored = await a.submit(
        toyota,
        { form: 'general-enquiry', values },
        { idempotencyKey: `lease-lead-${n}`, now: at },
      );
      leadIds.push(stored.leadId);
    }
    const sent: string[] = [];
    let stalled = false;
    const stallingOnce = {
      deliver: async (_delivery: unknown, lead: { id: string }) => {
        sent.push(lead.id);
        if (!stalled) {
          stalled = true; // the first send takes most of the lease
          vi.setSystemTime(Date.now() + 290_000);
        }
      },
    };
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const first = await a.deliverDue(toyota, stallingOnce, new Date(at.getTime() + 1_000));
      expect(first).toEqual({ delivered: 1, failed: 0 });
      const waiting = (await Promise.all(leadIds.map((id) => a.deliveries(id))))
        .flat()
        .filter((d) => d.status === 'pending');
      expect(waiting).toHaveLength(2);
      expect(waiting.every((d) => d.claimedBy === null && d.claimedUntil === null)).toBe(true);
      const second = await b.deliverDue(toyota, stallingOnce, new Date(at.getTime() + 2_000));
      expect(second).toEqual({ delivered: 2, failed: 0 });
    } finally {
      vi.useRealTimers();
    }
    expect(sent.toSorted()).toEqual(leadIds.toSorted());
  });

  it('refuses an Idempotency-Key reused with a different form, and keeps a true retry', async () => {
    const mia = { ...values, name: 'Mia', last_name: 'Chen', email: 'mia.chen@example.com.au' };
    const key = 'reused-key-1';
    const first = await a.submit(
      toyota,
      { form: 'general-enquiry', values: mia },
      { idempotencyKey: key },
    );
    const again = await b.submit(
      toyota,
      { form: 'general-enquiry', values: mia },
      { idempotencyKey: key },
    );
    expect(again).toEqual({ leadId: first.leadId, duplicate: true });
    await expect(
      a.submit(
        toyota,
        { form: 'general-enquiry', values: { ...mia, message: 'Something else' } },
        { idempotencyKey: key },
      ),
    ).rejects.toMatchObject({
      status: 422,
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different form.',
    });
    expect((await a.list(toyota)).filter((lead) => lead.idempotencyKey === key)).toHaveLength(1);
  });
});
