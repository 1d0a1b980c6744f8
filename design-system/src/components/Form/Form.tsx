'use client';

import { type FocusEventHandler, type ReactNode, useId, useState } from 'react';
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
  return (
    <FormProvider {...form}>
      <FormFieldsContext.Provider value={fields}>
        <form
          noValidate
          className={styles.form}
          data-slot="form"
          onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}
          {...rest}
        >
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          {errorSummary ? <ErrorSummary /> : null}
          {children}
        </form>
      </FormFieldsContext.Provider>
    </FormProvider>
  );
}
