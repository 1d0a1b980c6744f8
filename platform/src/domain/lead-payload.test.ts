import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_SERVICES_MESSAGE,
  defaultLeadFormOptions,
  leadEnvelopeSchema,
  leadFormSchema,
  PAGE_ID_MESSAGE,
} from './lead-forms';
import { leadManufacturerSlug } from './lead-values';

// spec §3 'Lead payload', 'Form submission payload' and the further enquiry values: each field
// as the browser and the server check it.

const contact = {
  name: 'Olivia',
  postcode: '6056',
  phone: '0412 345 678',
  email: 'olivia.nguyen@example.com.au',
  message: 'Is this car still available?',
};
const envelope = { form: 'enquiry', values: contact };
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));

describe('lead payload form_completed (spec §3)', () => {
  it.each<[string, unknown, boolean | 'refused']>([
    ['left out: a form sends only from its last step', undefined, true],
    ['sent from the last step', true, true],
    ['taken before the shopper finished', false, false],
    ['not a yes or no', 'yes', 'refused'],
  ])('%s', (_name, sent, stored) => {
    const result = leadEnvelopeSchema.safeParse(
      sent === undefined ? envelope : { ...envelope, form_completed: sent },
    );
    if (stored === 'refused') expect(issuesOf(result)).toEqual(['form_completed']);
    else expect(result.data?.form_completed).toBe(stored);
  });
});

describe('form submission and enquiry values (spec §3)', () => {
  const enquiry = leadFormSchema('enquiry', defaultLeadFormOptions);
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a page name', { page_id: 'book-test-drive' }, []],
    ['a page name of one word', { page_id: 'vehicle' }, []],
    ['a page name with spaces', { page_id: 'Book Test Drive' }, ['page_id']],
    ['a path', { page_id: '../admin' }, ['page_id']],
    ['a page name too long', { page_id: 'a'.repeat(61) }, ['page_id']],
    ['a make as its slug', { manufacturer_slug: 'mercedes-benz' }, []],
    ['a make as its name', { manufacturer_slug: 'Mercedes-Benz' }, ['manufacturer_slug']],
    ['each contact method', { PreferredContactMethod: 'SMS' }, []],
    ['another contact method', { PreferredContactMethod: 'Fax' }, ['PreferredContactMethod']],
    ['finance Yes', { finance: 'Yes' }, []],
    ['finance maybe', { finance: 'Maybe' }, ['finance']],
    ['a trade-in No', { 'do-you-have-a-trade-in': 'No' }, []],
    ['a trade-in maybe', { 'do-you-have-a-trade-in': 'Maybe' }, ['do-you-have-a-trade-in']],
    ['the finance and trade boxes', { opt_in_finance: true, opt_in_trade: false }, []],
    ['a finance box as text', { opt_in_finance: 'on' }, ['opt_in_finance']],
    ['a trade box as text', { opt_in_trade: 'true' }, ['opt_in_trade']],
  ])('%s', (_name, values, problems) => {
    expect(issuesOf(enquiry.safeParse({ ...contact, ...values }))).toEqual(problems);
  });

  it('takes no trade-in answer under another name', () => {
    const result = enquiry.safeParse({ ...contact, trade_in: 'Yes' });
    expect(result.success).toBe(false);
  });
});

describe('additional_services of the service enquiry (spec §3)', () => {
  const offered = ['Wheel Alignment', 'Car Wash'];
  const service = leadFormSchema('service', {
    ...defaultLeadFormOptions,
    additionalServices: offered,
  });
  it.each<[string, unknown, boolean]>([
    ['none chosen', [], true],
    ['one of the site’s', ['Car Wash'], true],
    ['every one of the site’s', ['Wheel Alignment', 'Car Wash'], true],
    ['a service the site does not offer', ['Oil Change'], false],
    ['one chosen twice', ['Car Wash', 'Car Wash'], false],
    ['not a list', 'Car Wash', false],
  ])('%s', (_name, chosen, valid) => {
    const result = service.safeParse({ ...contact, additional_services: chosen });
    expect(result.success).toBe(valid);
    if (!valid && Array.isArray(chosen))
      expect(result.error!.issues[0]!.message).toBe(ADDITIONAL_SERVICES_MESSAGE);
  });

  it('a site that offers none takes none, and other forms do not ask', () => {
    const none = leadFormSchema('service', defaultLeadFormOptions);
    expect(none.safeParse({ ...contact, additional_services: [] }).success).toBe(true);
    expect(none.safeParse({ ...contact, additional_services: ['Car Wash'] }).success).toBe(false);
    const enquiry = leadFormSchema('enquiry', {
      ...defaultLeadFormOptions,
      additionalServices: offered,
    });
    expect(enquiry.safeParse({ ...contact, additional_services: ['Car Wash'] }).success).toBe(
      false,
    );
  });

  it('names a refused page id with its message', () => {
    const result = leadFormSchema('enquiry').safeParse({ ...contact, page_id: 'A Page' });
    expect(result.error!.issues[0]!.message).toBe(PAGE_ID_MESSAGE);
  });
});

describe('leadManufacturerSlug (spec §3 manufacturer_slug)', () => {
  it.each<[string, unknown, string | null, string | null, string | undefined]>([
    ['a car: its make, whatever was sent', 'kia', 'Toyota', 'Toyota', 'toyota'],
    [
      'a car of another make than the site’s',
      undefined,
      'Mercedes-Benz',
      'Toyota',
      'mercedes-benz',
    ],
    ['no car: the make the form sent', 'lexus', null, 'Toyota', 'lexus'],
    ['no car, nothing sent: the site’s manufacturer', undefined, null, 'Toyota', 'toyota'],
    ['no car, nothing sent, a site of many makes', undefined, null, null, undefined],
    ['an empty make sent', '', null, null, undefined],
  ])('%s', (_name, sent, carMake, siteManufacturer, slug) => {
    expect(leadManufacturerSlug(sent, carMake, siteManufacturer)).toBe(slug);
  });
});
