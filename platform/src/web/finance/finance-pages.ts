import { type financePages } from '@dealer/site-config';

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
