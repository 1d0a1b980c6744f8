import { describe, expect, it } from 'vitest';
import { paginationItems } from './pages';

describe('paginationItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 0, []],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
  ])('page %d of %d', (current, total, items) =>
    expect(paginationItems(current, total)).toEqual(items),
  );
});
