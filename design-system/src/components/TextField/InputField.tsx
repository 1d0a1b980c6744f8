'use client';

import { type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Field } from '../Field/Field';
import * as styles from './TextField.css';

/** The props every single-line field shares. */
export interface InputFieldBaseProps {
  /** the react-hook-form name of the value */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

interface InputFieldProps extends InputFieldBaseProps {
  type: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search' | 'none';
  maxLength?: number;
  min?: string;
  max?: string;
  step?: number;
  className?: string;
  slot: string;
  /** turns what was typed into the value the form keeps (e.g. digits only) */
  parse?: (text: string) => string;
}

/** A native input connected to the nearest form by name; the single-line fields build on it. */
export function InputField({
  name,
  label,
  hint,
  required = false,
  hideLabel,
  disabled,
  className = styles.input,
  slot,
  parse,
  ...input
}: InputFieldProps) {
  const { field } = useController({ name });
  return (
    <Field name={name} label={label} hint={hint} required={required} hideLabel={hideLabel}>
      {(control) => (
        <input
          {...control}
          {...input}
          ref={field.ref}
          name={field.name}
          value={field.value == null ? '' : String(field.value)}
          onChange={(event) =>
            field.onChange(parse ? parse(event.target.value) : event.target.value)
          }
          onBlur={field.onBlur}
          disabled={disabled ?? field.disabled}
          required={required}
          className={className}
          data-slot={slot}
        />
      )}
    </Field>
  );
}
