// spec §9 secondary searches (manufacturer models, items by categories and price, cars by
// filter and limit): 21 a page, with a small cache of about 10 entries that evicts the oldest.

export const SECONDARY_PAGE_SIZE = 21;
export const SECONDARY_CACHE_SIZE = 10;

export interface SecondaryQuery {
  q?: string;
  filter?: string | (string | string[])[];
  sort?: string[];
  limit?: number;
  offset?: number;
  attributesToRetrieve?: string[];
}

export type SearchFn<T> = (
  query: Required<Pick<SecondaryQuery, 'limit'>> & SecondaryQuery,
) => Promise<T>;

/** A cache of the last results, oldest evicted first (insertion order of a Map). */
export class ResultCache<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly size = SECONDARY_CACHE_SIZE) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key); // most recently used goes last
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.size)
      this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get length(): number {
    return this.entries.size;
  }
}

/** Wraps a search function: 21 a page unless the caller limits it, cached by query. */
export function createSecondarySearch<T>(
  search: SearchFn<T>,
  cache = new ResultCache<Promise<T>>(),
) {
  return (query: SecondaryQuery): Promise<T> => {
    const full = { ...query, limit: query.limit ?? SECONDARY_PAGE_SIZE };
    const key = JSON.stringify(full);
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = search(full);
    cache.set(key, pending);
    // a failed search is not remembered: the next call asks again
    pending.catch(() => cache.delete(key));
    return pending;
  };
}
