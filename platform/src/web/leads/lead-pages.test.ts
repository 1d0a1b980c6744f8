import { describe, expect, it } from 'vitest';
import { getSiteBySlug } from '@dealer/site-config';
import { defaultLeadFormOptions, type LeadForm, leadFormSchema } from '../../domain/lead-forms';
import { isMessageRequired, leadFormDefaults, leadFormFields } from './lead-form-fields';
import { budgetFromQuery, carIdFromQuery, leadPages, preferredLocationId } from './lead-pages';

const site = getSiteBySlug('southern-cross-motors')!;
// sales locations of the demo site's three dealerships
const offered = [
  { id: 10101, dealershipId: 101 },
  { id: 10201, dealershipId: 102 },
  { id: 10301, dealershipId: 103 },
];

describe('form page query (spec §2 /finance-enquiry)', () => {
  it.each([
    [{ preferredDealership: '10201' }, 10201],
    [{ preferredDealership: '103' }, 10301],
    [{ preferredDealership: 'southern-cross-ringwood' }, 10201],
    [{ preferredDealership: 'Southern Cross Parramatta' }, 10301],
    [{ preferredDealership: ' southern  cross PARRAMATTA ' }, 10301],
    [{ preferredDealership: 'Southern Cross Parramattá' }, 10301],
    [{ preferredDealership: ['102', '103'] }, 10201],
    [{ preferredDealership: 'Nowhere Motors' }, undefined],
    [{ preferredDealership: '99999' }, undefined],
    [{}, undefined],
  ])('preferredDealership %o is location %s', (query, expected) => {
    expect(preferredLocationId(query, site, offered)).toBe(expected);
  });

  it.each([
    [{ vehiclePriceBudget: '25000' }, 25000],
    [{ vehiclePriceBudget: '$25,000' }, 25000],
    [{ vehiclePriceBudget: '19999.6' }, 20000],
    [{ vehiclePriceBudget: '0' }, undefined],
    [{ vehiclePriceBudget: '-5' }, undefined],
    [{ vehiclePriceBudget: 'lots' }, undefined],
    [{ vehiclePriceBudget: '$20,000 - $30,000' }, 20000],
    [{ vehiclePriceBudget: '20k to 30k' }, 20000],
    [{ vehiclePriceBudget: '999999999' }, undefined],
    [{}, undefined],
  ])('vehiclePriceBudget %o is %s', (query, expected) => {
    expect(budgetFromQuery(query)).toBe(expected);
  });

  it.each([
    [{ car_id: '123' }, 123],
    [{ car_id: '0' }, null],
    [{ car_id: '12abc' }, null],
    [{ car_id: '1e3' }, null],
    [{}, null],
  ])('car_id %o is %s', (query, expected) => {
    expect(carIdFromQuery(query)).toBe(expected);
  });
});

describe('form fields and their schema', () => {
  const optionSets = [
    defaultLeadFormOptions,
    { ...defaultLeadFormOptions, requireTerms: true, locationSelect: true },
    { ...defaultLeadFormOptions, hideOptIn: true, messageOptional: true },
    { ...defaultLeadFormOptions, distributionLocations: ['Ellenbrook', 'Mundaring'] },
    { ...defaultLeadFormOptions, additionalServices: ['Wheel Alignment', 'Car Wash'] },
  ];
  const forms: LeadForm[] = [
    ...new Set<LeadForm>([
      ...Object.values(leadPages).map((p) => p.form),
      'enquiry',
      'make-an-offer',
    ]),
  ];

  it.each(forms.flatMap((form) => optionSets.map((options) => [form, options] as const)))(
    '%s: every field shown and every starting value is one the schema knows',
    (form, options) => {
      const shape = (leadFormSchema(form, options) as unknown as { shape: Record<string, unknown> })
        .shape;
      for (const field of leadFormFields(form, options)) expect(shape).toHaveProperty(field);
      for (const key of Object.keys(leadFormDefaults(form, options)))
        expect(shape).toHaveProperty(key);
    },
  );

  it('starts general enquiries on General Enquiry and checks the opt-in', () => {
    expect(leadFormDefaults('general-enquiry', defaultLeadFormOptions)).toMatchObject({
      category: 'General Enquiry',
      opt_in: true,
    });
    expect(
      leadFormDefaults('general-enquiry', { ...defaultLeadFormOptions, hideOptIn: true }),
    ).not.toHaveProperty('opt_in');
  });

  it('make an offer has no message or opt-in; the message is optional where the site says', () => {
    expect(leadFormFields('make-an-offer', defaultLeadFormOptions)).not.toContain('message');
    expect(leadFormFields('make-an-offer', defaultLeadFormOptions)).not.toContain('opt_in');
    expect(isMessageRequired('contact-us', defaultLeadFormOptions)).toBe(true);
    expect(
      isMessageRequired('contact-us', { ...defaultLeadFormOptions, messageOptional: true }),
    ).toBe(false);
    expect(isMessageRequired('test-drive', defaultLeadFormOptions)).toBe(false);
  });
});
