'use client';

import { type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Field } from '../Field/Field';
import * as styles from './TextField.css';

export interface TextAreaProps {
  /** the react-hook-form name of the value */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
}

/** A message or comments box connected to the nearest Form by `name`. */
export function TextArea({
  name,
  label,
  hint,
  required = false,
  hideLabel,
  placeholder,
  rows = 4,
  maxLength,
  disabled,
}: TextAreaProps) {
  const { field } = useController({ name });
  return (
    <Field name={name} label={label} hint={hint} required={required} hideLabel={hideLabel}>
      {(control) => (
        <textarea
          {...control}
          ref={field.ref}
          name={field.name}
          value={field.value == null ? '' : String(field.value)}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          disabled={disabled ?? field.disabled}
          required={required}
          placeholder={placeholder}
          rows={rows}
          maxLength={maxLength}
          className={styles.textArea}
          data-slot="text-area"
        />
      )}
    </Field>
  );
}
