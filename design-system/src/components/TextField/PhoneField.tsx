'use client';

import { InputField, type InputFieldBaseProps } from './InputField';

export interface PhoneFieldProps extends Omit<InputFieldBaseProps, 'name' | 'label'> {
  name?: string;
  label?: InputFieldBaseProps['label'];
}

/** The shopper's mobile number (type tel, so phones show the dial pad). */
export function PhoneField({ name = 'phone', label = 'Mobile Number', ...props }: PhoneFieldProps) {
  return (
    <InputField
      name={name}
      label={label}
      type="tel"
      autoComplete="tel"
      slot="phone-field"
      {...props}
    />
  );
}
