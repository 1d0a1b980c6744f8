// spec §1/§6 compare: a shopper picks cars to compare; the list is kept in the browser per
// site, at most COMPARE_LIMIT cars.

export const COMPARE_LIMIT = 4;

export interface CompareEntry {
  id: number;
  name: string;
  slug: string;
}

// Read back from browser storage with a plain guard (no schema library in the first load).
export function isCompareEntry(value: unknown): value is CompareEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Number.isInteger(v.id) && typeof v.name === 'string' && typeof v.slug === 'string';
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export const compareStorageKey = (siteSlug: string) => `dealer:${siteSlug}:compare`;

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The site's compare list; anything unreadable counts as none, and never more than the limit. */
export function readCompareList(siteSlug: string, storage = browserStorage()): CompareEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(compareStorageKey(siteSlug)) ?? '[]');
    if (!Array.isArray(parsed) || !parsed.every(isCompareEntry)) return [];
    const unique = parsed.filter((e, i, all) => all.findIndex((o) => o.id === e.id) === i);
    return unique.slice(0, COMPARE_LIMIT);
  } catch {
    return [];
  }
}

function writeCompareList(siteSlug: string, list: CompareEntry[], storage: StorageLike | null) {
  try {
    storage?.setItem(compareStorageKey(siteSlug), JSON.stringify(list));
  } catch (error) {
    console.error(`The compare list could not be stored: ${(error as Error).message}`);
  }
}

export type CompareToggle =
  | { outcome: 'added' | 'removed'; list: CompareEntry[] }
  /** the list already holds COMPARE_LIMIT cars: nothing changes */
  | { outcome: 'full'; list: CompareEntry[] };

/** Adds or removes a car; a fifth car is refused. */
export function toggleCompare(
  siteSlug: string,
  car: CompareEntry,
  storage = browserStorage(),
): CompareToggle {
  const current = readCompareList(siteSlug, storage);
  if (current.some((e) => e.id === car.id)) {
    const list = current.filter((e) => e.id !== car.id);
    writeCompareList(siteSlug, list, storage);
    return { outcome: 'removed', list };
  }
  if (current.length >= COMPARE_LIMIT) return { outcome: 'full', list: current };
  const list = [...current, car];
  writeCompareList(siteSlug, list, storage);
  return { outcome: 'added', list };
}

/**
 * Makes the site's list these cars (the compare page's cars, which the list follows): repeats
 * kept once, never more than the limit.
 */
export function replaceCompareList(
  siteSlug: string,
  cars: readonly CompareEntry[],
  storage = browserStorage(),
): CompareEntry[] {
  const list = cars
    .filter((car, i) => cars.findIndex((other) => other.id === car.id) === i)
    .slice(0, COMPARE_LIMIT)
    .map(({ id, name, slug }) => ({ id, name, slug }));
  writeCompareList(siteSlug, list, storage);
  return list;
}

export function clearCompareList(siteSlug: string, storage = browserStorage()): void {
  writeCompareList(siteSlug, [], storage);
}
