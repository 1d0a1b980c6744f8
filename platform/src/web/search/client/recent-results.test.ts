import { describe, expect, it, vi } from 'vitest';
import { RECENT_RESULTS_CAP, recentlyUsedCache, withRecentResults } from './recent-results';

describe('recentlyUsedCache (spec §7, §9 about 10 entries)', () => {
  it('keeps ten entries, the oldest evicted at the cap', () => {
    const cache = recentlyUsedCache<number>();
    expect(RECENT_RESULTS_CAP).toBe(10);
    for (let i = 1; i <= 11; i += 1) cache.set(`q${i}`, i);
    expect(cache.get('q1')).toBeUndefined();
    expect(cache.keys()).toEqual(['q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10', 'q11']);
  });

  it('makes an entry read or written again the newest', () => {
    const cache = recentlyUsedCache<number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4); // b is now the oldest
    expect(cache.keys()).toEqual(['c', 'a', 'd']);
    cache.set('c', 30);
    expect(cache.keys()).toEqual(['a', 'd', 'c']);
    expect(cache.get('c')).toBe(30);
  });
});

describe('withRecentResults', () => {
  const fakeClient = () => {
    const client = {
      search: vi.fn(async (requests: { query: string }[]) => ({
        results: requests.map((r) => ({ query: r.query, hits: [{ id: 1 }] })),
      })),
      clearCache: vi.fn(),
    };
    return client;
  };

  it('answers a recent search again without asking, as a fresh copy', async () => {
    const client = fakeClient();
    const cached = withRecentResults(client);
    const first = await cached.search([{ query: 'hilux' }]);
    first.results[0]!.hits.push({ id: 2 }); // the caller's copy, not the cache's
    const again = await cached.search([{ query: 'hilux' }]);
    expect(client.search).toHaveBeenCalledTimes(1);
    expect(again).toEqual({ results: [{ query: 'hilux', hits: [{ id: 1 }] }] });
    // the library's own cache, which never forgets, is emptied after each search it makes
    expect(client.clearCache).toHaveBeenCalledTimes(1);
  });

  it('asks again for a search older than the last ten', async () => {
    const client = fakeClient();
    const cached = withRecentResults(client);
    for (let i = 0; i <= 10; i += 1) await cached.search([{ query: `q${i}` }]);
    expect(client.search).toHaveBeenCalledTimes(11);
    await cached.search([{ query: 'q10' }]); // among the last ten
    expect(client.search).toHaveBeenCalledTimes(11);
    await cached.search([{ query: 'q0' }]); // evicted
    expect(client.search).toHaveBeenCalledTimes(12);
  });
});
