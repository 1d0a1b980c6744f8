import { describe, expect, it } from 'vitest';
import { describeSearch, rememberSearch } from './recent-searches';
import { emptySearchState } from '../../../search/address/search-state';

describe('recent searches', () => {
  it('keeps the last five, newest first, without duplicates', () => {
    let list = [] as { href: string; label: string }[];
    for (const n of [1, 2, 3, 4, 5, 6, 3])
      list = rememberSearch(list, { href: `/search?make=${n}`, label: String(n) });
    expect(list.map((i) => i.label)).toEqual(['3', '6', '5', '4', '2']);
  });

  it('describes only searches with refinements', () => {
    expect(describeSearch(emptySearchState, 'Used Cars')).toBeNull();
    expect(
      describeSearch(
        {
          ...emptySearchState,
          query: 'rav4',
          refinements: { make: ['Toyota', 'Mazda'] },
          ranges: { price: { max: 30000 } },
        },
        'Used Cars',
      ),
    ).toBe('Used Cars: “rav4” · Toyota, Mazda · price –30000');
  });
});
