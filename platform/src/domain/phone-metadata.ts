import { type MetadataJson } from 'libphonenumber-js/core';

// The phone rules ship in the browser with every lead form, so they carry only the numbering
// plan they need: Australia's (+61, shared with the Cocos and Christmas Islands) out of the
// library's metadata of every country, about 2 KB instead of 83 KB. phone-metadata.au.json is
// written from the installed library by generate-phone-metadata.ts; a test fails when it no
// longer matches the library (after an upgrade), so it never goes stale unnoticed.

export const AUSTRALIAN_CALLING_CODE = '61';

/** The part of a libphonenumber metadata set that numbers of one calling code need. */
export function metadataOfCallingCode(full: MetadataJson, callingCode: string): MetadataJson {
  const countries = full.country_calling_codes[callingCode];
  if (!countries) throw new Error(`The metadata has no calling code +${callingCode}.`);
  return {
    version: full.version,
    country_calling_codes: { [callingCode]: countries },
    countries: Object.fromEntries(countries.map((country) => [country, full.countries[country]])),
    nonGeographic: {},
  } as MetadataJson;
}
