// Made documents (a vehicle's PDF sheet and its share picture) kept in memory, so a car's
// document is made once per change of the car and day rather than once per request. Bounded:
// the least recently used go first.

export interface CachedDocument {
  body: Uint8Array;
  contentType: string;
}

export interface DocumentCache {
  get(key: string): CachedDocument | undefined;
  set(key: string, document: CachedDocument): void;
}

export function createDocumentCache(maxEntries = 200): DocumentCache {
  const entries = new Map<string, CachedDocument>();
  return {
    get(key) {
      const found = entries.get(key);
      if (found) {
        entries.delete(key);
        entries.set(key, found);
      }
      return found;
    },
    set(key, document) {
      entries.delete(key);
      entries.set(key, document);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}

/** The key of a car's document: it changes when the car changes, and every day. */
export function documentKey(
  kind: 'pdf' | 'share-image' | 'history',
  siteSlug: string,
  car: { slug: string; updatedAt: Date },
  now: Date,
): string {
  return [
    kind,
    siteSlug,
    car.slug,
    car.updatedAt.toISOString(),
    now.toISOString().slice(0, 10),
  ].join('|');
}
