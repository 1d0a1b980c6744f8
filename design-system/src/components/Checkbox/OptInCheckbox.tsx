'use client';

import { type ReactNode } from 'react';
import { CheckboxField } from './CheckboxField';

export interface OptInCheckboxProps {
  name?: string;
  label?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * The optional marketing opt-in. It starts checked when the form's defaultValues leave it out
 * (spec §5: opt-in optional, default checked).
 */
export function OptInCheckbox({
  name = 'opt_in',
  label = 'Keep me up to date with news and special offers',
  hint,
  disabled,
}: OptInCheckboxProps) {
  return <CheckboxField name={name} label={label} hint={hint} disabled={disabled} defaultChecked />;
}
