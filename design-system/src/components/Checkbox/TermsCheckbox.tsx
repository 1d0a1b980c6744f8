'use client';

import { type ReactNode } from 'react';
import { Link } from '../Link/Link';
import { CheckboxField } from './CheckboxField';

// spec §5, §8: the terms agreement is required, with this message. A form with a schema carries
// the same message in its schema; this rule covers a form without one.
const TERMS_MESSAGE = '*You must agree to the terms of use before submitting.';

export interface TermsCheckboxProps {
  name?: string;
  /** the agreement; by default 'I agree to the terms of use', linking to `termsHref` */
  label?: ReactNode;
  termsHref?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/** The required 'I agree to the terms of use' checkbox of an enquiry form. */
export function TermsCheckbox({
  name = 'terms',
  label,
  termsHref = '/terms-and-conditions',
  hint,
  disabled,
}: TermsCheckboxProps) {
  return (
    <CheckboxField
      name={name}
      label={
        label ?? (
          <>
            I agree to the <Link href={termsHref}>terms of use</Link>
          </>
        )
      }
      hint={hint}
      disabled={disabled}
      required
      rules={{ validate: (value: unknown) => value === true || TERMS_MESSAGE }}
    />
  );
}
