'use client';

import { type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Field } from '../Field/Field';
import { RadioGroup, type RadioOption, type radioGroupOrientations } from './RadioGroup';

export interface RadioGroupFieldProps {
  /** the react-hook-form name of the value, one of the options' values */
  name: string;
  label: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: (typeof radioGroupOrientations)[number];
}

/** A radio group connected to the nearest Form by `name`; its label names the group. */
export function RadioGroupField({
  name,
  label,
  options,
  hint,
  required = false,
  disabled,
  orientation,
}: RadioGroupFieldProps) {
  const { field } = useController({ name });
  return (
    <Field name={name} label={label} hint={hint} required={required} group>
      {(control) => (
        <RadioGroup
          {...control}
          ref={field.ref}
          name={field.name}
          options={options}
          value={typeof field.value === 'string' ? field.value : ''}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled ?? field.disabled}
          required={required}
          orientation={orientation}
        />
      )}
    </Field>
  );
}
