'use client';

import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { type z } from 'zod';
import { withoutEmptyValues } from './lead-submission';

// react-hook-form's zod resolver (and zod's error handling) loads with the form's first check
const loadResolver = () => import('./schema-resolver');

/**
 * A form checked by a zod schema, as the server checks the same answers: a blank optional answer
 * is left out first. The wizards' steps each have one (the trade-in valuation, the buy-online
 * journey). The schema may come from a module loaded on the first check (`() => import(...)`),
 * so the page paints without zod.
 */
export function useSchemaForm(schema: z.ZodType | (() => Promise<z.ZodType>), values: FieldValues) {
  const resolver: Resolver<FieldValues> = async (answers, context, options) => {
    const [{ schemaResolver }, ready] = await Promise.all([
      loadResolver(),
      typeof schema === 'function' ? schema() : schema,
    ]);
    return schemaResolver(ready)(withoutEmptyValues(answers), context, options);
  };
  return useForm<FieldValues>({ resolver, defaultValues: values, shouldFocusError: false });
}
