import { describe, expect, it } from 'vitest';
import { defaultLeadFormOptions } from '../../domain/lead-forms';
import { leadFormFields, leadFormSteps } from './lead-form-fields';

describe('leadFormSteps (spec §4 multi-step enquiry)', () => {
  it('asks the enquiry first, then the details whose submit sends it', () => {
    const fields = leadFormFields('enquiry', { ...defaultLeadFormOptions, requireTerms: true });
    expect(leadFormSteps(fields)).toEqual([
      {
        title: 'Your enquiry',
        fields: ['finance', 'do-you-have-a-trade-in', 'rego', 'message'],
      },
      {
        title: 'Your details',
        fields: [
          'name',
          'last_name',
          'email',
          'phone',
          'postcode',
          'PreferredContactMethod',
          'terms',
          'opt_in',
        ],
      },
    ]);
  });

  it('keeps every field of the form, once, in its own order', () => {
    const options = {
      ...defaultLeadFormOptions,
      locationSelect: true,
      requireTerms: true,
      additionalServices: ['Wheel alignment'],
    };
    for (const form of ['enquiry', 'test-drive', 'service', 'general-enquiry'] as const) {
      const fields = leadFormFields(form, options);
      const steps = leadFormSteps(fields);
      const flat = steps.flatMap((step) => step.fields);
      expect([...flat].sort()).toEqual([...fields].sort());
      for (const step of steps)
        expect(step.fields).toEqual(fields.filter((f) => step.fields.includes(f)));
    }
  });

  it('is one step for a form that asks only the details', () => {
    expect(leadFormSteps(['name', 'email', 'phone', 'postcode', 'opt_in'])).toEqual([
      { title: 'Your details', fields: ['name', 'email', 'phone', 'postcode', 'opt_in'] },
    ]);
  });
});
