import { browserStorage, readJson, writeJson } from './viewed-cars';

// The car of an accepted multi-step enquiry, kept for the success page (spec §4). Its own module:
// the success page loads this alone, not the phone rules (libphonenumber, zod) of the visitor's
// details in visitor-storage.ts.

/** spec §4 the car a multi-step enquiry was about, kept for the success page. */
export const ENQUIRED_CAR_KEY = 'enquired_car';
/** how long the success page names the car after the enquiry was sent */
export const ENQUIRED_CAR_SHOWN_FOR_MS = 10 * 60_000;

export interface EnquiredCar {
  id: number;
  name: string;
  /** the car's page, or null when the form did not know it */
  href: string | null;
}

/** Keeps the car of an accepted multi-step enquiry, with the time it was sent. */
export function saveEnquiredCar(
  car: EnquiredCar,
  storage = browserStorage(),
  now = Date.now(),
): boolean {
  return writeJson(storage, ENQUIRED_CAR_KEY, { ...car, at: now });
}

/**
 * The car the success page names: the one kept by an enquiry sent within the last ten minutes
 * (an old one, or a kept value that is not a car, is none). A car's page is only a path on the
 * site itself.
 */
export function loadEnquiredCar(storage = browserStorage(), now = Date.now()): EnquiredCar | null {
  const kept = readJson(storage, ENQUIRED_CAR_KEY) as Partial<EnquiredCar & { at: number }> | null;
  if (!kept || typeof kept !== 'object') return null;
  const { id, name, href, at } = kept;
  if (typeof id !== 'number' || typeof name !== 'string' || name === '') return null;
  if (typeof at !== 'number' || at > now || now - at > ENQUIRED_CAR_SHOWN_FOR_MS) return null;
  const path = typeof href === 'string' && /^\/cars\/[^/?#]+$/.test(href) ? href : null;
  return { id, name, href: path };
}
