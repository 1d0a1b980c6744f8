import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  favouritesToMerge,
  garageFavouriteIds,
  isAccountFavouritesOn,
  isFavouritesHeart,
  MAX_FAVOURITES_PER_CALL,
  MAX_GARAGE_FAVOURITES,
} from './favourites';

const cars = (...ids: number[]) => ids.map((id) => ({ id }));

describe('where favourites are the heart, and kept in the account (spec §4, §6)', () => {
  it.each([
    // favourites, watchlist, authentication -> heart, account
    [true, false, false, true, false],
    [true, false, true, true, true],
    // the watchlist takes the heart where shoppers can sign in
    [true, true, true, false, false],
    // a watchlist switch without sign-in is no watchlist: the heart stays favourites
    [true, true, false, true, false],
    [false, false, true, false, false],
    [false, true, true, false, false],
  ])(
    'favourites %s, watchlist %s, authentication %s: heart %s, account %s',
    (favourites, watchlist, authentication, heart, account) => {
      const features = { favourites, watchlist, authentication };
      expect(isFavouritesHeart(features)).toBe(heart);
      expect(isAccountFavouritesOn(features)).toBe(account);
    },
  );
});

describe('favouritesToMerge (what the browser sends on signing in)', () => {
  it.each([
    ['nothing in the browser', cars(), [1, 2], []],
    ['all held already', cars(1, 2), [2, 1], []],
    ['the ones the account lacks, in the browser’s order', cars(5, 1, 7), [1], [5, 7]],
    ['an empty account takes them all', cars(3, 4), [], [3, 4]],
    ['repeats once', cars(3, 3, 4, 3), [], [3, 4]],
    ['ids that are no car are left out', cars(0, -2, 1.5, 9), [], [9]],
  ])('%s', (_case, local, account, expected) => {
    expect(favouritesToMerge(local, account)).toEqual(expected);
  });

  it('sends at most one call’s worth', () => {
    const local = cars(...Array.from({ length: 80 }, (_, i) => i + 1));
    const sent = favouritesToMerge(local, [2]);
    expect(sent).toHaveLength(MAX_FAVOURITES_PER_CALL);
    expect(sent[0]).toBe(1);
    expect(sent[1]).toBe(3);
  });

  it('never sends a car the account holds, nor one twice, and the account then holds them all', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }),
        (local, account) => {
          const sent = favouritesToMerge(cars(...local), account);
          expect(sent.some((id) => account.includes(id))).toBe(false);
          expect(new Set(sent).size).toBe(sent.length);
          const after = new Set([...account, ...sent]);
          expect(local.every((id) => after.has(id))).toBe(true);
          // a second merge sends nothing
          expect(favouritesToMerge(cars(...local), [...after])).toEqual([]);
        },
      ),
    );
  });
});

describe('garageFavouriteIds (what the garage shows)', () => {
  it.each([
    ['the account’s, then the browser’s not yet merged', [9, 4], [4, 7], [9, 4, 7]],
    ['the browser’s alone for a visitor', [], [3, 1], [3, 1]],
    ['each once', [2, 2], [2, 5, 5], [2, 5]],
    ['none', [], [], []],
  ])('%s', (_case, account, local, expected) => {
    expect(garageFavouriteIds(account, local)).toEqual(expected);
  });

  it('shows at most the garage’s limit', () => {
    const many = Array.from({ length: MAX_GARAGE_FAVOURITES + 10 }, (_, i) => i + 1);
    expect(garageFavouriteIds(many, [999])).toEqual(many.slice(0, MAX_GARAGE_FAVOURITES));
  });
});
