import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CachedPage,
  createRenderCache,
  joinWithNonce,
  STALE_RENDER_GAP_MS,
  STALE_SERVE_MS,
  splitAtPlaceholder,
} from './render-cache';

const T0 = Date.parse('2026-11-20T02:00:00Z');
const MINUTE = 60_000;

/** A clock the tests move by hand. */
function clock(start = T0) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

/** A rendered page of `size` body bytes (no headers, so its size is exactly that). */
function page({
  tags = ['stock:swan-valley-toyota'],
  size = 10,
  validUntil = T0 + 15 * MINUTE,
  body,
}: {
  tags?: string[];
  size?: number;
  validUntil?: number;
  body?: string;
} = {}): CachedPage {
  return {
    status: 200,
    headers: [],
    parts: [body === undefined ? Buffer.alloc(size, 'x') : Buffer.from(body)],
    tags,
    validUntil,
  };
}

const HOME = 'swan-valley-toyota\n/';
const SEARCH = 'swan-valley-toyota\n/search';
const RAV4 = 'swan-valley-toyota\n/cars/2022-toyota-rav4-gx-u3010042';
const CAMRY = 'swan-valley-toyota\n/cars/2021-toyota-camry-ascent-u3010077';

describe('createRenderCache: keeping and serving a page', () => {
  it('serves a kept home page back and counts hits and misses', () => {
    const time = clock();
    const cache = createRenderCache({ now: time.now });
    expect(cache.get(HOME)).toBeNull();
    const home = page({ body: '<h1>Swan Valley Toyota</h1>' });
    expect(cache.put(HOME, home, cache.begin(home.tags))).toBe(true);
    expect(cache.get(HOME)).toBe(home);
    expect(cache.get(HOME)).toBe(home);
    expect(cache.get(SEARCH)).toBeNull();
    expect(cache.stats()).toMatchObject({
      hits: 2,
      misses: 2,
      stored: 1,
      entries: 1,
      bytes: '<h1>Swan Valley Toyota</h1>'.length,
    });
  });

  it('counts the headers of a page in its size', () => {
    const cache = createRenderCache();
    const withHeaders: CachedPage = {
      ...page({ body: 'abc' }),
      headers: [['content-type', 'text/html; charset=utf-8']],
      validUntil: Date.now() + MINUTE,
    };
    cache.put(HOME, withHeaders, cache.begin(withHeaders.tags));
    expect(cache.stats().bytes).toBe(3 + 'content-type'.length + 'text/html; charset=utf-8'.length);
  });

  it.each([
    { name: 'a minute before its time it is served', after: 14 * MINUTE, served: true },
    { name: 'a millisecond before its time it is served', after: 15 * MINUTE - 1, served: true },
    { name: 'at its time it is a miss', after: 15 * MINUTE, served: false },
    { name: 'after its time it is a miss', after: 60 * MINUTE, served: false },
  ])('a page good for 15 minutes: $name', ({ after, served }) => {
    const time = clock();
    const cache = createRenderCache({ now: time.now });
    const home = page({ validUntil: T0 + 15 * MINUTE });
    cache.put(HOME, home, cache.begin(home.tags));
    time.advance(after);
    expect(cache.get(HOME)).toBe(served ? home : null);
    expect(cache.stats()).toMatchObject(
      served ? { hits: 1, misses: 0, entries: 1 } : { hits: 0, misses: 1, entries: 0, bytes: 0 },
    );
  });

  it('drops an expired page so it is not served when the clock is set back', () => {
    const time = clock();
    const cache = createRenderCache({ now: time.now });
    const home = page({ validUntil: T0 + MINUTE });
    cache.put(HOME, home, cache.begin(home.tags));
    time.advance(MINUTE);
    expect(cache.get(HOME)).toBeNull();
    time.advance(-MINUTE);
    expect(cache.get(HOME)).toBeNull();
  });

  it('does not keep a page whose time has passed already', () => {
    const time = clock();
    const cache = createRenderCache({ now: time.now });
    const stale = page({ validUntil: T0 });
    expect(cache.put(HOME, stale, cache.begin(stale.tags))).toBe(false);
    expect(cache.stats()).toMatchObject({ stored: 0, entries: 0 });
  });

  it('a page rendered again replaces the kept one under the same address', () => {
    const cache = createRenderCache({ now: clock().now });
    const before = page({ body: 'before', tags: ['stock:a', 'car:a:1'] });
    const after = page({ body: 'after!!', tags: ['stock:a'] });
    cache.put(RAV4, before, cache.begin(before.tags));
    cache.put(RAV4, after, cache.begin(after.tags));
    expect(cache.get(RAV4)).toBe(after);
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 'after!!'.length });
    // the old page's own tag no longer names it
    expect(cache.invalidate(['car:a:1'])).toBe(0);
    expect(cache.get(RAV4)).toBe(after);
  });
});

describe('createRenderCache: a stock write drops pages by tag', () => {
  const kept = [
    { key: HOME, tags: ['stock:swan-valley-toyota'] },
    { key: SEARCH, tags: ['stock:swan-valley-toyota'] },
    { key: RAV4, tags: ['stock:swan-valley-toyota', 'car:swan-valley-toyota:4321'] },
    { key: CAMRY, tags: ['stock:swan-valley-toyota', 'car:swan-valley-toyota:4322'] },
    { key: 'southern-cross-motors\n/', tags: ['stock:southern-cross-motors'] },
  ];

  it.each([
    {
      name: 'a car tag drops only that car page',
      tags: ['car:swan-valley-toyota:4321'],
      dropped: [RAV4],
    },
    {
      name: "a site's stock tag drops every page of that site, no other site's",
      tags: ['stock:swan-valley-toyota'],
      dropped: [HOME, SEARCH, RAV4, CAMRY],
    },
    {
      name: 'a page with two of the tags is dropped (and counted) once',
      tags: ['car:swan-valley-toyota:4321', 'stock:swan-valley-toyota'],
      dropped: [HOME, SEARCH, RAV4, CAMRY],
    },
    {
      name: 'tags of two sites drop the pages of both',
      tags: ['car:swan-valley-toyota:4322', 'stock:southern-cross-motors'],
      dropped: [CAMRY, 'southern-cross-motors\n/'],
    },
    { name: 'a tag no page has drops nothing', tags: ['car:swan-valley-toyota:9999'], dropped: [] },
    { name: 'no tags drop nothing', tags: [], dropped: [] },
  ])('$name', ({ tags, dropped }) => {
    const cache = createRenderCache({ now: clock().now });
    for (const { key, tags: pageTags } of kept) {
      const p = page({ tags: pageTags });
      expect(cache.put(key, p, cache.begin(pageTags))).toBe(true);
    }
    expect(cache.invalidate(tags)).toBe(dropped.length);
    for (const { key } of kept) {
      expect(cache.get(key) === null, key).toBe(dropped.includes(key));
    }
    expect(cache.stats()).toMatchObject({
      invalidated: dropped.length,
      entries: kept.length - dropped.length,
    });
  });

  it('takes tags from any iterable (a set of tags)', () => {
    const cache = createRenderCache({ now: clock().now });
    const p = page({ tags: ['car:s:1'] });
    cache.put(RAV4, p, cache.begin(p.tags));
    expect(cache.invalidate(new Set(['car:s:1']))).toBe(1);
  });
});

describe('createRenderCache: a page rendered while its stock changed is not kept', () => {
  it('a write to the car during the render: the page is discarded', () => {
    const cache = createRenderCache({ now: clock().now });
    const tags = ['stock:swan-valley-toyota', 'car:swan-valley-toyota:4321'];
    const start = cache.begin(tags);
    cache.invalidate(['car:swan-valley-toyota:4321']); // the dealer edits the car meanwhile
    expect(cache.put(RAV4, page({ tags }), start)).toBe(false);
    expect(cache.get(RAV4)).toBeNull();
    expect(cache.stats()).toMatchObject({ discarded: 1, stored: 0, entries: 0, bytes: 0 });
  });

  it("a write to the site's stock during a search page render: the page is discarded", () => {
    const cache = createRenderCache({ now: clock().now });
    const tags = ['stock:swan-valley-toyota'];
    const start = cache.begin(tags);
    cache.invalidate(['car:swan-valley-toyota:1', 'stock:swan-valley-toyota']);
    expect(cache.put(SEARCH, page({ tags }), start)).toBe(false);
    expect(cache.stats().discarded).toBe(1);
  });

  it('a write to another car or site during the render does not stop the page being kept', () => {
    const cache = createRenderCache({ now: clock().now });
    const tags = ['stock:swan-valley-toyota', 'car:swan-valley-toyota:4321'];
    const start = cache.begin(tags);
    cache.invalidate(['car:swan-valley-toyota:4322', 'stock:southern-cross-motors']);
    const rav4 = page({ tags });
    expect(cache.put(RAV4, rav4, start)).toBe(true);
    expect(cache.get(RAV4)).toBe(rav4);
    expect(cache.stats().discarded).toBe(0);
  });

  it('a render begun after the write is kept', () => {
    const cache = createRenderCache({ now: clock().now });
    const tags = ['stock:swan-valley-toyota', 'car:swan-valley-toyota:4321'];
    cache.invalidate(['car:swan-valley-toyota:4321']);
    const start = cache.begin(tags);
    expect(cache.put(RAV4, page({ tags }), start)).toBe(true);
  });

  it('a page discarded does not push out the page already kept', () => {
    const cache = createRenderCache({ now: clock().now });
    const tags = ['stock:swan-valley-toyota'];
    const first = page({ tags, body: 'first' });
    cache.put(HOME, first, cache.begin(tags));
    const start = cache.begin(['stock:swan-valley-toyota', 'car:swan-valley-toyota:1']);
    cache.invalidate(['car:swan-valley-toyota:1']);
    expect(cache.put(HOME, page({ tags, body: 'second' }), start)).toBe(false);
    expect(cache.get(HOME)).toBe(first);
  });
});

describe('createRenderCache: a write to other cars a page shows makes it stale, not gone', () => {
  const STOCK = 'stock:swan-valley-toyota';
  const OWN = 'car:swan-valley-toyota:4321';
  const vehicle = () => ({ ...page({ tags: [OWN] }), softTags: [STOCK] });

  it('keeps the vehicle page, stale, when other cars are written, and answers it while it renders again', () => {
    const time = clock();
    const cache = createRenderCache({ now: time.now });
    cache.put(RAV4, vehicle(), cache.begin([OWN, STOCK]));
    expect(cache.invalidate([STOCK, 'car:swan-valley-toyota:9'])).toBe(0);
    expect(cache.lookup(RAV4)).toMatchObject({ stale: true });
    // a fresh-only read does not take it
    expect(cache.get(RAV4)).toBeNull();
    expect(cache.stats()).toMatchObject({ staled: 1, entries: 1 });
    // the render that replaces it is fresh again
    cache.put(RAV4, vehicle(), cache.begin([OWN, STOCK]));
    expect(cache.lookup(RAV4)).toMatchObject({ stale: false });
  });

  it('has a stale page render again at most once every STALE_RENDER_GAP_MS (an import writes batch after batch)', () => {
    const time = clock();
    const cache = createRenderCache({ now: time.now });
    cache.put(RAV4, vehicle(), cache.begin([OWN, STOCK]));
    cache.invalidate([STOCK]);
    expect(cache.lookup(RAV4)).toMatchObject({ stale: true, renderDue: false });
    time.advance(STALE_RENDER_GAP_MS - 1);
    expect(cache.lookup(RAV4)).toMatchObject({ stale: true, renderDue: false });
    time.advance(1);
    expect(cache.lookup(RAV4)).toMatchObject({ stale: true, renderDue: true });
    // rendered again while the import wrote on: kept stale, its next render a gap later
    const start = cache.begin([OWN, STOCK]);
    cache.invalidate([STOCK]);
    cache.put(RAV4, vehicle(), start);
    expect(cache.lookup(RAV4)).toMatchObject({ stale: true, renderDue: false });
    time.advance(STALE_RENDER_GAP_MS);
    expect(cache.lookup(RAV4)).toMatchObject({ renderDue: true });
    // a fresh page is never due
    cache.put(RAV4, vehicle(), cache.begin([OWN, STOCK]));
    time.advance(STALE_RENDER_GAP_MS);
    expect(cache.lookup(RAV4)).toMatchObject({ stale: false, renderDue: false });
  });

  it('drops it at once when its own car is written', () => {
    const cache = createRenderCache({ now: clock().now });
    cache.put(RAV4, vehicle(), cache.begin([OWN, STOCK]));
    cache.invalidate([STOCK]);
    expect(cache.invalidate([STOCK, OWN])).toBe(1);
    expect(cache.lookup(RAV4)).toBeNull();
  });

  it('answers a stale page for STALE_SERVE_MS at most', () => {
    const time = clock();
    const cache = createRenderCache({ now: time.now });
    cache.put(RAV4, vehicle(), cache.begin([OWN, STOCK]));
    cache.invalidate([STOCK]);
    time.advance(STALE_SERVE_MS);
    expect(cache.lookup(RAV4)).toMatchObject({ stale: true });
    time.advance(1);
    expect(cache.lookup(RAV4)).toBeNull();
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps a page rendered while other cars were written, stale; discards one whose car was', () => {
    const cache = createRenderCache({ now: clock().now });
    const start = cache.begin([OWN, STOCK]);
    cache.invalidate([STOCK]);
    expect(cache.put(RAV4, vehicle(), start)).toBe(true);
    expect(cache.lookup(RAV4)).toMatchObject({ stale: true });
    const again = cache.begin([OWN, STOCK]);
    cache.invalidate([OWN]);
    expect(cache.put(RAV4, vehicle(), again)).toBe(false);
  });

  it('drops a listing page (stock is its own content) as before', () => {
    const cache = createRenderCache({ now: clock().now });
    cache.put(HOME, page({ tags: [STOCK] }), cache.begin([STOCK]));
    expect(cache.invalidate([STOCK])).toBe(1);
    expect(cache.lookup(HOME)).toBeNull();
  });
});

describe('createRenderCache: the least recently used pages make room', () => {
  it('evicts the least recently put page when full', () => {
    const cache = createRenderCache({ maxBytes: 30, now: clock().now });
    for (const key of [HOME, SEARCH, RAV4]) cache.put(key, page({ size: 10 }), new Map());
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 30 });
    cache.put(CAMRY, page({ size: 10 }), new Map());
    expect(cache.get(HOME)).toBeNull();
    expect(cache.get(SEARCH)).not.toBeNull();
    expect(cache.get(RAV4)).not.toBeNull();
    expect(cache.get(CAMRY)).not.toBeNull();
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 30 });
  });

  it('a page served recently is kept over one not served since', () => {
    const cache = createRenderCache({ maxBytes: 30, now: clock().now });
    for (const key of [HOME, SEARCH, RAV4]) cache.put(key, page({ size: 10 }), new Map());
    expect(cache.get(HOME)).not.toBeNull(); // a shopper opens the home page
    cache.put(CAMRY, page({ size: 10 }), new Map());
    expect(cache.get(SEARCH)).toBeNull();
    expect(cache.get(HOME)).not.toBeNull();
  });

  it('a big page pushes out as many pages as it needs, oldest first', () => {
    const cache = createRenderCache({ maxBytes: 30, now: clock().now });
    for (const key of [HOME, SEARCH, RAV4]) cache.put(key, page({ size: 10 }), new Map());
    cache.put(CAMRY, page({ size: 25 }), new Map());
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 25 });
    expect(cache.get(CAMRY)).not.toBeNull();
  });

  it('a page larger than the whole cache is not kept and pushes nothing out', () => {
    const cache = createRenderCache({ maxBytes: 30, now: clock().now });
    cache.put(HOME, page({ size: 10 }), new Map());
    expect(cache.put(RAV4, page({ size: 31 }), new Map())).toBe(false);
    expect(cache.get(RAV4)).toBeNull();
    expect(cache.get(HOME)).not.toBeNull();
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 10, stored: 1 });
  });

  it('a page exactly the size of the cache is kept', () => {
    const cache = createRenderCache({ maxBytes: 30, now: clock().now });
    expect(cache.put(HOME, page({ size: 30 }), new Map())).toBe(true);
    expect(cache.stats().bytes).toBe(30);
  });

  it('behaves as a byte-bounded LRU map and never holds more than its bytes (property)', () => {
    const keys = [HOME, SEARCH, RAV4, CAMRY, 'harbour-city-cars\n/'];
    const tagNames = ['stock:a', 'stock:b', 'car:a:1', 'car:a:2', 'car:b:1'];
    const op = fc.oneof(
      fc.record({
        op: fc.constant('put' as const),
        key: fc.constantFrom(...keys),
        size: fc.nat({ max: 50 }),
        tags: fc.subarray(tagNames),
      }),
      fc.record({ op: fc.constant('get' as const), key: fc.constantFrom(...keys) }),
      fc.record({ op: fc.constant('invalidate' as const), tags: fc.subarray(tagNames) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.array(op, { maxLength: 40 }), (max, ops) => {
        const cache = createRenderCache({ maxBytes: max, now: () => T0 });
        // the model: insertion order is recency
        const model = new Map<string, { size: number; tags: string[] }>();
        const modelBytes = () => [...model.values()].reduce((sum, e) => sum + e.size, 0);
        for (const step of ops) {
          if (step.op === 'put') {
            const kept = cache.put(step.key, page({ size: step.size, tags: step.tags }), new Map());
            expect(kept).toBe(step.size <= max);
            if (step.size <= max) {
              model.delete(step.key);
              model.set(step.key, { size: step.size, tags: step.tags });
              while (modelBytes() > max) model.delete(model.keys().next().value!);
            }
          } else if (step.op === 'get') {
            const got = cache.get(step.key);
            const entry = model.get(step.key);
            expect(got?.parts[0]?.byteLength).toBe(entry?.size);
            if (entry) {
              model.delete(step.key);
              model.set(step.key, entry);
            }
          } else {
            const dropped = [...model].filter(([, e]) => e.tags.some((t) => step.tags.includes(t)));
            expect(cache.invalidate(step.tags)).toBe(dropped.length);
            for (const [key] of dropped) model.delete(key);
          }
          const stats = cache.stats();
          expect(stats.bytes).toBeLessThanOrEqual(max);
          expect(stats.bytes).toBe(modelBytes());
          expect(stats.entries).toBe(model.size);
        }
      }),
    );
  });
});

const P = 'PLACEHOLDER-NONCE';
const text = (parts: Buffer[]) => parts.map((part) => part.toString());

describe('splitAtPlaceholder and joinWithNonce: a fresh nonce in every script tag', () => {
  it('refuses an empty placeholder (it would be found everywhere)', () => {
    expect(() => splitAtPlaceholder(Buffer.from('<p>a</p>'), '')).toThrow();
  });

  it.each([
    { name: 'no placeholder', body: '<p>No scripts</p>', parts: ['<p>No scripts</p>'] },
    {
      name: 'one placeholder',
      body: `<script nonce="${P}"></script>`,
      parts: ['<script nonce="', '"></script>'],
    },
    {
      name: 'several placeholders',
      body: `<script nonce="${P}">a</script><script nonce="${P}">b</script><style nonce="${P}">`,
      parts: ['<script nonce="', '">a</script><script nonce="', '">b</script><style nonce="', '">'],
    },
    { name: 'at the start', body: `${P}<html>`, parts: ['', '<html>'] },
    { name: 'at the end', body: `</html>${P}`, parts: ['</html>', ''] },
    { name: 'adjacent placeholders', body: `a${P}${P}b`, parts: ['a', '', 'b'] },
    { name: 'only the placeholder', body: P, parts: ['', ''] },
    { name: 'an empty body', body: '', parts: [''] },
    {
      name: 'a part of the placeholder is not one',
      body: 'PLACEHOLDER-NONC',
      parts: [P.slice(0, -1)],
    },
    { name: 'a page with other scripts', body: `é ${P} — ✓`, parts: ['é ', ' — ✓'] },
  ])('$name', ({ body, parts }) => {
    const split = splitAtPlaceholder(Buffer.from(body), P);
    expect(text(split)).toEqual(parts);
    expect(joinWithNonce(split, 'N0nce+/=').toString()).toBe(body.split(P).join('N0nce+/='));
    expect(joinWithNonce(split, P).toString()).toBe(body);
  });

  it('a page with no placeholder is served as it was kept', () => {
    const body = Buffer.from('<p>No scripts</p>');
    const [only] = splitAtPlaceholder(body, P);
    expect(joinWithNonce([only!], 'abc').equals(body)).toBe(true);
  });

  // a placeholder with one character the page text never has cannot be formed across a gap
  const pageText = fc.string({ unit: fc.constantFrom(...'abcxyz<>="/ é✓') });
  const placeholder = fc
    .tuple(
      fc.string({ unit: fc.constantFrom(...'abcxyz') }),
      fc.string({ unit: fc.constantFrom(...'abcxyz') }),
    )
    .map(([before, after]) => `${before}#${after}`);

  it('a page split at the placeholder and joined with a nonce has the nonce in each place (property)', () => {
    fc.assert(
      fc.property(
        pageText,
        pageText,
        pageText,
        placeholder,
        fc.base64String({ minLength: 4 }),
        (a, b, c, p, nonce) => {
          const parts = splitAtPlaceholder(Buffer.from(a + p + b + p + c), p);
          expect(text(parts)).toEqual([a, b, c]);
          expect(joinWithNonce(parts, nonce).toString()).toBe(a + nonce + b + nonce + c);
        },
      ),
    );
  });

  it('joining with the placeholder itself gives back the page as rendered (property)', () => {
    const anyText = fc.string({ unit: 'grapheme', maxLength: 40 });
    fc.assert(
      fc.property(fc.array(fc.oneof(anyText, fc.constant(P))), (pieces) => {
        const body = Buffer.from(pieces.join(''));
        expect(joinWithNonce(splitAtPlaceholder(body, P), P).equals(body)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(anyText, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }), (s, p) => {
        const body = Buffer.from(s);
        expect(joinWithNonce(splitAtPlaceholder(body, p), p).equals(body)).toBe(true);
        expect(text(splitAtPlaceholder(body, p))).toEqual(s.split(p));
      }),
    );
  });
});
