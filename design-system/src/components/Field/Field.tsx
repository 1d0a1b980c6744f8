'use client';

import { type ReactNode, useEffect, useId } from 'react';
import { type FieldError as HookFormFieldError, get, useFormState } from 'react-hook-form';
import { useFormFields } from './FormFields';
import { FieldError, FieldHint, FieldLabel } from './FieldParts';
import * as styles from './Field.css';

export {
  FieldError,
  FieldHint,
  FieldLabel,
  type FieldLabelProps,
  RequiredMarker,
} from './FieldParts';

/** What a control needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface UseFieldOptions {
  /** the field shows a hint, so the control is described by it */
  hint?: boolean;
  required?: boolean;
}

export interface UseFieldResult {
  /** ids of the control and of its label, hint and error text */
  ids: { control: string; label: string; hint: string; error: string };
  /** the error message from the form state, if the field is in error */
  error: string | undefined;
  invalid: boolean;
  /** spread onto the control */
  controlProps: FieldControlProps;
}

/**
 * The plumbing of one field of the nearest react-hook-form: stable ids (the Form's, so the error
 * summary can link here, or useId outside a Form), its error from the form state, and the aria
 * attributes that tie the control to its hint and error.
 */
export function useField(name: string, { hint = false, required = false }: UseFieldOptions = {}) {
  const fields = useFormFields();
  const ownId = useId();
  const control = fields ? fields.idFor(name) : ownId;
  useEffect(() => fields?.register(name), [fields, name]);

  const { errors } = useFormState({ name });
  const fieldError = get(errors, name) as HookFormFieldError | undefined;
  const invalid = Boolean(fieldError);
  const error =
    typeof fieldError?.message === 'string' && fieldError.message ? fieldError.message : undefined;

  const ids = {
    control,
    label: `${control}-label`,
    hint: `${control}-hint`,
    error: `${control}-error`,
  };
  const describedBy = [hint && ids.hint, error && ids.error].filter(Boolean).join(' ');
  return {
    ids,
    error,
    invalid,
    controlProps: {
      id: ids.control,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': invalid || undefined,
      'aria-required': required || undefined,
    },
  } satisfies UseFieldResult;
}

export interface FieldProps {
  /** the react-hook-form name of the value */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** keeps the label for screen readers only */
  hideLabel?: boolean;
  /**
   * a group of controls (radio buttons): the label is not a <label> and names the group through
   * `aria-labelledby`
   */
  group?: boolean;
  /** renders the control with the props that wire it up (and the ids, for the odd extra need) */
  children: (
    control: FieldControlProps & { 'aria-labelledby'?: string },
    ids: UseFieldResult['ids'],
  ) => ReactNode;
}

/** A labelled field: label, hint, the control, and its error from the form state. */
export function Field({
  name,
  label,
  hint,
  required = false,
  hideLabel = false,
  group = false,
  children,
}: FieldProps) {
  const { ids, error, invalid, controlProps } = useField(name, { hint: Boolean(hint), required });
  return (
    <div className={styles.field} data-slot="field" data-invalid={invalid || undefined}>
      <FieldLabel
        id={ids.label}
        htmlFor={group ? undefined : ids.control}
        required={required}
        hidden={hideLabel}
      >
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {children(group ? { ...controlProps, 'aria-labelledby': ids.label } : controlProps, ids)}
      {error ? <FieldError id={ids.error}>{error}</FieldError> : null}
    </div>
  );
}
