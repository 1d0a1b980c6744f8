import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKeyOf, createVariantCache, etagOf } from './variant-cache';

const dirOf = () => fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-variant-cache-'));
const made =
  (size: number, fill = 1) =>
  async () => ({
    body: Buffer.alloc(size, fill),
    contentType: 'image/webp',
  });

describe('the picture cache', () => {
  it('makes an entry once, with its bytes’ hash as ETag, and keeps it across processes', async () => {
    const dir = dirOf();
    const cache = createVariantCache({ dir, maxBytes: 10_000 });
    let calls = 0;
    const make = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 20));
      return made(100)();
    };
    const key = cacheKeyOf('variant|a');
    const [a, b] = await Promise.all([cache.getOrMake(key, make), cache.getOrMake(key, make)]);
    expect(calls).toBe(1);
    expect(a.etag).toBe(etagOf(Buffer.alloc(100, 1)));
    expect(b.body).toEqual(a.body);
    // a later process finds it on disk, without making it again
    const later = createVariantCache({ dir, maxBytes: 10_000 });
    expect(await later.etag(key)).toBe(a.etag);
    await later.getOrMake(key, make);
    expect(calls).toBe(1);
    expect(
      fs
        .readdirSync(dir)
        .every((name) => (fs.statSync(path.join(dir, name)).mode & 0o777) === 0o600),
    ).toBe(true);
  });

  it('drops the least recently used entries past its size', async () => {
    const cache = createVariantCache({ dir: dirOf(), maxBytes: 250 });
    const [a, b, c] = ['a', 'b', 'c'].map((k) => cacheKeyOf(k));
    await cache.getOrMake(a!, made(100));
    await new Promise((r) => setTimeout(r, 5));
    await cache.getOrMake(b!, made(100));
    await new Promise((r) => setTimeout(r, 5));
    await cache.etag(a!); // a is used again: b is now the oldest
    await new Promise((r) => setTimeout(r, 5));
    await cache.getOrMake(c!, made(100));
    expect(await cache.size()).toBe(200);
    expect(await cache.etag(a!)).not.toBeNull();
    expect(await cache.etag(b!)).toBeNull();
    expect(await cache.etag(c!)).not.toBeNull();
  });

  it('keeps nothing when the making fails, and tries again next time', async () => {
    const cache = createVariantCache({ dir: dirOf(), maxBytes: 1_000 });
    const key = cacheKeyOf('fails');
    await expect(
      cache.getOrMake(key, async () => {
        throw new Error('not a picture');
      }),
    ).rejects.toThrow('not a picture');
    expect(await cache.size()).toBe(0);
    expect((await cache.getOrMake(key, made(10))).body.length).toBe(10);
  });
});
