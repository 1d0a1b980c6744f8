import { type financePages, type Site } from '@dealer/site-config';

// The site's finance pages (spec §2 /finance, /finance-enquiry, /apply-for-finance,
// /car-finance; which the site offers is config): each has the calculator and the finance
// enquiry form (#finance-form), in the order that suits its purpose.

export type FinancePageName = (typeof financePages)[number];

export interface FinancePageDefinition {
  title: string;
  intro: string;
  /** the form before the calculator (a page for applying), or after it */
  formFirst: boolean;
}

export const financePageDefinitions: Record<FinancePageName, FinancePageDefinition> = {
  finance: {
    title: 'Finance',
    intro:
      'Work out repayments that suit you, then ask our finance team for a quote tailored to the vehicle you want.',
    formFirst: false,
  },
  'finance-enquiry': {
    title: 'Finance Enquiry',
    intro: 'Our finance team will find a package that suits your budget.',
    formFirst: true,
  },
  'apply-for-finance': {
    title: 'Apply for Finance',
    intro:
      'Tell us about the vehicle and budget you have in mind and we will start your application.',
    formFirst: true,
  },
  'car-finance': {
    title: 'Car Finance',
    intro: 'Competitive finance on new, demo and used vehicles, arranged where you buy.',
    formFirst: false,
  },
};

export const FINANCE_FORM_ANCHOR = 'finance-form';
export const FINANCE_CALCULATOR_ANCHOR = 'finance-calculator';

/**
 * spec §2 /personalised/finance?car_id=: the finance page of one car for a signed-in shopper (the
 * calculator at the car's price, the quote form with the shopper's mobile), on the sites whose
 * config gates it (features.gatedRoutes 'personalised-finance', with accounts); else not found.
 */
export const PERSONALISED_FINANCE = 'personalised-finance';
export const PERSONALISED_FINANCE_PATH = '/personalised/finance';

export const personalisedFinanceDefinition: FinancePageDefinition = {
  title: 'Personalised Finance',
  intro:
    'Repayments worked out for the vehicle you chose. Adjust them to suit you, and our finance team will prepare a quote for you.',
  formFirst: false,
};

/** Whether the site has the personalised finance page. */
export function hasPersonalisedFinance(site: Pick<Site, 'features'>): boolean {
  return site.features.authentication && site.features.gatedRoutes.includes(PERSONALISED_FINANCE);
}

/** The personalised finance page of a car, where the site has it; null elsewhere. */
export function personalisedFinanceHref(
  site: Pick<Site, 'features'>,
  car: { id: number },
): string | null {
  return hasPersonalisedFinance(site) ? `${PERSONALISED_FINANCE_PATH}?car_id=${car.id}` : null;
}
