import 'server-only';
import { type LatLng } from '../../domain/geo';
import table from './postcode-table.json';

// spec §7 GET maps geocoding: a postcode to its latitude and longitude, or 'Invalid postcode'.
// The embedded default reads the bundled table of Australian postcodes (no network); a maps
// provider's geocoding can stand behind the same function later.

/** spec §7, §8 geocode with no result: a postcode the table does not know, or not a postcode. */
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode';

const POSTCODE = /^\d{4}$/;

/** Whether a value is written as an Australian postcode: exactly four digits. */
export const isPostcodeFormat = (value: string) => POSTCODE.test(value);

let points: ReadonlyMap<string, LatLng> | null = null;

/** The table as a map, built on the first look-up and kept for the life of the process. */
function postcodePoints(): ReadonlyMap<string, LatLng> {
  points ??= new Map(
    (table as [string, number, number][]).map(([postcode, lat, lng]) => [postcode, { lat, lng }]),
  );
  return points;
}

/**
 * A postcode's point (the centre of its localities), or null when it is not four digits or no
 * Australian postcode has it: the caller shows INVALID_POSTCODE_MESSAGE.
 */
export function postcodeLocation(postcode: string): LatLng | null {
  const trimmed = postcode.trim();
  if (!isPostcodeFormat(trimmed)) return null;
  const point = postcodePoints().get(trimmed);
  return point ? { ...point } : null;
}

/** How many postcodes the table knows. */
export const knownPostcodeCount = () => postcodePoints().size;
