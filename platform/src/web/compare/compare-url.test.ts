import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT } from './compare-list';
import { compareHref, compareSlugsFrom } from './compare-url';

const params = (text: string) => new URLSearchParams(text);

describe('compareSlugsFrom', () => {
  it.each<[string, string, string[]]>([
    ['no cars', '', []],
    ['an empty list', 'cars=', []],
    ['one car', 'cars=2022-toyota-rav4-gx-u1', ['2022-toyota-rav4-gx-u1']],
    ['cars in the order given', 'cars=c-3,a-1,b-2', ['c-3', 'a-1', 'b-2']],
    ['repeats once, where first named', 'cars=a-1,b-2,a-1,b-2', ['a-1', 'b-2']],
    ['blanks and spaces dropped', 'cars=,a-1,, b-2 ,', ['a-1', 'b-2']],
    ['the first four of more', 'cars=a,b,c,d,e,f', ['a', 'b', 'c', 'd']],
    ['four after repeats are dropped', 'cars=a,a,b,b,c,d,e', ['a', 'b', 'c', 'd']],
    ['repeated parameters joined', 'cars=a-1&cars=b-2,c-3', ['a-1', 'b-2', 'c-3']],
    ['slugs with path characters dropped', 'cars=a/b,..,..%2F..,c%3Fd,ok', ['ok']],
    ['an encoded slug decoded', 'cars=citro%C3%ABn-c4-s1', ['citroën-c4-s1']],
    ['other parameters ignored', 'car=a&compare=b&cars=c', ['c']],
  ])('reads %s', (_, query, slugs) => {
    expect(compareSlugsFrom(params(query))).toEqual(slugs);
  });

  it('reads the query as a Next.js page receives it', () => {
    expect(compareSlugsFrom({ cars: ['a,b', 'c'], page: '2' })).toEqual(['a', 'b', 'c']);
    expect(compareSlugsFrom({ cars: 'a,,a' })).toEqual(['a']);
    expect(compareSlugsFrom({ cars: undefined })).toEqual([]);
  });

  it('drops a slug too long to be one', () => {
    expect(compareSlugsFrom(params(`cars=${'x'.repeat(201)},y`))).toEqual(['y']);
  });

  it(`never gives more than ${COMPARE_LIMIT} slugs, nor a repeat, nor one with a comma`, () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 12 }), (values) => {
        const query = new URLSearchParams();
        for (const value of values) query.append('cars', value);
        const slugs = compareSlugsFrom(query);
        expect(slugs.length).toBeLessThanOrEqual(COMPARE_LIMIT);
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const slug of slugs) expect(slug).toMatch(/^[^\s,]+$/u);
      }),
    );
  });
});

describe('compareHref', () => {
  it('is the bare page for no cars', () => {
    expect(compareHref([])).toBe('/compare');
  });

  it('names the cars in order, each encoded, commas between', () => {
    expect(compareHref(['b-2', 'citroën-c4'])).toBe('/compare?cars=b-2,citro%C3%ABn-c4');
  });

  it('is read back as the same slugs', () => {
    const slug = fc.stringMatching(/^[a-z0-9][a-z0-9àéëø-]{0,29}$/u);
    fc.assert(
      fc.property(fc.uniqueArray(slug, { minLength: 1, maxLength: COMPARE_LIMIT }), (slugs) => {
        const url = new URL(compareHref(slugs), 'https://dealer.example');
        expect(compareSlugsFrom(url.searchParams)).toEqual(slugs);
      }),
    );
  });
});
