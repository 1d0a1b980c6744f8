import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver } from 'react-hook-form';
import { type z } from 'zod';
import { type LeadForm, type LeadFormOptions, leadFormSchema } from '../../../domain/lead-forms';

// What an enquiry form needs only once the shopper fills it in: the form's zod schema (the one
// the server checks with, and the phone rules inside it) and the keeping of the visitor's
// details. LeadForm loads this module when focus first enters the form, or at its first check,
// so a page with a form paints and answers without zod or libphonenumber.

export { saveVisitorDetails } from '../save-visitor-details';

/** react-hook-form's resolver of a lead form's schema. */
export function leadFormResolver(form: LeadForm, options: LeadFormOptions): Resolver<FieldValues> {
  const schema = leadFormSchema(form, options) as unknown as z.ZodType<FieldValues, FieldValues>;
  return zodResolver(schema) as Resolver<FieldValues>;
}
