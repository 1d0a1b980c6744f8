import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carStatuses } from './entities';
import { saveAndCompareShown, type SaveCompareOptions } from './card-actions';

const on: SaveCompareOptions = {
  favourites: true,
  compare: true,
  hideSaveForNoPriceOrImages: false,
};
const strict: SaveCompareOptions = { ...on, hideSaveForNoPriceOrImages: true };
const car = { status: 'in_stock' as const, price: 34990, photosCount: 8 };

describe('saveAndCompareShown (spec §5 save and compare)', () => {
  it.each([
    ['an in-stock car', car, on, true, true],
    ['a coming-soon car (counts as in stock)', { ...car, status: 'coming_soon' }, on, true, true],
    ['a sold car', { ...car, status: 'sold' }, on, false, false],
    ['price 0 where the site does not hide it', { ...car, price: 0 }, on, true, true],
    ['no images where the site does not hide it', { ...car, photosCount: 0 }, on, true, true],
    ['price 0 on a site that hides it', { ...car, price: 0 }, strict, false, false],
    ['no images on a site that hides it', { ...car, photosCount: 0 }, strict, false, false],
    ['priced with images on a site that hides the others', car, strict, true, true],
    [
      'a sold car on a site that hides the others',
      { ...car, status: 'sold' },
      strict,
      false,
      false,
    ],
    ['favourites off', car, { ...on, favourites: false }, false, true],
    ['compare off', car, { ...on, compare: false }, true, false],
    ['both off', car, { ...on, favourites: false, compare: false }, false, false],
  ] as const)('%s: save %s, compare %s', (_name, facts, options, save, compare) => {
    expect(saveAndCompareShown(facts, options)).toEqual({ save, compare });
  });

  it('never offers save or compare that the site switch or stock status rules out', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...carStatuses),
        fc.integer({ min: -1, max: 200_000 }),
        fc.nat(40),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (status, price, photosCount, favourites, compare, hide) => {
          const shown = saveAndCompareShown(
            { status, price, photosCount },
            { favourites, compare, hideSaveForNoPriceOrImages: hide },
          );
          if (!favourites) expect(shown.save).toBe(false);
          if (!compare) expect(shown.compare).toBe(false);
          if (status === 'sold') expect(shown).toEqual({ save: false, compare: false });
          if (hide && (price <= 0 || photosCount === 0))
            expect(shown).toEqual({ save: false, compare: false });
          // with both switches on, save and compare come and go together
          if (favourites && compare) expect(shown.save).toBe(shown.compare);
        },
      ),
    );
  });
});
