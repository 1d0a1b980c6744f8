import fs from 'node:fs/promises';
import path from 'node:path';
import { type LeadDeliveryRow, type LeadRow } from '../../store/schema';
import { type DeliveryTransport } from './lead-service';

// Where leads go: the embedded default writes ADF documents to a folder; production posts to
// the dealer's webhook (JSON, with the ADF document) and is retried from the outbox.

export function adfFileName(lead: Pick<LeadRow, 'id' | 'siteSlug'>): string {
  return path.join(lead.siteSlug, `${lead.id}.adf.xml`);
}

export function createDeliveryTransport(fetchImpl: typeof fetch = fetch): DeliveryTransport {
  return {
    async deliver(delivery: LeadDeliveryRow, lead: LeadRow, adf: string) {
      if (delivery.destination === 'adf-folder') {
        const file = path.join(delivery.target, adfFileName(lead));
        await fs.mkdir(path.dirname(file), { recursive: true });
        const temporary = `${file}.tmp`;
        await fs.writeFile(temporary, adf, 'utf8');
        await fs.rename(temporary, file); // a document is whole or absent
        return;
      }
      if (delivery.destination === 'webhook') {
        const response = await fetchImpl(delivery.target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
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
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
        return;
      }
      throw new Error(`Unknown lead destination ${delivery.destination}`);
    },
  };
}
