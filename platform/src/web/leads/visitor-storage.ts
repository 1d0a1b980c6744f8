import { phoneNational } from '../../domain/phone';

// What the browser remembers about the shopper between forms (spec §3 'Stored visitor details',
// 'Viewed-car record'). Storage can be full, blocked or missing: a failure is only logged (§8).

export const VISITOR_DETAILS_KEY = 'visitor_details';
export const VIEWED_CARS_KEY = 'viewed_cars';
/** spec §5: the details saved, each only when non-empty */
export const visitorDetailFields = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
export type VisitorDetailField = (typeof visitorDetailFields)[number];
export type VisitorDetails = Partial<Record<VisitorDetailField, string>>;

/** spec §3 viewed-car record, with the page it was seen on. */
export interface ViewedCar {
  id: number;
  stocknum: string;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
  path: string;
}

export const MAX_VIEWED_CARS = 20;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's localStorage, or null where the browser refuses it. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.warn(`Stored visitor details are not available: ${(error as Error).message}`);
    return null;
  }
}

function readJson(storage: KeyValueStorage | null, key: string): unknown {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch (error) {
    console.warn(`Could not read ${key}: ${(error as Error).message}`);
    return null;
  }
}

function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.warn(`Could not store ${key}: ${(error as Error).message}`);
    return false;
  }
}

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

/**
 * Keeps what the shopper typed for the next form; an empty field never erases a stored one. The
 * phone (E.164 once the form has read it) is kept as Australians write it, to fill in as such.
 */
export function saveVisitorDetails(
  values: Record<string, unknown>,
  storage = browserStorage(),
): boolean {
  const details = pickVisitorDetails(values);
  if (details.phone) details.phone = phoneNational(details.phone);
  if (Object.keys(details).length === 0) return false;
  return writeJson(storage, VISITOR_DETAILS_KEY, { ...loadVisitorDetails(storage), ...details });
}

function isViewedCar(value: unknown): value is ViewedCar {
  const car = value as ViewedCar | null;
  return (
    typeof car === 'object' &&
    car !== null &&
    typeof car.id === 'number' &&
    typeof car.path === 'string'
  );
}

export function loadViewedCars(storage = browserStorage()): ViewedCar[] {
  const stored = readJson(storage, VIEWED_CARS_KEY);
  return Array.isArray(stored) ? stored.filter(isViewedCar) : [];
}

/** Records a car the shopper looked at, most recent first, once per car. */
export function rememberViewedCar(car: ViewedCar, storage = browserStorage()): boolean {
  const others = loadViewedCars(storage).filter((viewed) => viewed.id !== car.id);
  return writeJson(storage, VIEWED_CARS_KEY, [car, ...others].slice(0, MAX_VIEWED_CARS));
}

/** spec §3 lead_attributes.visited_pages: the pages of the cars the shopper viewed. */
export function visitedPages(viewed: readonly ViewedCar[]): string[] {
  return [...new Set(viewed.map((car) => car.path.slice(0, 500)))].slice(0, 50);
}
