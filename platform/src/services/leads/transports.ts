import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Site } from '@dealer/site-config';
import { type LeadDeliveryRow, type LeadRow } from '../../store/schema';
import { type DeliveryTransport } from './lead-service';
import { type AddressLookup, webhookTargetProblem } from './webhook-target';

// Where leads go: the embedded default writes ADF documents to a folder; production posts to
// the dealer's webhook (JSON, with the ADF document), signed, and retried from the outbox.

export function adfFileName(lead: Pick<LeadRow, 'id' | 'siteSlug'>): string {
  return path.join(lead.siteSlug, `${lead.id}.adf.xml`);
}

/** LEAD_WEBHOOK_SECRET_<SITE SLUG> (e.g. LEAD_WEBHOOK_SECRET_SWAN_VALLEY_TOYOTA), else LEAD_WEBHOOK_SECRET. */
export function webhookSecretFor(
  site: Pick<Site, 'slug'>,
  env: Record<string, string | undefined> = process.env,
): string | null {
  const own = `LEAD_WEBHOOK_SECRET_${site.slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
  return env[own] || env.LEAD_WEBHOOK_SECRET || null;
}

/**
 * The X-Dealer-Signature header of a webhook post: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`. The receiver recomputes it with the site's secret and rejects old timestamps.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export interface TransportOptions {
  fetchImpl?: typeof fetch;
  lookup?: AddressLookup;
  env?: Record<string, string | undefined>;
  /** tests only: allow http and private addresses (a webhook on this machine) */
  allowPrivateNetwork?: boolean;
}

export function createDeliveryTransport(options: TransportOptions = {}): DeliveryTransport {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    async deliver(delivery: LeadDeliveryRow, lead: LeadRow, adf: string, site: Site) {
      if (delivery.destination === 'adf-folder') {
        const file = path.join(delivery.target, adfFileName(lead));
        await fs.mkdir(path.dirname(file), { recursive: true });
        const temporary = `${file}.tmp`;
        await fs.writeFile(temporary, adf, 'utf8');
        await fs.rename(temporary, file); // a document is whole or absent
        return;
      }
      if (delivery.destination === 'webhook') {
        const secret = webhookSecretFor(site, options.env);
        if (!secret) {
          throw new Error(
            `No webhook secret for ${site.slug}: set LEAD_WEBHOOK_SECRET or LEAD_WEBHOOK_SECRET_${site.slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}.`,
          );
        }
        if (!options.allowPrivateNetwork) {
          const problem = await webhookTargetProblem(delivery.target, options.lookup);
          if (problem) throw new Error(problem);
        }
        const body = JSON.stringify({
          lead_id: lead.id,
          category: lead.category,
          subcategory: lead.subcategory,
          dealership_id: lead.dealershipId,
          car_id: lead.carId,
          values: lead.values,
          vehicle: lead.vehicle,
          lead_attributes: lead.attributes,
          url: lead.url,
          created_at: lead.createdAt.toISOString(),
          adf,
        });
        const response = await fetchImpl(delivery.target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': lead.id,
            'x-dealer-signature': webhookSignature(secret, Math.floor(Date.now() / 1000), body),
          },
          body,
          redirect: 'manual', // a redirect could lead anywhere: it counts as a failure
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status >= 300 && response.status < 400) {
          throw new Error(
            `The webhook answered a redirect (${response.status}); it is not followed.`,
          );
        }
        if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
        return;
      }
      throw new Error(`Unknown lead destination ${delivery.destination}`);
    },
  };
}
