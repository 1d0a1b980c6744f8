import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver } from 'react-hook-form';
import { type z } from 'zod';

/** react-hook-form's resolver of a zod schema (loaded with a schema form's first check). */
export function schemaResolver(schema: z.ZodType): Resolver<FieldValues> {
  return zodResolver(
    schema as unknown as z.ZodType<FieldValues, FieldValues>,
  ) as Resolver<FieldValues>;
}
