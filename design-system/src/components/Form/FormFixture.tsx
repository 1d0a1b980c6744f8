import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { type z } from 'zod';
import { Form } from './Form';
import { SubmitButton } from './SubmitButton';

// A small form for the stories of the fields: a schema of the story's own (or none), a submit
// button, and the values handed to `onSubmit`.

export interface FormFixtureProps {
  schema?: z.ZodType<FieldValues, FieldValues>;
  defaultValues?: FieldValues;
  onSubmit: (values: FieldValues) => unknown;
  formError?: ReactNode;
  submitLabel?: string;
  /** false when the story places its own ErrorSummary */
  errorSummary?: boolean;
  children: ReactNode;
}

export function FormFixture({
  schema,
  defaultValues,
  onSubmit,
  formError,
  submitLabel = 'Submit',
  errorSummary,
  children,
}: FormFixtureProps) {
  const form = useForm<FieldValues>({
    resolver: schema ? (zodResolver(schema) as Resolver<FieldValues>) : undefined,
    defaultValues,
    shouldFocusError: false,
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => void (await onSubmit(values))}
      formError={formError}
      errorSummary={errorSummary}
    >
      {children}
      <div>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
