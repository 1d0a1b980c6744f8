import { describe, expect, it } from 'vitest';
import { createDocumentCache, documentKey } from './document-cache';

const doc = (n: number) => ({ body: new Uint8Array([n]), contentType: 'application/pdf' });

describe('createDocumentCache', () => {
  it('keeps the most recently used documents', () => {
    const cache = createDocumentCache(2);
    cache.set('a', doc(1));
    cache.set('b', doc(2));
    expect(cache.get('a')?.body[0]).toBe(1); // a is now the most recent
    cache.set('c', doc(3)); // evicts b
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body[0]).toBe(1);
    expect(cache.get('c')?.body[0]).toBe(3);
  });
});

describe('documentKey', () => {
  const car = { slug: '2022-toyota-rav4-gx', updatedAt: new Date('2026-11-01T00:00:00Z') };
  const now = new Date('2026-11-24T03:00:00Z');

  it('changes with the car, the day, the site and the kind, not the hour', () => {
    const key = documentKey('pdf', 's', car, now);
    expect(documentKey('pdf', 's', car, new Date('2026-11-24T09:00:00Z'))).toBe(key);
    expect(documentKey('pdf', 's', { ...car, updatedAt: new Date() }, now)).not.toBe(key);
    expect(documentKey('pdf', 's', car, new Date('2026-11-25T03:00:00Z'))).not.toBe(key);
    expect(documentKey('pdf', 'other', car, now)).not.toBe(key);
    expect(documentKey('share-image', 's', car, now)).not.toBe(key);
  });
});
