import { describe, expect, it } from 'vitest';
import {
  defaultLeadFormOptions,
  FEEDBACK_RATING_MESSAGE,
  leadFormCategory,
  leadFormSchema,
} from '../../domain/lead-forms';
import { leadSubcategory } from '../../domain/lead-values';
import { leadToAdf } from '../../services/leads/adf';
import { leadFormDefaults, leadFormFields, leadFormSubmitLabel } from './lead-form-fields';
import { leadPages } from './lead-pages';

// spec §2 /customer-feedback-survey: the form 'I had a bad experience' leads to is a lead like
// every other form's, with the customer's rating and what happened.

const contact = {
  name: 'Olivia',
  email: 'olivia@example.com.au',
  phone: '0412 345 678',
  postcode: '6056',
};

describe('the customer feedback form', () => {
  it('is the customer feedback survey page’s form, filed under Feedback', () => {
    expect(leadPages['customer-feedback-survey']).toMatchObject({
      form: 'customer-feedback',
      title: 'Customer Feedback Survey',
    });
    expect(leadFormCategory['customer-feedback']).toEqual({
      category: 'Feedback',
      subcategory: 'Customer Feedback Survey',
    });
    expect(leadSubcategory('customer-feedback', {})).toBe('Customer Feedback Survey');
    expect(leadFormSubmitLabel('customer-feedback')).toBe('Submit Feedback');
  });

  it('asks the contact fields, the rating and the message, in that order', () => {
    expect(leadFormFields('customer-feedback', defaultLeadFormOptions)).toEqual([
      'name',
      'last_name',
      'email',
      'phone',
      'postcode',
      'rating',
      'message',
      'opt_in',
    ]);
    expect(leadFormDefaults('customer-feedback', defaultLeadFormOptions)).toMatchObject({
      rating: undefined,
      message: '',
      source: 'Customer Feedback Survey',
    });
  });

  const schema = leadFormSchema('customer-feedback', defaultLeadFormOptions);
  it.each([
    ['a rating of 1 with words', { ...contact, rating: '1', message: 'Slow.' }, true, null],
    ['a rating of 5', { ...contact, rating: '5', message: 'Fine.' }, true, null],
    ['no rating', { ...contact, message: 'Slow.' }, false, FEEDBACK_RATING_MESSAGE],
    ['a rating of 0', { ...contact, rating: '0', message: 'x' }, false, FEEDBACK_RATING_MESSAGE],
    ['a rating of 6', { ...contact, rating: '6', message: 'x' }, false, FEEDBACK_RATING_MESSAGE],
    [
      'a rating as a number',
      { ...contact, rating: 3, message: 'x' },
      false,
      FEEDBACK_RATING_MESSAGE,
    ],
    ['no message', { ...contact, rating: '2' }, false, 'Message is required.'],
  ])('%s', (_, values, ok, message) => {
    const result = schema.safeParse(values);
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues.map((i) => i.message)).toContain(message);
  });

  it('gives the dealer the rating with the customer’s words', () => {
    const adf = leadToAdf(
      {
        id: 'lead-1',
        createdAt: new Date('2026-11-20T00:00:00Z'),
        form: 'customer-feedback',
        ...leadFormCategory['customer-feedback'],
        values: { ...contact, rating: '2', message: 'Waited an hour for my car.' },
        vehicle: null,
      },
      {
        locationId: 1,
        name: 'Swan Valley Toyota - Sales',
        phone: null,
        street: null,
        city: null,
        state: null,
        postcode: null,
      },
      { siteName: 'Swan Valley Toyota', provider: 'Dealer Platform' },
    );
    expect(adf).toContain(
      '<comments>Waited an hour for my car.\nFeedback - Customer Feedback Survey\nRating: 2 out of 5</comments>',
    );
  });
});
