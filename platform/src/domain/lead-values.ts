import { type z } from 'zod';
import {
  type LeadForm,
  type LeadFormOptions,
  leadFormCategory,
  leadFormSchema,
} from './lead-forms';
import { slugOf } from './slug';
import { tradeInLeadSchema, tradeInLeadSubcategory } from './trade-in';

// Which schema a lead's values are checked with, and which subcategory it is filed under: the
// enquiry forms' own (lead-forms.ts), and the valuation wizard's (trade-in.ts).

/** The zod schema of a form's values for a site and car. */
export function leadValuesSchema(form: LeadForm, options: LeadFormOptions): z.ZodType {
  return form === 'trade-in' ? tradeInLeadSchema(options) : leadFormSchema(form, options);
}

/** spec §3/§7 a lead's subcategory: the form's, or the wizard's step of the offer. */
export function leadSubcategory(form: LeadForm, values: Record<string, unknown>): string {
  return form === 'trade-in'
    ? tradeInLeadSubcategory({ offer_accepted: values.offer_accepted === true })
    : leadFormCategory[form].subcategory;
}

/**
 * spec §3 enquiry value manufacturer_slug: the make a lead is about. The car's make when the
 * lead is about a car (whatever the browser sent), else the make the form sent (a form about a
 * make), else the site's manufacturer; none for a site of many makes and no car.
 */
export function leadManufacturerSlug(
  sent: unknown,
  carMake: string | null,
  siteManufacturer: string | null,
): string | undefined {
  if (carMake) return slugOf(carMake) || undefined;
  if (typeof sent === 'string' && sent) return sent;
  return siteManufacturer ? slugOf(siteManufacturer) || undefined : undefined;
}
