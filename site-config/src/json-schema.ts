import { z } from 'zod';
import { siteSchema } from './schema';

/** Where the JSON Schema of a sites file is committed (from the repository's root). */
export const SITES_JSON_SCHEMA_FILE = 'site-config/site-config.schema.json';

/**
 * The JSON Schema of a sites file (SITES_FILE: a JSON array of sites), generated from the zod
 * schema of a site as an operator writes it: a field with a default may be left out.
 */
export function sitesFileJsonSchema(): Record<string, unknown> {
  const { $schema, ...schema } = z.toJSONSchema(z.array(siteSchema), { io: 'input' });
  return {
    $schema,
    title: 'Dealer platform sites',
    description:
      'The sites an app serves (SITES_FILE): one object per site. Generated from site-config/src/schema.ts by `npm run sites -- schema`; check a file with `npm run sites -- validate <file>`.',
    ...schema,
  };
}
