import { describe, expect, it } from 'vitest';
import { compileFilter } from './filter-evaluation';
import { parseFilter } from './filter-expression';

const docs = [
  {
    id: 1,
    make: 'Toyota',
    price: 30000,
    tags: ['Low Kms', 'One Owner'],
    badge: 'SR5',
    file: '/a.pdf',
    certified: true,
  },
  { id: 2, make: 'Mazda', price: 0, tags: [], badge: null, certified: false },
  { id: 3, make: 'toyota', price: 55000, tags: ['Price Drop'], badge: '', certified: false },
  { id: 4, model: 'Ranger', price: 45000 },
];

function ids(filter: unknown) {
  const predicate = compileFilter(parseFilter(filter));
  return docs.filter(predicate).map((d) => d.id);
}

describe('compileFilter (Meilisearch semantics)', () => {
  it.each([
    ['make = TOYOTA', [1, 3]],
    ['make = "toyota"', [1, 3]],
    ['make != Toyota', [2, 4]], // includes the document without the field
    ['NOT make = Toyota', [2, 4]],
    ['price > 30000', [3, 4]],
    ['price >= 30000', [1, 3, 4]],
    ['price < 30000', [2]],
    ['price <= 30000', [1, 2]],
    ['price 30000 TO 45000', [1, 4]],
    ['tags = "low kms"', [1]], // any element of an array
    ['tags != "Low Kms"', [2, 3, 4]],
    ['make IN [Mazda, TOYOTA]', [1, 2, 3]],
    ['make NOT IN [Mazda]', [1, 3, 4]],
    ['file EXISTS', [1]],
    ['file NOT EXISTS', [2, 3, 4]],
    ['badge IS NULL', [2]],
    ['badge IS NOT NULL', [1, 3, 4]],
    ['badge IS EMPTY', [3]],
    ['tags IS EMPTY', [2]],
    ['certified = true', [1]],
    ['make = Toyota AND price > 40000', [3]],
    ['make = Mazda OR price > 50000', [2, 3]],
    ['(make = Mazda OR make = Toyota) AND price > 0', [1, 3]],
    [
      ['make = Toyota', ['price = 30000', 'price = 55000']],
      [1, 3],
    ],
    ['price = abc', []],
  ])('%j -> %j', (filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });
});
