// The app's cache of rendered pages (home, search landing pages, vehicle and print pages): a
// page is rendered once and served from memory until a stock write drops it by its tags or its
// time runs out. What a page shows changes with time too (a sold car leaves the site after its
// window, a 'New' tag ends, a new day), so each page has a time it is good until.
//
// A page may also show other cars than its own (a vehicle page's similar cars): a write to those
// marks it stale rather than dropping it (its `softTags`). A stale page is still answered, at
// once, while one render makes it again (for at most STALE_SERVE_MS after it went stale), so a
// dealer's feed of thousands of cars does not send every shopper to a render: only a write to
// the page's own car (its `tags`) drops it outright. A stale page renders again at most once
// every STALE_RENDER_GAP_MS: an import writing batch after batch for half a minute would
// otherwise render every kept vehicle page again after each batch, for its similar cars.
//
// Pages are the same for every shopper (per-shopper parts are client islands), except for the
// Content-Security-Policy nonce: a page is rendered with a placeholder nonce, kept split at the
// placeholder, and served with a fresh nonce each time.

export interface CachedPage {
  status: number;
  /** response headers, lower-case names, the placeholder nonce left in */
  headers: [string, string][];
  /** the body split at each occurrence of the placeholder nonce */
  parts: Buffer[];
  tags: readonly string[];
  /** tags whose write makes the page stale (answered while it renders again), not dropped */
  softTags?: readonly string[];
  /** epoch ms: served until then at most */
  validUntil: number;
}

/** How long a stale page may still be answered while it renders again. */
export const STALE_SERVE_MS = 30_000;

/** A stale page renders again once this long has passed since its last render. */
export const STALE_RENDER_GAP_MS = 10_000;

export interface RenderCacheStats {
  hits: number;
  misses: number;
  stored: number;
  /** pages dropped by a tag */
  invalidated: number;
  /** pages made stale by a soft tag */
  staled: number;
  /** stale pages answered while they render again */
  staleHits: number;
  /** fills not kept because a tag of the page changed while it rendered */
  discarded: number;
  entries: number;
  bytes: number;
}

/** The tag versions a render started from: a page whose tags moved on meanwhile is not kept. */
export type RenderStart = ReadonlyMap<string, number>;

interface Entry {
  page: CachedPage;
  bytes: number;
  /** epoch ms when a soft tag's write made it stale; null while fresh */
  staleSince: number | null;
  /** epoch ms when it was kept (its render) */
  keptAt: number;
}

const pageBytes = (page: CachedPage) =>
  page.parts.reduce((total, part) => total + part.byteLength, 0) +
  page.headers.reduce((total, [name, value]) => total + name.length + value.length, 0);

export function createRenderCache({
  maxBytes = 96 * 1024 * 1024,
  now = Date.now,
  staleRenderGapMs = STALE_RENDER_GAP_MS,
}: { maxBytes?: number; now?: () => number; staleRenderGapMs?: number } = {}) {
  // insertion order is recency: a hit moves its entry to the end, eviction takes the front
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<string>>();
  const versions = new Map<string, number>();
  const stats: Omit<RenderCacheStats, 'entries' | 'bytes'> = {
    hits: 0,
    misses: 0,
    stored: 0,
    invalidated: 0,
    staled: 0,
    staleHits: 0,
    discarded: 0,
  };
  let bytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const tag of [...entry.page.tags, ...(entry.page.softTags ?? [])]) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  return {
    /**
     * The page under `key` while it is good, whether it is stale, and whether a stale page is
     * due to render again (STALE_RENDER_GAP_MS after its last render); else null (an expired
     * page, or one stale for too long, is dropped).
     */
    lookup(key: string): { page: CachedPage; stale: boolean; renderDue: boolean } | null {
      const entry = entries.get(key);
      const at = now();
      if (
        !entry ||
        entry.page.validUntil <= at ||
        (entry.staleSince !== null && at - entry.staleSince > STALE_SERVE_MS)
      ) {
        if (entry) remove(key);
        stats.misses += 1;
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      if (entry.staleSince !== null) stats.staleHits += 1;
      else stats.hits += 1;
      const stale = entry.staleSince !== null;
      return { page: entry.page, stale, renderDue: stale && at - entry.keptAt >= staleRenderGapMs };
    },

    /** The page under `key` while it is good and fresh, else null. */
    get(key: string): CachedPage | null {
      const found = this.lookup(key);
      return found && !found.stale ? found.page : null;
    },

    /** Call before rendering a page with these tags; hand the result to `put`. */
    begin(tags: readonly string[]): RenderStart {
      return new Map(tags.map((tag) => [tag, versions.get(tag) ?? 0]));
    },

    /**
     * Keeps a rendered page, unless one of its tags was invalidated since the render began
     * (the page may show what was there before the write). Returns whether it was kept.
     */
    put(key: string, page: CachedPage, start: RenderStart): boolean {
      const soft = new Set(page.softTags);
      let stale = false;
      for (const [tag, version] of start) {
        if ((versions.get(tag) ?? 0) === version) continue;
        // a write to another car it shows: kept, stale (it renders again on its next request)
        if (soft.has(tag)) {
          stale = true;
          continue;
        }
        stats.discarded += 1;
        return false;
      }
      if (page.validUntil <= now()) return false;
      const size = pageBytes(page);
      if (size > maxBytes) return false;
      remove(key);
      const at = now();
      entries.set(key, { page, bytes: size, staleSince: stale ? at : null, keptAt: at });
      bytes += size;
      for (const tag of [...page.tags, ...soft]) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      while (bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
      stats.stored += 1;
      return true;
    },

    /**
     * Drops every page with one of the tags, and marks stale every page with one of them among
     * its soft tags; pages rendering meanwhile are not kept (or kept stale). Returns how many
     * were dropped.
     */
    invalidate(tags: Iterable<string>): number {
      let dropped = 0;
      const at = now();
      for (const tag of tags) {
        versions.set(tag, (versions.get(tag) ?? 0) + 1);
        for (const key of [...(byTag.get(tag) ?? [])]) {
          const entry = entries.get(key)!;
          if (entry.page.softTags?.includes(tag) && !entry.page.tags.includes(tag)) {
            if (entry.staleSince === null) {
              entry.staleSince = at;
              stats.staled += 1;
            }
            continue;
          }
          remove(key);
          dropped += 1;
        }
      }
      stats.invalidated += dropped;
      return dropped;
    },

    stats(): RenderCacheStats {
      return { ...stats, entries: entries.size, bytes };
    },
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;

/** A body split at each occurrence of the placeholder (so a fresh nonce goes in each gap). */
export function splitAtPlaceholder(body: Buffer, placeholder: string): Buffer[] {
  if (placeholder === '') throw new Error('The placeholder nonce is empty.');
  const marker = Buffer.from(placeholder);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(marker, from); at !== -1; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The body with `nonce` where the placeholder was. */
export function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const gap = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(gap);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}
