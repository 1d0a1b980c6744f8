'use client';

import { InputField, type InputFieldBaseProps } from './InputField';

export interface EmailFieldProps extends Omit<InputFieldBaseProps, 'name' | 'label'> {
  name?: string;
  label?: InputFieldBaseProps['label'];
}

/** The shopper's email address (type email, so phones show the @ keyboard). */
export function EmailField({ name = 'email', label = 'Email Address', ...props }: EmailFieldProps) {
  return (
    <InputField
      name={name}
      label={label}
      type="email"
      autoComplete="email"
      slot="email-field"
      {...props}
    />
  );
}
