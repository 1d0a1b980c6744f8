import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearCompareList,
  COMPARE_LIMIT,
  compareStorageKey,
  readCompareList,
  replaceCompareList,
  toggleCompare,
} from './compare-list';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const car = (id: number) => ({ id, name: `Car ${id}`, slug: `car-${id}` });

describe('compare list', () => {
  it('adds and removes a car, per site', () => {
    const storage = memoryStorage();
    expect(toggleCompare('a', car(1), storage).outcome).toBe('added');
    expect(readCompareList('a', storage)).toEqual([car(1)]);
    expect(readCompareList('b', storage)).toEqual([]);
    expect(toggleCompare('a', car(1), storage)).toEqual({ outcome: 'removed', list: [] });
  });

  it(`refuses a car beyond ${COMPARE_LIMIT} and leaves the list as it was`, () => {
    const storage = memoryStorage();
    for (const id of [1, 2, 3, 4]) toggleCompare('a', car(id), storage);
    expect(toggleCompare('a', car(5), storage)).toEqual({
      outcome: 'full',
      list: [1, 2, 3, 4].map(car),
    });
    expect(toggleCompare('a', car(2), storage).outcome).toBe('removed');
    expect(toggleCompare('a', car(5), storage).outcome).toBe('added');
    expect(readCompareList('a', storage).map((c) => c.id)).toEqual([1, 3, 4, 5]);
  });

  it.each([['not json'], ['{"id":1}'], ['[{"id":"x"}]']])('reads %s as an empty list', (raw) => {
    expect(readCompareList('a', memoryStorage({ [compareStorageKey('a')]: raw }))).toEqual([]);
  });

  it('clears the list, and survives storage that throws', () => {
    const storage = memoryStorage();
    toggleCompare('a', car(1), storage);
    clearCompareList('a', storage);
    expect(readCompareList('a', storage)).toEqual([]);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCompareList('a', broken)).toEqual([]);
  });

  it('never holds more than the limit or the same car twice, whatever the shopper presses', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 30 }), (presses) => {
        const storage = memoryStorage();
        for (const id of presses) toggleCompare('a', car(id), storage);
        const ids = readCompareList('a', storage).map((c) => c.id);
        expect(ids.length).toBeLessThanOrEqual(COMPARE_LIMIT);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('becomes the compare page’s cars, in their order, repeats once and at most the limit', () => {
    const storage = memoryStorage();
    for (const id of [1, 2]) toggleCompare('a', car(id), storage);
    const page = [car(3), { ...car(1), make: 'Toyota' }, car(3), car(4), car(5), car(6)];
    expect(replaceCompareList('a', page, storage)).toEqual([3, 1, 4, 5].map(car));
    expect(readCompareList('a', storage)).toEqual([3, 1, 4, 5].map(car));
    expect(readCompareList('b', storage)).toEqual([]);
    replaceCompareList('a', [], storage);
    expect(readCompareList('a', storage)).toEqual([]);
  });
});
