// spec §7 search engine query: results cached, the oldest evicted at the cap; spec §9: about 10
// entries. The browser's search keeps the answers of the last ten searches it made (a shopper
// stepping back through filters gets them at once); the search library's own cache, which keeps
// every answer for the page's life, is emptied after each search.

/** spec §9: the recent searches whose results the browser keeps. */
export const RECENT_RESULTS_CAP = 10;

/** A map of at most `cap` entries: a read or a write makes an entry the newest, the oldest goes. */
export function recentlyUsedCache<V>(cap = RECENT_RESULTS_CAP) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key)!;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > cap) entries.delete(entries.keys().next().value!);
    },
    keys: (): string[] => [...entries.keys()],
  };
}

interface SearchClientLike<Requests, Results> {
  search(requests: Requests): Promise<Results>;
  clearCache(): void;
}

/**
 * The search client with the recent results in front of it: a search asked again among the last
 * ten is answered from them (a fresh copy each time, as the library's own cache gives).
 */
export function withRecentResults<Requests, Results, C extends SearchClientLike<Requests, Results>>(
  client: C,
  cache = recentlyUsedCache<string>(),
): C {
  return {
    ...client,
    search: async (requests: Requests): Promise<Results> => {
      const key = JSON.stringify(requests);
      const kept = cache.get(key);
      if (kept !== undefined) return JSON.parse(kept) as Results;
      const results = await client.search(requests);
      client.clearCache();
      cache.set(key, JSON.stringify(results));
      return results;
    },
  };
}
