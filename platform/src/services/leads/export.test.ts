import { describe, expect, it } from 'vitest';
import { leadsToCsv } from './export';

const lead: Parameters<typeof leadsToCsv>[0][number] = {
  id: 'l1',
  siteSlug: 's',
  idempotencyKey: 'k',
  form: 'enquiry',
  category: 'Vehicle Enquiry',
  subcategory: 'Enquire Now',
  dealershipId: 301,
  locationId: 30101,
  carId: 1,
  values: {
    name: 'Olivia',
    email: 'o@example.com.au',
    phone: '+61412345678',
    message: 'Hi,\nthere',
  },
  vehicle: { stocknum: 'U3010001', name: '2022 Toyota RAV4 GX' },
  attributes: {},
  url: null,
  userAgent: null,
  ipHash: null,
  bodyHash: null,
  valuation: null,
  createdAt: new Date('2026-11-22T01:02:03Z'),
};

describe('lead export', () => {
  it('writes a header and one row a lead', () => {
    const csv = leadsToCsv([lead]);
    const [header, row] = csv.trimEnd().split('\r\n');
    expect(header).toMatch(/^lead_id,created_at,category/);
    expect(row).toContain(
      // the phone kept in E.164, written as Australians read it
      'l1,2026-11-22T01:02:03.000Z,Vehicle Enquiry,Enquire Now,Olivia,,o@example.com.au,0412 345 678,',
    );
    expect(row).toContain('"Hi,\nthere"');
    expect(row).toContain('U3010001,2022 Toyota RAV4 GX,301,30101');
  });

  it('writes what a shopper typed as a formula as text', () => {
    const csv = leadsToCsv([
      { ...lead, values: { ...lead.values, name: '=HYPERLINK("x")', message: '@SUM(A1)' } },
    ]);
    expect(csv).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(csv).toContain(`,'@SUM(A1),`);
  });
});
