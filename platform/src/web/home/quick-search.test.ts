import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSiteBySlug, demoSites } from '@dealer/site-config';
import { searchFacets, searchSorts } from '../../search/address/search-config';
import { parseSearchParams } from '../../search/address/search-state';
import {
  countedOptions,
  maxPriceLabel,
  maxPriceOptions,
  type QuickSearchChoice,
  quickSearchHref,
  quickSearchQueries,
  quickSearchState,
  readQuickSearch,
  showMeLabel,
} from './quick-search';

describe('quickSearchHref', () => {
  it.each<[string, QuickSearchChoice, string]>([
    ['nothing chosen', {}, '/search'],
    ['a make', { make: 'Toyota' }, '/search?make=Toyota'],
    ['a make and model', { make: 'Toyota', model: 'RAV4' }, '/search?make=Toyota&model=RAV4'],
    ['a model without its make', { model: 'RAV4' }, '/search'],
    ['a maximum price', { maxPrice: 30_000 }, '/search?price=%3A30000'],
    ['no price (0)', { maxPrice: 0 }, '/search'],
    ['a body of several words', { body: 'Double Cab Pick Up' }, '/search?body=Double+Cab+Pick+Up'],
    [
      'everything',
      { make: 'Land Rover', model: 'Defender 110', maxPrice: 150_000, body: 'Wagon' },
      '/search?make=Land+Rover&model=Defender+110&body=Wagon&price=%3A150000',
    ],
  ])('%s', (_, choice, href) => {
    expect(quickSearchHref(choice)).toBe(href);
  });

  it('goes to another search path when told', () => {
    expect(quickSearchHref({ make: 'Jayco' }, '/search/new-caravans')).toBe(
      '/search/new-caravans?make=Jayco',
    );
  });

  // the search page reads back exactly the choice, on every template's demo site
  const name = fc
    .string({ minLength: 1, maxLength: 20 })
    .map((s) => s.replace(/,/g, ' ').trim())
    .filter((s) => s.length > 0);
  const choice = fc.record({
    make: fc.option(name),
    model: fc.option(name),
    maxPrice: fc.option(fc.integer({ min: 1, max: 2_000_000 })),
    body: fc.option(name),
  });
  it.each(demoSites.map((s) => s.slug))('the search page of %s reads it back', (slug) => {
    const site = getSiteBySlug(slug)!;
    fc.assert(
      fc.property(choice, (c) => {
        const url = new URL(quickSearchHref(c), 'http://site.test');
        const state = parseSearchParams(url.searchParams, searchFacets(site), searchSorts(site));
        expect(state).toEqual(quickSearchState(c));
      }),
    );
  });
});

describe('quickSearchQueries and readQuickSearch', () => {
  it('no make: one count', () => {
    const queries = quickSearchQueries({ body: 'Wagon', maxPrice: 20_000 }, 'stock');
    expect(queries).toEqual([
      { indexUid: 'stock', filter: [['"body"="Wagon"'], '"price"<=20000'], limit: 0 },
    ]);
    expect(readQuickSearch({ body: 'Wagon' }, [{ totalHits: 52 }])).toEqual({
      total: 52,
      models: null,
    });
  });

  it('a make: its count and its models in one query', () => {
    const queries = quickSearchQueries({ make: 'Toyota' }, 'stock');
    expect(queries).toEqual([
      { indexUid: 'stock', filter: [['"make"="Toyota"']], facets: ['model'], limit: 0 },
    ]);
    const answer = readQuickSearch({ make: 'Toyota' }, [
      { totalHits: 99, facetDistribution: { model: { RAV4: 58, HiLux: 41 } } },
    ]);
    expect(answer).toEqual({ total: 99, models: { RAV4: 58, HiLux: 41 } });
  });

  it('a make and model: the count, and the models counted without the model', () => {
    const [count, models] = quickSearchQueries({ make: 'Toyota', model: 'RAV4' }, 'stock');
    expect(count).toEqual({
      indexUid: 'stock',
      filter: [['"make"="Toyota"'], ['"model"="RAV4"']],
      limit: 0,
    });
    expect(models).toEqual({
      indexUid: 'stock',
      filter: [['"make"="Toyota"']],
      facets: ['model'],
      limit: 0,
    });
    const answer = readQuickSearch({ make: 'Toyota', model: 'RAV4' }, [
      { totalHits: 58 },
      { totalHits: 99, facetDistribution: { model: { RAV4: 58, HiLux: 41 } } },
    ]);
    expect(answer).toEqual({ total: 58, models: { RAV4: 58, HiLux: 41 } });
  });

  it('a make with no stock left: no models', () => {
    expect(readQuickSearch({ make: 'Saab' }, [{ totalHits: 0 }])).toEqual({ total: 0, models: {} });
  });
});

describe('maxPriceOptions', () => {
  it.each<[string, { min: number; max: number } | null, number[]]>([
    [
      'unknown stock: spec §9 quick picks $5,000 to $70,000',
      null,
      [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 70_000],
    ],
    [
      'cars from $4,990 to $58,990',
      { min: 4_990, max: 58_990 },
      [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000],
    ],
    [
      'caravans from $32,000 to $139,990',
      { min: 32_000, max: 139_990 },
      [40_000, 50_000, 60_000, 70_000, 80_000, 100_000, 125_000, 150_000],
    ],
    ['a price on the step is taken in', { min: 0, max: 15_000 }, [5_000, 10_000, 15_000]],
    ['stock dearer than every step', { min: 700_000, max: 2_000_000 }, [800_000]],
    ['no prices (all 0)', { min: 0, max: 0 }, maxPriceOptions(null)],
  ])('%s', (_, stats, options) => {
    expect(maxPriceOptions(stats)).toEqual(options);
  });

  it('always takes in the dearest car, and offers nothing at or under the cheapest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 799_000 }),
        fc.integer({ min: 1, max: 800_000 }),
        (a, b) => {
          const [min, max] = a < b ? [a, b] : [b, a];
          const options = maxPriceOptions({ min, max });
          expect(options.at(-1)!).toBeGreaterThanOrEqual(max);
          expect(options.every((price) => price > min)).toBe(true);
          expect([...options].sort((x, y) => x - y)).toEqual(options);
        },
      ),
    );
  });

  it('labels a price as the most to pay', () => {
    expect(maxPriceLabel(30_000)).toBe('Up to $30,000');
  });
});

describe('the words of the quick search', () => {
  it("says 'Show Me N <vehicle type>', counts over 1,999 in full (spec §2, §9)", () => {
    expect(showMeLabel(1254, 'Cars')).toBe('Show Me 1,254 Cars');
    expect(showMeLabel(2400, 'Caravans')).toBe('Show Me 2,400 Caravans');
    expect(showMeLabel(0, 'Cars')).toBe('Show Me 0 Cars');
  });

  it('lists values with their counts by name, leaving out the ones with none', () => {
    expect(countedOptions({ Toyota: 124, Mazda: 0, Ford: 2500, Audi: 3 })).toEqual([
      { value: 'Audi', label: 'Audi (3)' },
      { value: 'Ford', label: 'Ford (2,500)' },
      { value: 'Toyota', label: 'Toyota (124)' },
    ]);
    // a make dropdown's popular makes first (spec §9)
    expect(
      countedOptions({ Toyota: 124, Mazda: 0, Ford: 2500, Audi: 3 }, ['Mazda', 'Toyota']),
    ).toEqual([
      { value: 'Toyota', label: 'Toyota (124)' },
      { value: 'Audi', label: 'Audi (3)' },
      { value: 'Ford', label: 'Ford (2,500)' },
    ]);
  });
});
