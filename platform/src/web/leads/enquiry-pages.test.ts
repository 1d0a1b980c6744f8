import { describe, expect, it } from 'vitest';
import { enquiryCategories, getSiteBySlug, type Site } from '@dealer/site-config';
import { generalEnquiryCategories } from '../../domain/lead-forms';
import {
  enquiryPageBase,
  enquiryPageDefaults,
  enquiryPageOf,
  offersEnquiryPath,
} from './enquiry-pages';
import { leadPages } from './lead-pages';

const toyota = getSiteBySlug('swan-valley-toyota') as Site;
const generic = getSiteBySlug('southern-cross-motors') as Site;

describe('enquiry pages', () => {
  it('are the pages a site configures', () => {
    expect(enquiryPageOf(toyota, 'new-vehicle-enquiry')?.title).toBe('New Vehicle Enquiry');
    expect(enquiryPageOf(toyota, 'used-vehicle-enquiry')).toBeNull();
    expect(enquiryPageOf(generic, 'new-vehicle-enquiry')).toBeNull();
  });

  it('tell a menu which /enquiries/* links lead somewhere', () => {
    expect(offersEnquiryPath(toyota, '/enquiries/new-vehicle-enquiry')).toBe(true);
    expect(offersEnquiryPath(generic, '/enquiries/new-vehicle-enquiry')).toBe(false);
    expect(offersEnquiryPath(generic, '/contact-us')).toBeNull();
  });

  it('show the form of a platform form page, a general enquiry with its category chosen', () => {
    for (const [form, page] of Object.entries(enquiryPageBase)) {
      expect(leadPages[page].form).toBe(form);
    }
    const page = enquiryPageOf(toyota, 'new-vehicle-enquiry')!;
    expect(enquiryPageDefaults(page)).toEqual({ category: 'Sales Enquiry' });
    expect(enquiryPageDefaults({ ...page, category: null })).toEqual({});
    expect(enquiryPageDefaults({ ...page, form: 'service' })).toEqual({});
  });

  it('offer the categories the general enquiry takes', () => {
    expect([...enquiryCategories]).toEqual([...generalEnquiryCategories]);
  });
});
