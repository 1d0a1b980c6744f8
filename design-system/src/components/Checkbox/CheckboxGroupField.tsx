'use client';

import { type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Field } from '../Field/Field';
import { Checkbox } from './Checkbox';
import * as styles from './Checkbox.css';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
}

export interface CheckboxGroupFieldProps {
  /** the react-hook-form name of the value: the chosen options' values */
  name: string;
  label: ReactNode;
  options: readonly CheckboxOption[];
  hint?: ReactNode;
  disabled?: boolean;
}

/** The chosen values after one box is ticked or cleared, in the options' order. */
export function checkedValues(
  options: readonly CheckboxOption[],
  chosen: readonly string[],
  value: string,
  checked: boolean,
): string[] {
  return options
    .map((option) => option.value)
    .filter((v) => (v === value ? checked : chosen.includes(v)));
}

/**
 * Any number of choices from a short list, a checkbox each, connected to the nearest Form by
 * `name`; its label names the group and its error describes it.
 */
export function CheckboxGroupField({
  name,
  label,
  options,
  hint,
  disabled,
}: CheckboxGroupFieldProps) {
  const { field } = useController({ name, defaultValue: [] });
  const chosen: readonly string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <Field name={name} label={label} hint={hint} group>
      {({ id, 'aria-required': _required, 'aria-invalid': _invalid, ...control }) => (
        <div role="group" id={id} className={styles.group} data-slot="checkbox-group" {...control}>
          {options.map((option, index) => (
            <Checkbox
              key={option.value}
              ref={index === 0 ? field.ref : undefined}
              label={option.label}
              checked={chosen.includes(option.value)}
              onCheckedChange={(checked) =>
                field.onChange(checkedValues(options, chosen, option.value, checked))
              }
              onBlur={field.onBlur}
              disabled={disabled ?? field.disabled}
            />
          ))}
        </div>
      )}
    </Field>
  );
}
