import { browserStorage, readJson } from './viewed-cars';

// What the browser remembers about the shopper between forms (spec §3 'Stored visitor details',
// and the viewed cars of viewed-cars.ts, which the forms send along). Storage can be full, blocked
// or missing: a failure is only logged (§8).

export {
  browserStorage,
  loadViewedCars,
  MAX_VIEWED_CARS,
  rememberViewedCar,
  VIEWED_CARS_KEY,
  type ViewedCar,
  visitedPages,
} from './viewed-cars';

export const VISITOR_DETAILS_KEY = 'visitor_details';
/** spec §5: the details saved, each only when non-empty */
export const visitorDetailFields = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
export type VisitorDetailField = (typeof visitorDetailFields)[number];
export type VisitorDetails = Partial<Record<VisitorDetailField, string>>;

/** The visitor details among a form's values: the five fields, trimmed, non-empty strings. */
export function pickVisitorDetails(values: Record<string, unknown>): VisitorDetails {
  const details: VisitorDetails = {};
  for (const field of visitorDetailFields) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') details[field] = value.trim();
  }
  return details;
}

export function loadVisitorDetails(storage = browserStorage()): VisitorDetails {
  const stored = readJson(storage, VISITOR_DETAILS_KEY);
  return stored && typeof stored === 'object'
    ? pickVisitorDetails(stored as Record<string, unknown>)
    : {};
}

export {
  ENQUIRED_CAR_KEY,
  ENQUIRED_CAR_SHOWN_FOR_MS,
  type EnquiredCar,
  loadEnquiredCar,
  saveEnquiredCar,
} from './enquired-car';
