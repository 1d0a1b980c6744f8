'use client';

import { type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Field } from '../Field/Field';
import { type SelectOption } from './Select';
import { SelectControl } from './SelectControl';

export interface SelectFieldProps<V extends string | number = string> {
  /** the react-hook-form name of the value, one of the options' values */
  name: string;
  label: ReactNode;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  disabled?: boolean;
}

/** A dropdown connected to the nearest Form by `name`. */
export function SelectField<V extends string | number = string>({
  name,
  label,
  options,
  placeholder,
  hint,
  required = false,
  hideLabel,
  disabled,
}: SelectFieldProps<V>) {
  const { field } = useController({ name });
  const chosen = options.find((option) => option.value === field.value);
  return (
    <Field name={name} label={label} hint={hint} required={required} hideLabel={hideLabel}>
      {(control, ids) => (
        <SelectControl<V>
          {...control}
          labelId={ids.label}
          ref={field.ref}
          name={field.name}
          options={options}
          value={chosen?.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={placeholder}
          disabled={disabled ?? field.disabled}
          required={required}
        />
      )}
    </Field>
  );
}
