import { describe, expect, it } from 'vitest';
import { type AdfLead, type AdfVendor, leadToAdf, yesNoAnswer } from './adf';

// spec §3 enquiry values in the dealer's ADF document: the finance and trade-in answers (asked
// as Yes/No or ticked as a box), the additional services and the make of a lead about no car.

const vendor: AdfVendor = {
  locationId: 301,
  name: 'Swan Valley Toyota Midland',
  phone: '08 9250 1234',
  street: '1 Great Eastern Hwy',
  city: 'Midland',
  state: 'WA',
  postcode: '6056',
};
const contact = { name: 'Olivia', email: 'olivia@example.com.au', phone: '+61412345678' };
const hilux = {
  year: 2024,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  vin: null,
  stocknum: 'U1234',
  carType: 'used',
  km: 20_000,
  price: 54_990,
};
const lead = (over: Partial<AdfLead>): AdfLead => ({
  id: 'lead-1',
  createdAt: new Date('2026-11-22T00:00:00Z'),
  form: 'enquiry',
  category: 'Vehicle Enquiry',
  subcategory: 'Enquire Now',
  values: contact,
  vehicle: hilux,
  ...over,
});
const adfOf = (over: Partial<AdfLead>) =>
  leadToAdf(lead(over), vendor, { siteName: 'Swan Valley Toyota', provider: 'Dealer Platform' });
const tradeInVehicle = /<vehicle interest="trade-in"/;

describe('yesNoAnswer', () => {
  it.each<[unknown, unknown, 'Yes' | 'No' | null]>([
    ['Yes', undefined, 'Yes'],
    ['No', undefined, 'No'],
    [undefined, true, 'Yes'],
    [undefined, false, 'No'],
    ['No', true, 'Yes'],
    [undefined, undefined, null],
    ['Maybe', 'on', null],
  ])('question %s, box %s: %s', (question, box, answer) => {
    expect(yesNoAnswer(question, box)).toBe(answer);
  });
});

describe('leadToAdf enquiry values', () => {
  it('a test drive with both boxes ticked: finance in the comments, a trade-in vehicle', () => {
    const adf = adfOf({
      form: 'test-drive',
      values: { ...contact, opt_in_finance: true, opt_in_trade: true },
    });
    expect(adf).toContain('Finance: Yes');
    expect(adf).toContain('Trade-in: Yes');
    expect(adf).toMatch(tradeInVehicle);
  });

  it('boxes left clear: both answered No, no trade-in vehicle', () => {
    const adf = adfOf({ values: { ...contact, opt_in_finance: false, opt_in_trade: false } });
    expect(adf).toContain('Finance: No');
    expect(adf).toContain('Trade-in: No');
    expect(adf).not.toMatch(tradeInVehicle);
  });

  it('the Yes/No questions of an enquiry', () => {
    const adf = adfOf({
      values: { ...contact, finance: 'No', 'do-you-have-a-trade-in': 'Yes', rego: '1ABC234' },
    });
    expect(adf).toContain('Finance: No');
    expect(adf).toMatch(/<vehicle interest="trade-in" status="used"><comments>Rego 1ABC234/);
  });

  it('a form that asked neither says nothing of them', () => {
    const adf = adfOf({ values: contact });
    expect(adf).not.toContain('Finance:');
    expect(adf).not.toContain('Trade-in:');
    expect(adf).not.toMatch(tradeInVehicle);
  });

  it('lists the additional services of a service enquiry, and the make of a lead with no car', () => {
    const adf = adfOf({
      form: 'service',
      category: 'Service Enquiry',
      subcategory: 'Service Enquiry',
      vehicle: null,
      values: {
        ...contact,
        additional_services: ['Wheel Alignment', 'Car Wash'],
        manufacturer_slug: 'toyota',
      },
    });
    expect(adf).toContain('Additional services: Wheel Alignment, Car Wash');
    expect(adf).toContain('Manufacturer: toyota');
  });

  it('a lead about a car names its make in the vehicle, not again in the comments', () => {
    const adf = adfOf({ values: { ...contact, manufacturer_slug: 'toyota' } });
    expect(adf).toContain('<make>Toyota</make>');
    expect(adf).not.toContain('Manufacturer:');
    expect(adf).not.toContain('Additional services');
  });
});
