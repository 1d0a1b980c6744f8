import 'server-only';
import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import https from 'node:https';
import { type LookupFunction } from 'node:net';
import path from 'node:path';
import { type Site } from '@dealer/site-config';
import { type LeadDeliveryRow, type LeadRow } from '../../store/schema';
import { type DeliveryTransport } from './lead-service';
import { type AddressLookup, type ResolvedAddress, resolveWebhookTarget } from './webhook-target';

// Where leads go: the embedded default writes ADF documents to a folder; production posts to
// the dealer's webhook (JSON, with the ADF document), signed, and retried from the outbox.
// A webhook post goes only to a public https address, is never sent unsigned and never follows
// a redirect; there is no switch to allow private addresses (tests pass their own lookup and
// post). The outbox claims make each lead one successful post; the one gap left is a process
// that dies after the webhook answered and before the answer was recorded, when the lead is
// posted again once the claim's lease runs out, with the same Idempotency-Key for the receiver
// to recognise it.

export function adfFileName(lead: Pick<LeadRow, 'id' | 'siteSlug'>): string {
  return path.join(lead.siteSlug, `${lead.id}.adf.xml`);
}

/** The environment variable of a site's own webhook secret: LEAD_WEBHOOK_SECRET_SWAN_VALLEY_TOYOTA. */
export function webhookSecretName(site: Pick<Site, 'slug'>): string {
  return `LEAD_WEBHOOK_SECRET_${site.slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

/** The secret that signs a site's webhook posts: its own, else LEAD_WEBHOOK_SECRET, else none. */
export function webhookSecretFor(
  site: Pick<Site, 'slug'>,
  env: Record<string, string | undefined> = process.env,
): string | null {
  return env[webhookSecretName(site)] || env.LEAD_WEBHOOK_SECRET || null;
}

/**
 * The X-Dealer-Signature header of a webhook post: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`. The receiver recomputes it with the site's secret and rejects old timestamps.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** One webhook post: to the checked addresses of the URL's host only. */
export interface WebhookRequest {
  url: URL;
  /** the host's addresses as checked; the connection goes to one of these, never another */
  addresses: readonly Required<ResolvedAddress>[];
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** Sends a webhook post and answers its HTTP status; throws when there was no answer. */
export type WebhookPost = (request: WebhookRequest) => Promise<{ status: number }>;

const WEBHOOK_TIMEOUT_MS = 10_000;

/** A DNS lookup for the socket that answers only the addresses already checked. */
function pinnedLookup(addresses: readonly Required<ResolvedAddress>[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = typeof options.family === 'number' ? options.family : 0;
    const usable = addresses.filter((a) => family === 0 || a.family === family);
    if (usable.length === 0) {
      const error = Object.assign(new Error('No checked address of that family.'), {
        code: 'ENOTFOUND',
      });
      callback(error, '', 0);
      return;
    }
    if (options.all) callback(null, [...usable]);
    else callback(null, usable[0]!.address, usable[0]!.family);
  };
}

/**
 * The production webhook post: https to the addresses that were checked (the socket does no
 * lookup of its own, so a host cannot resolve to a public address for the check and a private
 * one for the connection), a fresh connection each time, redirects never followed.
 * `ca` trusts another certificate authority (tests with a local certificate).
 */
export function createHttpsWebhookPost(tls: { ca?: string } = {}): WebhookPost {
  return ({ url, addresses, headers, body, timeoutMs }) =>
    new Promise((resolve, reject) => {
      const request = https.request(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          lookup: pinnedLookup(addresses),
          agent: false,
          ...(tls.ca ? { ca: tls.ca } : {}),
        },
        (response) => {
          clearTimeout(timer);
          response.resume(); // the answer's body is not needed
          resolve({ status: response.statusCode ?? 0 });
        },
      );
      const timer = setTimeout(() => {
        request.destroy(new Error(`The webhook did not answer within ${timeoutMs / 1000} s.`));
      }, timeoutMs);
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      request.end(body);
    });
}

/** spec §3 the lead's dealership_slug, as the lead service recorded it (null for an older lead). */
export function leadDealershipSlug(lead: Pick<LeadRow, 'attributes'>): string | null {
  const slug = lead.attributes.dealership_slug;
  return typeof slug === 'string' ? slug : null;
}

/** What a dealer's webhook receives: the lead as JSON with its ADF document. */
export function webhookBody(lead: LeadRow, adf: string): string {
  return JSON.stringify({
    lead_id: lead.id,
    category: lead.category,
    subcategory: lead.subcategory,
    dealership_id: lead.dealershipId,
    dealership_slug: leadDealershipSlug(lead),
    car_id: lead.carId,
    values: lead.values,
    vehicle: lead.vehicle,
    lead_attributes: lead.attributes,
    url: lead.url,
    created_at: lead.createdAt.toISOString(),
    adf,
  });
}

export interface TransportOptions {
  /** how webhook posts are sent (default: https to the checked addresses) */
  post?: WebhookPost;
  /** how webhook hosts are resolved (default: dns.lookup, every address) */
  lookup?: AddressLookup;
  /** where the webhook secrets are read (default: process.env) */
  env?: Record<string, string | undefined>;
  /** the clock of the signatures, in milliseconds */
  now?: () => number;
}

export function createDeliveryTransport(options: TransportOptions = {}): DeliveryTransport {
  const post = options.post ?? createHttpsWebhookPost();
  const now = options.now ?? Date.now;

  async function writeAdfFile(folder: string, lead: LeadRow, adf: string) {
    const file = path.join(folder, adfFileName(lead));
    // a lead is a shopper's contact details: the folder and the file are the owner's alone
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.tmp`;
    await fs.writeFile(temporary, adf, { encoding: 'utf8', mode: 0o600 });
    await fs.rename(temporary, file); // a document is whole or absent
  }

  async function postToWebhook(url: string, lead: LeadRow, adf: string, site: Site) {
    const secret = webhookSecretFor(site, options.env);
    if (!secret) {
      throw new Error(
        `The webhook of ${site.slug} has no signing secret: set ${webhookSecretName(site)} or LEAD_WEBHOOK_SECRET.`,
      );
    }
    const target = await resolveWebhookTarget(url, options.lookup);
    if (!target.ok) throw new Error(target.problem);
    const body = webhookBody(lead, adf);
    const { status } = await post({
      url: target.url,
      addresses: target.addresses,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': lead.id,
        'x-dealer-signature': webhookSignature(secret, Math.floor(now() / 1000), body),
      },
      body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
    });
    if (status >= 300 && status < 400) {
      throw new Error(`The webhook answered a redirect (${status}), which is not followed.`);
    }
    if (status < 200 || status >= 300) throw new Error(`The webhook answered ${status}.`);
  }

  return {
    async deliver(delivery: LeadDeliveryRow, lead: LeadRow, adf: string, site: Site) {
      if (delivery.destination === 'adf-folder') return writeAdfFile(delivery.target, lead, adf);
      if (delivery.destination === 'webhook')
        return postToWebhook(delivery.target, lead, adf, site);
      throw new Error(`Unknown lead destination ${delivery.destination}.`);
    },
  };
}
