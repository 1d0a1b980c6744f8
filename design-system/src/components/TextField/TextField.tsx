'use client';

import { InputField, type InputFieldBaseProps } from './InputField';

export const textFieldTypes = ['text', 'email', 'tel', 'url'] as const;

export interface TextFieldProps extends InputFieldBaseProps {
  type?: (typeof textFieldTypes)[number];
  /** the browser's autofill hint: 'given-name', 'family-name', 'street-address'... */
  autoComplete?: string;
  maxLength?: number;
  /** the on-screen keyboard to offer, e.g. 'numeric' for a count typed with separators */
  inputMode?: 'text' | 'numeric' | 'decimal';
}

/** A single-line text field connected to the nearest Form by `name`. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <InputField type={type} slot="text-field" {...props} />;
}
