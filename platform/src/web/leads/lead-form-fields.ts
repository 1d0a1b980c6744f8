import {
  FIND_SIMILAR_MESSAGE,
  type LeadForm,
  type LeadFormOptions,
  leadFormCategory,
  TRADE_IN_ANSWER,
} from '../../domain/lead-form-names';

// Which fields each form shows, in order (spec §3 form fields and enquiry values, §5 rules).
// The form's zod schema decides what is valid; this decides what the shopper sees.

export type LeadField =
  | 'category'
  | 'company'
  | 'name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'location_id'
  | 'distribution_location'
  | 'vehiclePriceBudget'
  | 'offer_from_client'
  | 'preferred_date'
  | 'preferred_time'
  | 'PreferredContactMethod'
  | 'finance'
  | typeof TRADE_IN_ANSWER
  | 'opt_in_finance'
  | 'opt_in_trade'
  | 'additional_services'
  | 'rego'
  | 'rating'
  | 'message'
  | 'terms'
  | 'opt_in';

const contact: LeadField[] = ['name', 'last_name', 'email', 'phone', 'postcode'];

/** The questions of each form between the contact fields and the message. */
const questions: Record<LeadForm, { before?: LeadField[]; after: LeadField[] }> = {
  enquiry: { after: ['PreferredContactMethod', 'finance', TRADE_IN_ANSWER, 'rego', 'message'] },
  // spec §3 opt_in_finance, opt_in_trade: a box each in place of the two questions
  'test-drive': {
    after: ['preferred_date', 'preferred_time', 'opt_in_finance', 'opt_in_trade', 'message'],
  },
  'request-photos': { after: ['message'] },
  'general-enquiry': { before: ['category'], after: ['PreferredContactMethod', 'message'] },
  'finance-enquiry': { after: ['vehiclePriceBudget', TRADE_IN_ANSWER, 'rego', 'message'] },
  // spec §5: make-an-offer removes the message and the opt-in
  'make-an-offer': { after: ['offer_from_client'] },
  'find-similar': { after: ['message'] },
  fleet: { before: ['company'], after: ['message'] },
  'contact-us': { after: ['PreferredContactMethod', 'message'] },
  // spec §3 additional_services: on a site that offers extras
  service: { after: ['rego', 'additional_services', 'message'] },
  parts: { after: ['message'] },
  // the valuation wizard asks its own steps (trade-in/client/TradeInWizard), not these fields
  'trade-in': { after: [] },
  // spec §2 customer feedback survey: how it went, and what happened
  'customer-feedback': { after: ['rating', 'message'] },
  // spec §2 the checkout: contact details and an optional note (terms: the checkout asks them)
  reserve: { after: ['message'] },
};

/** The visible fields of a form for a site and car, in the order they appear. */
export function leadFormFields(form: LeadForm, options: LeadFormOptions): LeadField[] {
  const { before = [], after } = questions[form];
  return [
    ...before,
    ...contact,
    ...(options.locationSelect ? (['location_id'] as const) : []),
    ...(options.distributionLocations.length > 0 ? (['distribution_location'] as const) : []),
    ...after.filter(
      (field) => field !== 'additional_services' || options.additionalServices.length > 0,
    ),
    ...(options.requireTerms ? (['terms'] as const) : []),
    ...(form === 'make-an-offer' || options.hideOptIn ? [] : (['opt_in'] as const)),
  ];
}

/** spec §5: the message is required unless the site (or the form) makes it optional. */
export function isMessageRequired(form: LeadForm, options: LeadFormOptions): boolean {
  if (options.messageOptional) return false;
  return !['test-drive', 'request-photos', 'finance-enquiry', 'find-similar', 'reserve'].includes(
    form,
  );
}

/** The registration number is asked with a trade-in on forms that ask about one. */
export function regoNeedsTradeIn(form: LeadForm): boolean {
  return questions[form].after.includes(TRADE_IN_ANSWER);
}

/** Values a form sends without showing them (spec §2: finance pages read car_type and vin). */
const hiddenFields: Partial<Record<LeadForm, readonly string[]>> = {
  'finance-enquiry': ['car_type', 'vin'],
};

/** The values a form starts with: hidden fields, prefilled message, defaults. */
export function leadFormDefaults(
  form: LeadForm,
  options: LeadFormOptions,
  given: Record<string, unknown> = {},
): Record<string, unknown> {
  const fields = leadFormFields(form, options);
  const values: Record<string, unknown> = {
    source: leadFormCategory[form].subcategory,
    page_id: undefined, // the page's, when it names itself
    website: '', // the honeypot
  };
  for (const field of fields) {
    if (field === 'opt_in')
      values.opt_in = true; // spec §5 opt-in default checked
    else if (field === 'terms' || field === 'opt_in_finance' || field === 'opt_in_trade')
      values[field] = false;
    else if (field === 'additional_services') values.additional_services = [];
    else if (field === 'category')
      values.category = 'General Enquiry'; // spec §5 default
    else if (field === 'message')
      values.message = form === 'find-similar' ? FIND_SIMILAR_MESSAGE : '';
    else if (
      [
        'location_id',
        'distribution_location',
        'vehiclePriceBudget',
        'offer_from_client',
        'PreferredContactMethod',
        'finance',
        TRADE_IN_ANSWER,
        'rating',
      ].includes(field)
    )
      values[field] = undefined;
    else values[field] = '';
  }
  if (form === 'request-photos') values.request_photos = true; // the hidden fixed field
  for (const field of hiddenFields[form] ?? []) values[field] = undefined;
  for (const [key, value] of Object.entries(given)) {
    if (key in values && value !== undefined) values[key] = value;
  }
  return values;
}

/** The submit button's words for each form. */
export function leadFormSubmitLabel(form: LeadForm): string {
  switch (form) {
    case 'test-drive':
      return 'Book Test Drive';
    case 'request-photos':
      return 'Request Photos';
    case 'make-an-offer':
      return 'Submit Offer';
    case 'customer-feedback':
      return 'Submit Feedback';
    case 'reserve':
      return 'Reserve This Car';
    default:
      return 'Submit Enquiry';
  }
}

/** A step of a multi-step enquiry: its title and the fields it asks. */
export interface LeadFormStep {
  title: string;
  fields: LeadField[];
}

/** The fields that say who the shopper is and how to reach them: a multi-step form's last step. */
const detailFields: readonly LeadField[] = [
  'company',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'location_id',
  'distribution_location',
  'PreferredContactMethod',
  'terms',
  'opt_in',
];

/**
 * spec §4 'Multi-step enquiry': a form's fields in steps, each asked in the form's own order:
 * first 'Your enquiry' (the questions and the message), then 'Your details' (who the shopper is,
 * where and how to reach them, the terms and opt-in), whose submit sends the lead. A form with no
 * questions of its own is one step.
 */
export function leadFormSteps(fields: readonly LeadField[]): LeadFormStep[] {
  const enquiry = fields.filter((field) => !detailFields.includes(field));
  const details = fields.filter((field) => detailFields.includes(field));
  if (enquiry.length === 0 || details.length === 0)
    return [{ title: 'Your details', fields: [...fields] }];
  return [
    { title: 'Your enquiry', fields: enquiry },
    { title: 'Your details', fields: details },
  ];
}
