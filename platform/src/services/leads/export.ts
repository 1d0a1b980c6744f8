import 'server-only';
import { csvDocument } from '../../domain/csv';
import { phoneNational } from '../../domain/phone';
import { type LeadRow } from '../../store/schema';

// Lead exports for dealers: CSV (one row a lead) and the ADF documents.

const columns = [
  'lead_id',
  'created_at',
  'category',
  'subcategory',
  'first_name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'stock_number',
  'vehicle',
  'dealership_id',
  'location_id',
  'url',
] as const;

export function leadsToCsv(leads: readonly LeadRow[]): string {
  const rows = leads.map((lead) => {
    const v = lead.values as Record<string, unknown>;
    const car = lead.vehicle as Record<string, unknown> | null;
    return [
      lead.id,
      lead.createdAt.toISOString(),
      lead.category,
      lead.subcategory,
      v.name,
      v.last_name,
      v.email,
      phoneNational(v.phone), // kept in E.164, read as '0412 345 678'
      v.postcode,
      v.message,
      car?.stocknum,
      car?.name,
      lead.dealershipId,
      lead.locationId,
      lead.url,
    ];
  });
  return csvDocument(columns, rows);
}
