import { type z } from 'zod';
import {
  type LeadForm,
  type LeadFormOptions,
  leadFormCategory,
  leadFormSchema,
} from './lead-forms';
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
