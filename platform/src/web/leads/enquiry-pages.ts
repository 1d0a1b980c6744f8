import { type EnquiryPage, type Site } from '@dealer/site-config';
import { type LeadPageName } from './lead-pages';

// spec §2 the /enquiries/* pages of a site's navigation (/enquiries/new-vehicle-enquiry): each a
// page of the site's config (forms.enquiryPages) with its own heading and words, showing the form
// of one of the platform's form pages (the general enquiry with its category chosen, the test
// drive, fleet, service or parts). An address the site does not configure is not found, and a
// link to it is left out of the site's menus.

export const ENQUIRY_PAGES_PREFIX = '/enquiries/';

/** The platform's form page whose form (and dealership select) an enquiry page shows. */
export const enquiryPageBase: Record<EnquiryPage['form'], LeadPageName> = {
  'general-enquiry': 'contact-us',
  'test-drive': 'book-test-drive',
  fleet: 'fleet',
  service: 'service',
  parts: 'vehicle-parts-and-accessories',
};

/** The site's enquiry page at /enquiries/{slug}, or null. */
export function enquiryPageOf(site: Pick<Site, 'forms'>, slug: string): EnquiryPage | null {
  return site.forms.enquiryPages.find((page) => page.slug === slug) ?? null;
}

/** Whether a path is an enquiry page's, and the site has it: null for a path of another kind. */
export function offersEnquiryPath(site: Pick<Site, 'forms'>, path: string): boolean | null {
  if (!path.startsWith(ENQUIRY_PAGES_PREFIX)) return null;
  return enquiryPageOf(site, path.slice(ENQUIRY_PAGES_PREFIX.length)) !== null;
}

/** The form's starting values on the page: the general enquiry's category where it names one. */
export function enquiryPageDefaults(page: EnquiryPage): Record<string, unknown> {
  return page.form === 'general-enquiry' && page.category ? { category: page.category } : {};
}
