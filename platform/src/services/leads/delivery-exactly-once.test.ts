import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { openDatabase, type DatabaseHandle } from '../../store/database';
import { loadDemoSite } from '../../store/demo-load';
import { createLeadRepository } from '../../store/lead-repository';
import { createStockRepository } from '../../store/stock-repository';
import { createLeadService, MAX_DELIVERY_ATTEMPTS } from './lead-service';
import { createDeliveryTransport } from './transports';

// Exactly-once delivery: two delivery loops (on PostgreSQL, two connection pools, as two
// processes would have) work one outbox against a webhook that is slow and often fails. Every
// lead reaches the webhook successfully exactly once; a delivery that always fails is given up
// after the maximum attempts and can be put back by hand.

const toyota = getSiteBySlug('swan-valley-toyota') as Site;
const SECRET = 'test-webhook-secret';
const LEADS = 60;
const start = new Date('2026-11-24T00:00:00Z');

interface Webhook {
  url: string;
  /** 2xx answers sent, by Idempotency-Key (the lead id) */
  accepted: Map<string, number>;
  attempts: number;
  badSignatures: number;
  close(): Promise<void>;
}

/** A webhook that takes 5 to 60 ms, fails a third of the posts, and always fails /always-fail. */
async function startWebhook(): Promise<Webhook> {
  const accepted = new Map<string, number>();
  let attempts = 0;
  let badSignatures = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      attempts += 1;
      const body = Buffer.concat(chunks).toString('utf8');
      const [t, v1] = String(req.headers['x-dealer-signature'] ?? '')
        .split(',')
        .map((part) => part.split('=')[1]);
      const expected = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
      if (v1 !== expected) badSignatures += 1;
      const key = String(req.headers['idempotency-key']);
      const fail = req.url === '/always-fail' || attempts % 3 === 0;
      setTimeout(
        () => {
          if (fail) {
            res.writeHead(503).end();
            return;
          }
          accepted.set(key, (accepted.get(key) ?? 0) + 1);
          res.writeHead(200).end('{}');
        },
        5 + (attempts % 12) * 5,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    get attempts() {
      return attempts;
    },
    get badSignatures() {
      return badSignatures;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const backends: [string, () => Promise<[DatabaseHandle, DatabaseHandle]>][] = [
  [
    'PGlite (two loops in one process)',
    async () => {
      const one = await openDatabase({
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-exactly-once-')),
      });
      return [one, one];
    },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  backends.push([
    'PostgreSQL (two connection pools, as two processes)',
    async () => [
      await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL }),
      await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL }),
    ],
  ]);
}

describe.each(backends)('lead delivery on %s', (_name, open) => {
  let handles: [DatabaseHandle, DatabaseHandle];
  let webhook: Webhook;

  beforeAll(async () => {
    handles = await open();
    await loadDemoSite(handles[0].db, toyota, start);
    webhook = await startWebhook();
  }, 60_000);

  afterAll(async () => {
    await webhook?.close();
    await handles?.[0].close();
    if (handles && handles[1] !== handles[0]) await handles[1].close();
  });

  it('delivers every lead to the webhook exactly once, and gives up on one that always fails', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-exactly-once-outbox-'));
    const [a, b] = handles.map((handle) =>
      createLeadService({
        leads: createLeadRepository(handle.db),
        stock: createStockRepository(handle.db),
        outboxDir,
        ipHashKey: 'test-ip-key',
      }),
    ) as [ReturnType<typeof createLeadService>, ReturnType<typeof createLeadService>];
    const site: Site = {
      ...toyota,
      leads: { ...toyota.leads, webhookUrl: `${webhook.url}/leads` },
    };
    const failingSite: Site = {
      ...toyota,
      leads: { ...toyota.leads, webhookUrl: `${webhook.url}/always-fail` },
    };
    const run = `${Date.now()}`;
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
    const leadIds: string[] = [];
    for (let i = 0; i < LEADS; i += 1) {
      const stored = await a.submit(
        site,
        { form: 'general-enquiry', values },
        { idempotencyKey: `once-${run}-${i}`, ip: '198.51.100.7', now: start },
      );
      leadIds.push(stored.leadId);
    }
    const doomed = await a.submit(
      failingSite,
      { form: 'general-enquiry', values },
      { idempotencyKey: `doomed-${run}`, now: start },
    );

    const transport = createDeliveryTransport({
      allowPrivateNetwork: true,
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

    expect(webhook.badSignatures).toBe(0);
    expect(webhook.attempts).toBeGreaterThan(LEADS); // some posts failed and were retried
    for (const id of leadIds) expect(webhook.accepted.get(id), id).toBe(1);
    for (const id of leadIds) {
      const deliveries = await a.deliveries(id);
      expect(deliveries.map((d) => d.status)).toEqual(['delivered', 'delivered']);
    }
    expect(fs.readdirSync(path.join(outboxDir, toyota.slug))).toHaveLength(LEADS + 1);

    const [given] = (await a.deliveries(doomed.leadId)).filter((d) => d.destination === 'webhook');
    expect(given!.status).toBe('failed');
    expect(given!.attempts).toBe(MAX_DELIVERY_ATTEMPTS);
    expect(given!.lastError).toMatch(/503/);
    const failed = await b.failedDeliveries(site);
    expect(failed.map(({ delivery }) => delivery.id)).toContain(given!.id);
    expect(await b.retryDelivery(site, given!.id, new Date(clock))).toBe(true);
    const [back] = (await a.deliveries(doomed.leadId)).filter((d) => d.destination === 'webhook');
    expect(back).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await b.retryDelivery(site, leadIds[0]!, new Date(clock))).toBe(false); // not a delivery id
  }, 60_000);

  it('refuses an Idempotency-Key reused with a different form, and keeps a true retry', async () => {
    const service = createLeadService({
      leads: createLeadRepository(handles[0].db),
      stock: createStockRepository(handles[0].db),
      outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-reuse-outbox-')),
    });
    const values = {
      name: 'Mia',
      last_name: 'Chen',
      postcode: '6000',
      phone: '0423 111 222',
      email: 'mia.chen@example.com.au',
      message: 'Hello',
      category: 'General Enquiry',
      location_id: 30201,
    };
    const key = `reuse-${Date.now()}`;
    const first = await service.submit(
      toyota,
      { form: 'general-enquiry', values },
      { idempotencyKey: key },
    );
    const again = await service.submit(
      toyota,
      { form: 'general-enquiry', values },
      { idempotencyKey: key },
    );
    expect(again).toEqual({ leadId: first.leadId, duplicate: true });
    await expect(
      service.submit(
        toyota,
        { form: 'general-enquiry', values: { ...values, message: 'Something else' } },
        { idempotencyKey: key },
      ),
    ).rejects.toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });
});
