// The cars the shopper looked at, kept in the browser (spec §3 'Viewed-car record'), and the
// page's storage that it and the visitor details (visitor-storage.ts) share. Apart from the
// visitor details so that the vehicle page, which records its car, loads no phone rules for it.
// Storage can be full, blocked or missing: a failure is only logged (§8).

export const VIEWED_CARS_KEY = 'viewed_cars';

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

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's localStorage, or null where the browser refuses it. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.warn(`Stored visitor details are not available: ${(error as Error).message}`);
    return null;
  }
}

export function readJson(storage: KeyValueStorage | null, key: string): unknown {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch (error) {
    console.warn(`Could not read ${key}: ${(error as Error).message}`);
    return null;
  }
}

export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.warn(`Could not store ${key}: ${(error as Error).message}`);
    return false;
  }
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
