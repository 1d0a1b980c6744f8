import { describe, expect, it, vi } from 'vitest';
import { createSecondarySearch, ResultCache, SECONDARY_PAGE_SIZE } from './secondary-search';

describe('secondary searches (spec §9)', () => {
  it('asks for 21 a page and answers a repeated query from the cache', async () => {
    const search = vi.fn(async (q: { limit: number }) => ({ hits: [], limit: q.limit }));
    const find = createSecondarySearch(search);
    await find({ filter: 'make = Toyota' });
    await find({ filter: 'make = Toyota' });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ filter: 'make = Toyota', limit: SECONDARY_PAGE_SIZE });
  });

  it('keeps about 10 entries, evicting the oldest', () => {
    const cache = new ResultCache<number>(10);
    for (let i = 0; i < 12; i += 1) cache.set(`q${i}`, i);
    expect(cache.length).toBe(10);
    expect(cache.get('q0')).toBeUndefined();
    expect(cache.get('q1')).toBeUndefined();
    expect(cache.get('q2')).toBe(2);
    cache.set('q12', 12); // q2 was just used, so q3 goes
    expect(cache.get('q3')).toBeUndefined();
    expect(cache.get('q2')).toBe(2);
  });
});
