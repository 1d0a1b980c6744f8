import { describe, expect, it } from 'vitest';
import { leadAnalyticsEventId, type LeadAnalyticsCar } from './lead-analytics';
import { type LeadForm } from './lead-forms';

const newCar: LeadAnalyticsCar = { carType: 'new', tag: null };
const usedCar: LeadAnalyticsCar = { carType: 'used', tag: null };
const demoCar: LeadAnalyticsCar = { carType: 'demo' };
const testDriveOnlyUsed: LeadAnalyticsCar = { carType: 'used', tag: 'Test Drive Only' };

// spec §7: one row per case
const rows: [string, LeadForm, LeadAnalyticsCar | undefined, number][] = [
  ['enquiry on a new car', 'enquiry', newCar, 14],
  ['enquiry on a demo car', 'enquiry', demoCar, 14],
  ['enquiry on a used car', 'enquiry', usedCar, 15],
  ['enquiry on a Test Drive Only car (tag before type)', 'enquiry', testDriveOnlyUsed, 17],
  [
    'enquiry with the tag in other letter case',
    'enquiry',
    { carType: 'new', tag: 'test drive only ' },
    17,
  ],
  ['enquiry with another tag', 'enquiry', { carType: 'used', tag: 'Reduced' }, 15],
  ['enquiry with no car', 'enquiry', undefined, 14],
  ['request photos of a used car', 'request-photos', usedCar, 15],
  ['make an offer on a new car', 'make-an-offer', newCar, 14],
  ['find me something similar to a used car', 'find-similar', usedCar, 15],
  ['test drive of a new car', 'test-drive', newCar, 17],
  ['test drive of a used car', 'test-drive', usedCar, 48],
  ['test drive of a demo car', 'test-drive', demoCar, 17],
  ['test drive with no car', 'test-drive', undefined, 17],
  ['finance enquiry', 'finance-enquiry', usedCar, 9],
  ['finance enquiry with no car', 'finance-enquiry', undefined, 9],
  ['general enquiry (form default)', 'general-enquiry', undefined, 22],
  ['contact us', 'contact-us', undefined, 22],
  ['fleet', 'fleet', undefined, 22],
  ['service', 'service', undefined, 22],
  ['parts', 'parts', undefined, 22],
];

describe('leadAnalyticsEventId', () => {
  it.each(rows)('%s', (_name, form, car, expected) => {
    expect(leadAnalyticsEventId(form, car)).toBe(expected);
  });
});
