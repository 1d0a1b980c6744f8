'use client';

import { type ReactNode } from 'react';
import { type RegisterOptions, useController } from 'react-hook-form';
import { FieldError, FieldHint, RequiredMarker, useField } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Checkbox } from './Checkbox';

export interface CheckboxFieldProps {
  /** the react-hook-form name of the value, true or false */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** the value when the form's defaultValues leave it out */
  defaultChecked?: boolean;
  /** checks for a form without a schema (a form's resolver takes their place) */
  rules?: Pick<RegisterOptions, 'validate'>;
}

/** A checkbox connected to the nearest Form by `name`, with its hint and error below. */
export function CheckboxField({
  name,
  label,
  hint,
  required = false,
  disabled,
  defaultChecked = false,
  rules,
}: CheckboxFieldProps) {
  const { field } = useController({ name, defaultValue: defaultChecked, rules });
  const { ids, error, invalid, controlProps } = useField(name, { hint: Boolean(hint), required });
  return (
    <div className={fieldStyles.field} data-slot="field" data-invalid={invalid || undefined}>
      <Checkbox
        {...controlProps}
        ref={field.ref}
        name={field.name}
        checked={field.value === true}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled ?? field.disabled}
        required={required}
        label={
          <>
            {label}
            {required ? <RequiredMarker /> : null}
          </>
        }
      />
      {hint || error ? (
        <div className={fieldStyles.inlineMessages}>
          {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
          {error ? <FieldError id={ids.error}>{error}</FieldError> : null}
        </div>
      ) : null}
    </div>
  );
}
