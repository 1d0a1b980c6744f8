import { describe, expect, it } from 'vitest';
import { queryString } from './page-query';

describe('queryString: a request’s query carried to another address', () => {
  it.each([
    [{}, ''],
    [{ page: '2' }, '?page=2'],
    [{ make: ['Toyota', 'Mazda'], page: '2' }, '?make=Toyota&make=Mazda&page=2'],
    [{ enquire: 'quick', empty: undefined }, '?enquire=quick'],
    [{ q: 'Citroën & co' }, '?q=Citro%C3%ABn+%26+co'],
    [{ blank: '' }, '?blank='],
  ])('%j is %j', (query, text) => expect(queryString(query)).toBe(text));
});
