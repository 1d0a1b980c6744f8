import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type LeadDeliveryRow, type LeadRow } from '../../store/schema';
import {
  createDeliveryTransport,
  createHttpsWebhookPost,
  type WebhookRequest,
  webhookSecretFor,
  webhookBody,
  webhookSignature,
} from './transports';

const toyota = getSiteBySlug('swan-valley-toyota') as Site;
const SECRET = 'whsec_test';
const NOW_MS = 1_795_600_000_123;

const lead: LeadRow = {
  id: '0b7c4f0e-2a55-4d8e-9d51-1f3c2b7a9e10',
  siteSlug: toyota.slug,
  idempotencyKey: 'transport-test-key',
  form: 'general-enquiry',
  category: 'General Enquiry',
  subcategory: 'General Enquiry',
  dealershipId: 302,
  locationId: 30201,
  carId: null,
  values: { name: 'Jack', email: 'jack.brown@example.com.au' },
  vehicle: null,
  attributes: {},
  url: null,
  userAgent: null,
  ipHash: null,
  bodyHash: null,
  valuation: null,
  createdAt: new Date('2026-11-24T00:00:00Z'),
};

function webhookDelivery(target: string): LeadDeliveryRow {
  return {
    id: 'delivery-1',
    leadId: lead.id,
    destination: 'webhook',
    target,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: lead.createdAt,
    lastError: null,
    deliveredAt: null,
    claimedBy: null,
    claimedUntil: null,
  };
}

/** A transport whose posts are recorded and answered with `status`. */
function recordingTransport(
  options: { status?: number; env?: Record<string, string>; addresses?: string[] } = {},
) {
  const posts: WebhookRequest[] = [];
  const transport = createDeliveryTransport({
    lookup: async () => (options.addresses ?? ['203.0.113.10']).map((address) => ({ address })),
    post: async (request) => {
      posts.push(request);
      return { status: options.status ?? 200 };
    },
    env: options.env ?? { LEAD_WEBHOOK_SECRET: SECRET },
    now: () => NOW_MS,
  });
  return { transport, posts };
}

describe('webhook secrets and signatures', () => {
  it.each([
    [
      'the site’s own secret first',
      { LEAD_WEBHOOK_SECRET_SWAN_VALLEY_TOYOTA: 'own', LEAD_WEBHOOK_SECRET: 'all' },
      'own',
    ],
    ['the shared secret when the site has none', { LEAD_WEBHOOK_SECRET: 'all' }, 'all'],
    [
      'an empty own secret falls back to the shared one',
      { LEAD_WEBHOOK_SECRET_SWAN_VALLEY_TOYOTA: '', LEAD_WEBHOOK_SECRET: 'all' },
      'all',
    ],
    [
      'another site’s secret is not used',
      { LEAD_WEBHOOK_SECRET_SUNSHINE_COAST_CARAVANS: 'theirs' },
      null,
    ],
    ['no secret at all', {}, null],
  ])('%s', (_case, env, secret) => {
    expect(webhookSecretFor(toyota, env)).toBe(secret);
  });

  it('signs "<t>.<body>" with HMAC-SHA256 (a vector computed with openssl)', () => {
    expect(webhookSignature(SECRET, 1_795_600_000, '{"lead_id":"abc"}')).toBe(
      't=1795600000,v1=89944ef20d4f275e851bb8f2f4074c80a6f3ab323379c608cd6d95c3a486aebf',
    );
  });
});

describe('webhook delivery', () => {
  it('posts the lead once, signed, with its id as the Idempotency-Key, to the checked address', async () => {
    const { transport, posts } = recordingTransport();
    await transport.deliver(
      webhookDelivery('https://crm.example.com.au/leads'),
      lead,
      '<adf/>',
      toyota,
    );
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post!.url.href).toBe('https://crm.example.com.au/leads');
    expect(post!.addresses).toEqual([{ address: '203.0.113.10', family: 4 }]);
    expect(post!.headers['content-type']).toBe('application/json');
    expect(post!.headers['idempotency-key']).toBe(lead.id);
    const mac = createHmac('sha256', SECRET).update(`1795600000.${post!.body}`).digest('hex');
    expect(post!.headers['x-dealer-signature']).toBe(`t=1795600000,v1=${mac}`);
    expect(JSON.parse(post!.body)).toMatchObject({
      lead_id: lead.id,
      adf: '<adf/>',
      dealership_id: 302,
      dealership_slug: null,
    });
  });

  it.each([
    [{ dealership_slug: 'swan-valley-toyota-morley' }, 'swan-valley-toyota-morley'],
    [{}, null],
    [{ dealership_slug: 302 }, null],
  ])('the webhook names the dealership slug the lead recorded: %j -> %s', (attributes, slug) => {
    expect(JSON.parse(webhookBody({ ...lead, attributes }, '')).dealership_slug).toBe(slug);
  });

  it.each([
    [200, null],
    [202, null],
    [204, null],
    [301, 'The webhook answered a redirect (301), which is not followed.'],
    [302, 'The webhook answered a redirect (302), which is not followed.'],
    [307, 'The webhook answered a redirect (307), which is not followed.'],
    [400, 'The webhook answered 400.'],
    [500, 'The webhook answered 500.'],
    [503, 'The webhook answered 503.'],
  ])('an answer %i -> %s', async (status, error) => {
    const { transport } = recordingTransport({ status });
    const sending = transport.deliver(
      webhookDelivery('https://crm.example.com.au/'),
      lead,
      '',
      toyota,
    );
    if (error === null) await expect(sending).resolves.toBeUndefined();
    else await expect(sending).rejects.toThrow(error);
  });

  it.each([
    [
      'no signing secret',
      { env: {} },
      'https://crm.example.com.au/',
      'The webhook of swan-valley-toyota has no signing secret: set LEAD_WEBHOOK_SECRET_SWAN_VALLEY_TOYOTA or LEAD_WEBHOOK_SECRET.',
    ],
    ['plain http', {}, 'http://crm.example.com.au/', 'The webhook URL must use https.'],
    [
      'a host on a private network',
      { addresses: ['10.1.2.3'] },
      'https://crm.internal.example/',
      'The webhook host crm.internal.example resolves to a private address (10.1.2.3).',
    ],
    [
      'one private address among public ones',
      { addresses: ['203.0.113.10', '::1'] },
      'https://crm.example.com.au/',
      'The webhook host crm.example.com.au resolves to a private address (::1).',
    ],
    [
      'the cloud metadata address',
      {},
      'https://169.254.169.254/latest/meta-data',
      'The webhook host 169.254.169.254 resolves to a private address (169.254.169.254).',
    ],
    [
      'a host that does not resolve',
      { addresses: [] },
      'https://gone.example/',
      'The webhook host gone.example could not be resolved.',
    ],
  ])('sends nothing with %s', async (_case, options, url, error) => {
    const { transport, posts } = recordingTransport(options);
    await expect(transport.deliver(webhookDelivery(url), lead, '', toyota)).rejects.toThrow(error);
    expect(posts).toEqual([]);
  });

  it('writes the ADF document whole into the site’s folder, the owner’s alone whatever the umask', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-transport-adf-'));
    const { transport } = recordingTransport();
    const umask = process.umask(0);
    try {
      await transport.deliver(
        { ...webhookDelivery(folder), destination: 'adf-folder' },
        lead,
        '<adf>lead</adf>',
        toyota,
      );
    } finally {
      process.umask(umask);
    }
    expect(fs.readdirSync(path.join(folder, toyota.slug))).toEqual([`${lead.id}.adf.xml`]);
    expect(fs.statSync(path.join(folder, toyota.slug)).mode & 0o777).toBe(0o700);
    const file = path.join(folder, toyota.slug, `${lead.id}.adf.xml`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

// The production post against a local https server whose certificate names crm.dealer.test, a
// host no DNS server knows: a post that succeeds went to the checked address it was given.
describe.skipIf(!hasOpenssl)('https webhook post', () => {
  const host = 'crm.dealer.test';
  let server: https.Server;
  let port: number;
  let ca: string;
  const received: { path: string; host: string; key: string; body: string }[] = [];

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-webhook-tls-'));
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
        .concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')])
        .concat(['-days', '1', '-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`]),
      { stdio: 'ignore' },
    );
    ca = fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    server = https.createServer(
      { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: ca },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({
            path: req.url ?? '',
            host: req.headers.host ?? '',
            key: String(req.headers['idempotency-key']),
            body: Buffer.concat(chunks).toString('utf8'),
          });
          if (req.url === '/moved') res.writeHead(302, { location: '/leads' }).end();
          else if (req.url === '/slow') setTimeout(() => res.writeHead(200).end(), 1_000);
          else res.writeHead(201).end('{}');
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  const request = (pathname: string, timeoutMs = 5_000): WebhookRequest => ({
    url: new URL(`https://${host}:${port}${pathname}`),
    addresses: [{ address: '127.0.0.1', family: 4 }],
    headers: { 'content-type': 'application/json', 'idempotency-key': 'lead-1' },
    body: '{"lead_id":"lead-1"}',
    timeoutMs,
  });

  it('posts to the checked address, verifying the certificate of the URL’s host', async () => {
    const post = createHttpsWebhookPost({ ca });
    expect(await post(request('/leads'))).toEqual({ status: 201 });
    expect(received.at(-1)).toEqual({
      path: '/leads',
      host: `${host}:${port}`,
      key: 'lead-1',
      body: '{"lead_id":"lead-1"}',
    });
  });

  it('answers a redirect as it is, without following it', async () => {
    const before = received.length;
    expect(await createHttpsWebhookPost({ ca })(request('/moved'))).toEqual({ status: 302 });
    expect(received.slice(before).map((r) => r.path)).toEqual(['/moved']);
  });

  it('refuses a certificate it does not trust', async () => {
    await expect(createHttpsWebhookPost()(request('/leads'))).rejects.toThrow(/certificate/);
  });

  it('gives up on a webhook that does not answer in time', async () => {
    await expect(createHttpsWebhookPost({ ca })(request('/slow', 200))).rejects.toThrow(
      'The webhook did not answer within 0.2 s.',
    );
  });
});
