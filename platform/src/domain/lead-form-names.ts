// The lead forms' names, categories, options and messages: what a form shows and sends, without
// its checks (lead-forms.ts, whose zod schemas a form page loads only when a form is first
// checked).

export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
export const TERMS_MESSAGE = '*You must agree to the terms of use before submitting.';

export const leadForms = [
  'enquiry',
  'test-drive',
  'request-photos',
  'general-enquiry',
  'finance-enquiry',
  'make-an-offer',
  'find-similar',
  'fleet',
  'contact-us',
  'service',
  'parts',
  'trade-in',
  'customer-feedback',
  'reserve',
] as const;
export type LeadForm = (typeof leadForms)[number];

/** spec §3 lead categories and subcategories for each form. */
export const leadFormCategory: Record<LeadForm, { category: string; subcategory: string }> = {
  enquiry: { category: 'Vehicle Enquiry', subcategory: 'Enquire Now' },
  'test-drive': { category: 'Vehicle Enquiry', subcategory: 'Book a Test Drive' },
  'request-photos': { category: 'Vehicle Enquiry', subcategory: 'Request Photos' },
  'general-enquiry': { category: 'General Enquiry', subcategory: 'Submit an enquiry' },
  'finance-enquiry': { category: 'Finance Enquiry', subcategory: 'Finance Enquiry' },
  'make-an-offer': { category: 'Vehicle Enquiry', subcategory: 'Make an Offer' },
  'find-similar': { category: 'Vehicle Enquiry', subcategory: 'Find me something similar' },
  fleet: { category: 'Fleet Enquiry', subcategory: 'Get In Touch' },
  'contact-us': { category: 'General Enquiry', subcategory: 'Contact Us' },
  service: { category: 'Service Enquiry', subcategory: 'Service Enquiry' },
  parts: { category: 'Parts Enquiry', subcategory: 'Parts Enquiry' },
  // spec §7 the valuation wizard's lead (its offer accepted is '3. Offer Accepted')
  'trade-in': { category: 'Trade-In', subcategory: '1. Valuation Requested' },
  // spec §2 /customer-feedback-survey, where 'I had a bad experience' goes
  'customer-feedback': { category: 'Feedback', subcategory: 'Customer Feedback Survey' },
  // spec §2 the checkout's reservation of a car (its deposit and hold in the lead's reservation)
  reserve: { category: 'Vehicle Enquiry', subcategory: 'Reserve Online' },
};

/** spec §5 the general enquiry's categories, as a site config names them */
export { enquiryCategories as generalEnquiryCategories } from '@dealer/site-config/names';

/** The customer feedback survey's rating: 1 (very poor) to 5 (excellent). */
export const feedbackRatings = ['1', '2', '3', '4', '5'] as const;
export const FEEDBACK_RATING_MESSAGE = 'Please rate your experience.';

export const FIND_SIMILAR_MESSAGE = 'Can you please find me something similar?';
export const REQUEST_PHOTOS_MESSAGE = 'Please send me more photos of this vehicle.';

export interface LeadFormOptions {
  /** spec §5 message required unless the site makes it optional */
  messageOptional: boolean;
  /** the site requires the terms agreement */
  requireTerms: boolean;
  /** the opt-in is hidden on some sites */
  hideOptIn: boolean;
  /** a location / preferred dealership select is shown (and then required) */
  locationSelect: boolean;
  /** the car's location has distribution locations (spec §5) */
  distributionLocations: readonly string[];
  /** spec §3 additional_services: the extras the site's service enquiry offers */
  additionalServices: readonly string[];
}

export const defaultLeadFormOptions: LeadFormOptions = {
  messageOptional: false,
  requireTerms: false,
  hideOptIn: false,
  locationSelect: false,
  distributionLocations: [],
  additionalServices: [],
};

/** spec §3 the enquiry value that answers 'Do you have a trade-in?' (Yes/No). */
export const TRADE_IN_ANSWER = 'do-you-have-a-trade-in';

export const PAGE_ID_MESSAGE = 'Unknown page.';
export const ADDITIONAL_SERVICES_MESSAGE = 'Please choose from the services listed.';
