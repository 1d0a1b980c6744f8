// The names a site config chooses among that the browser needs as well (the gated routes, the
// my-* pages). Kept apart from the schemas so a page's script that needs a name does not load
// zod and every schema with it (@dealer/site-config/names).

/**
 * spec §2 the gated routes a site chooses: the car checkout, /finance, /personalised/finance,
 * /spin-to-win and the credit-check finance page.
 */
export const gatedRouteNames = [
  'checkout',
  'finance',
  'personalised-finance',
  'spin-to-win',
  'credit-check',
] as const;

export type GatedRouteName = (typeof gatedRouteNames)[number];

/** spec §2 the dealer groups' signed-in pages: /mymotorama, /mybigboxcars, /myblinkr, /myservco */
export const myPageNames = ['mymotorama', 'mybigboxcars', 'myblinkr', 'myservco'] as const;

export type MyPageName = (typeof myPageNames)[number];

/** spec §5 the general enquiry's categories (the platform's form offers these, in this order) */
export const enquiryCategories = [
  'General Enquiry',
  'Sales Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Finance Enquiry',
  'Feedback',
] as const;
