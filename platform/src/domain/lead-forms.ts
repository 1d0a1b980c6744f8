import { z } from 'zod';
import { phoneSchema } from './phone';
import { budgetFromLabel } from './price-range-label';
import {
  ADDITIONAL_SERVICES_MESSAGE,
  defaultLeadFormOptions,
  FEEDBACK_RATING_MESSAGE,
  feedbackRatings,
  FIND_SIMILAR_MESSAGE,
  generalEnquiryCategories,
  type LeadForm,
  type LeadFormOptions,
  leadForms,
  PAGE_ID_MESSAGE,
  POSTCODE_MESSAGE,
  TERMS_MESSAGE,
  TRADE_IN_ANSWER,
} from './lead-form-names';

// One zod schema per form, shared by the browser (react-hook-form) and the server (spec §3
// 'Lead payload', 'Form submission payload'; spec §5 validation rules).

// the forms' names, categories, options and messages, without zod (a form page's first load
// takes them alone)
export * from './lead-form-names';

const trimmed = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters.`);
const required = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `Must be at most ${max} characters.`);

// spec §5 postcode: required, exactly 4 digits
export const postcodeSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .trim()
  .regex(/^\d{4}$/, POSTCODE_MESSAGE);

export const emailSchema = z
  .string({ error: 'Email Address is required.' })
  .trim()
  .min(1, 'Email Address is required.')
  .max(200)
  .pipe(z.email('Please enter a valid email address.'));

const yesNo = z.enum(['Yes', 'No']);

/** spec §3 form submission page_id: the name of the site's page a form was sent from. */
export const pageIdSchema = z
  .string()
  .max(60, PAGE_ID_MESSAGE)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, PAGE_ID_MESSAGE);

/** spec §3 enquiry value manufacturer_slug: a make as its slug ('toyota', 'mercedes-benz'). */
export const manufacturerSlugSchema = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Unknown manufacturer.');

/**
 * spec §3 form submission additional_services: some of the extras the site offers, each once
 * (a site that offers none takes none).
 */
export function additionalServicesSchema(offered: readonly string[]) {
  const service = z.string().refine((value) => offered.includes(value), {
    error: ADDITIONAL_SERVICES_MESSAGE,
  });
  return z
    .array(service)
    .max(offered.length, ADDITIONAL_SERVICES_MESSAGE)
    .refine((chosen) => new Set(chosen).size === chosen.length, {
      error: ADDITIONAL_SERVICES_MESSAGE,
    })
    .optional();
}

/** The contact fields every form has (spec §3 form fields). */
function contactFields(options: LeadFormOptions) {
  return {
    source: trimmed(100).optional(),
    name: required('First Name', 60),
    last_name: trimmed(60).optional(),
    postcode: postcodeSchema,
    phone: phoneSchema,
    email: emailSchema,
    message: options.messageOptional ? trimmed(2000).optional() : required('Message', 2000),
    opt_in: options.hideOptIn ? z.boolean().optional() : z.boolean().default(true),
    terms: options.requireTerms
      ? z.literal(true, { error: TERMS_MESSAGE })
      : z.boolean().optional(),
    location_id: options.locationSelect
      ? z.coerce
          .number({ error: 'Please select a dealership.' })
          .int()
          .positive('Please select a dealership.')
      : z.coerce.number().int().positive().optional(),
    distribution_location:
      options.distributionLocations.length > 0
        ? z.enum(options.distributionLocations as [string, ...string[]], {
            error: 'Please select a location.',
          })
        : z.string().optional(),
    // spec §3 form submission payload: the page the form was sent from
    page_id: pageIdSchema.optional(),
    // spec §3 further enquiry values (the server puts the car's make in place of a sent one)
    manufacturer_slug: manufacturerSlugSchema.optional(),
    PreferredContactMethod: z.enum(['Phone', 'Email', 'SMS']).optional(),
    finance: yesNo.optional(),
    [TRADE_IN_ANSWER]: yesNo.optional(),
    // the boxes a form ticks in place of the finance and trade-in questions
    opt_in_finance: z.boolean().optional(),
    opt_in_trade: z.boolean().optional(),
    rego: trimmed(10).optional(),
    // honeypot: people never see it, so it is always empty
    website: z.string().max(0, 'Please leave this field empty.').optional(),
  };
}

/** The zod schema of a form for a site and car. */
export function leadFormSchema(form: LeadForm, options: LeadFormOptions = defaultLeadFormOptions) {
  const base = contactFields(options);
  switch (form) {
    case 'test-drive':
      return z
        .object({
          ...base,
          message: trimmed(2000).optional(),
          preferred_date: z.iso.date('Please choose a valid date.').optional().or(z.literal('')),
          preferred_time: z
            .string()
            .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a valid time.')
            .optional()
            .or(z.literal('')),
        })
        .strict();
    case 'request-photos':
      return z
        .object({
          ...base,
          message: trimmed(2000).optional(),
          request_photos: z.literal(true).default(true),
        })
        .strict();
    case 'general-enquiry':
      return z
        .object({
          ...base,
          category: z.enum(generalEnquiryCategories, { error: 'Please choose a category.' }),
        })
        .strict();
    case 'make-an-offer': {
      const { message: _message, opt_in: _optIn, ...rest } = base;
      return z
        .object({
          ...rest,
          offer_from_client: z.coerce
            .number({ error: 'Please enter your offer.' })
            .positive('Please enter your offer.')
            .max(10_000_000, 'Please enter a realistic offer.'),
        })
        .strict();
    }
    case 'find-similar':
      return z.object({ ...base, message: trimmed(2000).default(FIND_SIMILAR_MESSAGE) }).strict();
    case 'finance-enquiry':
      return z
        .object({
          ...base,
          message: trimmed(2000).optional(),
          // spec §4 a range label ('$20,000 - $30,000', '20k to 30k') is read as its first amount
          vehiclePriceBudget: z
            .preprocess(
              (value) =>
                typeof value === 'string' && value.trim() !== ''
                  ? (budgetFromLabel(value) ?? value)
                  : value,
              z.coerce.number().nonnegative(),
            )
            .optional(),
          // spec §2 finance pages read car_type and vin from their query: sent, not shown
          car_type: z.enum(['new', 'used', 'demo']).optional(),
          vin: z
            .string()
            .trim()
            .regex(/^[A-HJ-NPR-Z0-9]{11,17}$/i, 'Please enter a valid VIN.')
            .optional(),
        })
        .strict();
    case 'fleet':
      return z
        .object({
          ...base,
          company: trimmed(120).optional(),
          fleet_size: z.coerce.number().int().nonnegative().optional(),
        })
        .strict();
    case 'service':
      return z
        .object({
          ...base,
          additional_services: additionalServicesSchema(options.additionalServices),
        })
        .strict();
    case 'customer-feedback':
      return z
        .object({
          ...base,
          rating: z.enum(feedbackRatings, { error: FEEDBACK_RATING_MESSAGE }),
        })
        .strict();
    case 'reserve':
      // spec §5 a reservation quotes the deposit and its terms: agreeing to them is required
      return z
        .object({
          ...base,
          message: trimmed(2000).optional(),
          terms: z.literal(true, { error: TERMS_MESSAGE }),
        })
        .strict();
    default:
      return z.object(base).strict();
  }
}

export type LeadFormValues = z.infer<ReturnType<typeof leadFormSchema>>;

/** The lead envelope (spec §3 'Lead payload'), around a form's values. */
export const leadEnvelopeSchema = z
  .object({
    form: z.enum(leadForms),
    // spec §3 lead payload form_completed: sent from the form's last step (every form here
    // submits only there; false marks a lead taken before the shopper finished)
    form_completed: z.boolean().default(true),
    url: z.string().max(2000).optional(),
    car_id: z.number().int().positive().optional(),
    lead_attributes: z
      .object({
        visited_pages: z.array(z.string().max(500)).max(50).default([]),
        linked_query_params: z.record(z.string().max(100), z.string().max(500)).default({}),
      })
      .strict()
      .default({ visited_pages: [], linked_query_params: {} }),
    values: z.record(z.string(), z.unknown()),
  })
  .strict();
export type LeadEnvelope = z.infer<typeof leadEnvelopeSchema>;
