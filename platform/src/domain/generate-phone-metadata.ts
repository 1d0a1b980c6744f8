// Writes phone-metadata.au.json from the installed libphonenumber-js: the numbering plan of +61.
// Run it after upgrading the library (the phone tests fail until it is run).
// Usage: npx tsx platform/src/domain/generate-phone-metadata.ts
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import full from 'libphonenumber-js/metadata.min.json';
import { AUSTRALIAN_CALLING_CODE, metadataOfCallingCode } from './phone-metadata';

const target = fileURLToPath(new URL('./phone-metadata.au.json', import.meta.url));
fs.writeFileSync(
  target,
  `${JSON.stringify(metadataOfCallingCode(full, AUSTRALIAN_CALLING_CODE), null, 2)}\n`,
);
console.log(`+${AUSTRALIAN_CALLING_CODE} metadata written to ${target}`);
