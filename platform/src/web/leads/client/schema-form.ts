'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { type z } from 'zod';
import { withoutEmptyValues } from './lead-submission';

/**
 * A form checked by a zod schema, as the server checks the same answers: a blank optional answer
 * is left out first. The wizards' steps each have one (the trade-in valuation, the buy-online
 * journey).
 */
export function useSchemaForm(schema: z.ZodType, values: FieldValues) {
  const validate = zodResolver(
    schema as unknown as z.ZodType<FieldValues, FieldValues>,
  ) as Resolver<FieldValues>;
  const resolver: Resolver<FieldValues> = (answers, context, options) =>
    validate(withoutEmptyValues(answers), context, options);
  return useForm<FieldValues>({ resolver, defaultValues: values, shouldFocusError: false });
}
