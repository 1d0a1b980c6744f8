'use client';

import { type FocusEventHandler, type ReactNode, useEffect, useId, useState } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { createFormFields, FormFieldsContext } from '../Field/FormFields';
import { ErrorSummary } from './ErrorSummary';
import { FormAlert } from './FormAlert';
import * as styles from './Form.css';

export interface FormProps<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
> {
  /** what `useForm` returned (with the zod resolver of the form's schema) */
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  /** called with the parsed values once they are valid; it should catch its own failures */
  onSubmit: SubmitHandler<TTransformedValues>;
  onInvalid?: SubmitErrorHandler<TFieldValues>;
  /** a message about the whole form (a failed submit), shown as a destructive alert */
  formError?: ReactNode;
  /** the list of errors at the top after a failed submit; leave on unless you place your own */
  errorSummary?: boolean;
  children: ReactNode;
  /** focus entered the form (any of its fields): a form may load what checks it then */
  onFocus?: FocusEventHandler<HTMLFormElement>;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A form on react-hook-form: fields inside it find the form by context and connect by `name`.
 * Browser validation is off (the schema validates); a failed submit shows the error summary and
 * moves focus to it.
 */
export function Form<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  form,
  onSubmit,
  onInvalid,
  formError,
  errorSummary = true,
  children,
  ...rest
}: FormProps<TFieldValues, TContext, TTransformedValues>) {
  const prefix = useId();
  const [fields] = useState(() => createFormFields(`${prefix}-`));
  const id = rest.id ?? `${prefix}-form`;
  // what the shopper typed into the server's page before it hydrated (react-hook-form sets each
  // field it registers to its default value): read from the page before the first render
  // commits, put back once the fields are registered
  const [typed] = useState(() => typedBeforeHydration(id));
  useEffect(() => {
    const setValue = form.setValue as (name: string, value: string, options: object) => void;
    for (const [name, value] of typed) setValue(name, value, { shouldDirty: true });
  }, [form, typed]);
  return (
    <FormProvider {...form}>
      <FormFieldsContext.Provider value={fields}>
        <form
          noValidate
          className={styles.form}
          data-slot="form"
          onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}
          {...rest}
          id={id}
        >
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          {errorSummary ? <ErrorSummary /> : null}
          {children}
        </form>
      </FormFieldsContext.Provider>
    </FormProvider>
  );
}

/**
 * The text a shopper typed into a form of the server's page before the page hydrated: each text
 * field, text area and select (by name) whose value is no longer the one the server wrote. None
 * when the form is not on the page yet (a client-side render).
 */
export function typedBeforeHydration(formId: string): [name: string, value: string][] {
  if (typeof document === 'undefined') return [];
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return [];
  const typed: [string, string][] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || ['checkbox', 'radio', 'hidden', 'file'].includes(element.type)) continue;
      if (element.value !== element.defaultValue) typed.push([element.name, element.value]);
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.name && element.value !== element.defaultValue) {
        typed.push([element.name, element.value]);
      }
    } else if (element instanceof HTMLSelectElement && element.name && !element.multiple) {
      const options = Array.from(element.options);
      const initial = options.find((option) => option.defaultSelected) ?? options[0];
      if (initial && element.value !== initial.value) typed.push([element.name, element.value]);
    }
  }
  return typed;
}
