import { analyticsEvents } from './analytics-events';
import { type LeadForm } from './lead-forms';

// spec §7 analytics event ids of a submitted form. Enquiry event by tag: 17 'Test Drive Only',
// 15 used, 14 otherwise; test drive 17 new, 48 used; finance enquiry modal 9; form default 22.

export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

export interface LeadAnalyticsCar {
  carType: 'new' | 'used' | 'demo';
  tag?: string | null;
}

/** Forms about one car that count as an enquiry on it. */
const vehicleEnquiryForms: readonly LeadForm[] = [
  'enquiry',
  'request-photos',
  'make-an-offer',
  'find-similar',
];

const isTestDriveOnly = (tag: string | null | undefined) =>
  tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();

/** The analytics event id pushed when a form is submitted (spec §7). */
export function leadAnalyticsEventId(form: LeadForm, car?: LeadAnalyticsCar | null): number {
  if (vehicleEnquiryForms.includes(form)) {
    if (isTestDriveOnly(car?.tag)) return analyticsEvents.testDriveNew;
    return car?.carType === 'used' ? analyticsEvents.enquiryUsed : analyticsEvents.enquiryNew;
  }
  if (form === 'test-drive')
    return car?.carType === 'used' ? analyticsEvents.testDriveUsed : analyticsEvents.testDriveNew;
  if (form === 'finance-enquiry') return analyticsEvents.financeEnquiryModal;
  return analyticsEvents.formDefault;
}
