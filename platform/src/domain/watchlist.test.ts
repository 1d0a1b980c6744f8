import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carStatuses } from './entities';
import {
  isWatchlistOn,
  pendingSaveOf,
  showsWatchlistButton,
  signInHrefForSave,
  WATCHLIST_PATH,
  watchlistSignInHref,
  watchlistStatus,
  watchlistToast,
  withoutPendingSave,
} from './watchlist';
import { watchlistChangeSchema } from './watchlist-request';

const car = { status: 'in_stock' as const, price: 34990, photosCount: 8 };
const lenient = { hideSaveForNoPriceOrImages: false };
const strict = { hideSaveForNoPriceOrImages: true };

describe('isWatchlistOn (spec §4 watchlist, authentication default off)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('watchlist %s, authentication %s: %s', (watchlist, authentication, on) => {
    expect(isWatchlistOn({ watchlist, authentication })).toBe(on);
  });
});

describe('showsWatchlistButton (spec §4 sold car not already saved, spec §5 save hidden)', () => {
  it.each([
    ['an in-stock car, not saved', car, false, lenient, true],
    ['a coming-soon car, not saved', { ...car, status: 'coming_soon' }, false, lenient, true],
    ['a sold car, not saved', { ...car, status: 'sold' }, false, lenient, false],
    [
      'a sold car already saved (it can be removed)',
      { ...car, status: 'sold' },
      true,
      lenient,
      true,
    ],
    ['price 0 where the site does not hide it', { ...car, price: 0 }, false, lenient, true],
    ['price 0 on a site that hides it', { ...car, price: 0 }, false, strict, false],
    ['no images on a site that hides it', { ...car, photosCount: 0 }, false, strict, false],
    ['price 0, saved, on a site that hides it', { ...car, price: 0 }, true, strict, true],
  ] as const)('%s: %s', (_name, facts, saved, options, shown) => {
    expect(showsWatchlistButton(facts, saved, options)).toBe(shown);
  });

  it('always shows a saved car’s button and never a sold unsaved car’s', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...carStatuses),
        fc.integer({ min: -1, max: 200_000 }),
        fc.nat(40),
        fc.boolean(),
        fc.boolean(),
        (status, price, photosCount, saved, hide) => {
          const shown = showsWatchlistButton({ status, price, photosCount }, saved, {
            hideSaveForNoPriceOrImages: hide,
          });
          if (saved) expect(shown).toBe(true);
          if (!saved && status === 'sold') expect(shown).toBe(false);
        },
      ),
    );
  });
});

describe('watchlistToast (spec §4 toast texts)', () => {
  it('says the car was saved, with View List', () => {
    expect(watchlistToast('saved', '2023 Toyota RAV4 GX')).toEqual({
      title: 'Car Saved In Watchlist',
      description: '2023 Toyota RAV4 GX is now available in your watchlist',
      action: { label: 'View List', href: WATCHLIST_PATH },
    });
  });

  it('says the car was removed, with View List', () => {
    expect(watchlistToast('removed', '2021 Mazda CX-5 Maxx')).toEqual({
      title: 'Car Removed',
      description: '2021 Mazda CX-5 Maxx is no longer in your watchlist',
      action: { label: 'View List', href: WATCHLIST_PATH },
    });
  });
});

describe('signing in to save (spec §2 sign-in route, spec §4 anonymous user)', () => {
  it('sends to sign-in, back to the page with the car to save', () => {
    expect(signInHrefForSave('/search/used-cars', 1234)).toBe(
      '/sign-in?type=watchlist&redirect=/search/used-cars%3Fsave%3D1234&back=/search/used-cars',
    );
  });

  it('keeps the page’s own query, and replaces an earlier pending save', () => {
    const href = signInHrefForSave('/search?make=Toyota&page=2&save=7', 1234);
    const query = new URL(href, 'https://example.com.au').searchParams;
    expect(query.get('type')).toBe('watchlist');
    expect(query.get('redirect')).toBe('/search?make=Toyota&page=2&save=1234');
    expect(query.get('back')).toBe('/search?make=Toyota&page=2');
  });

  it('reads back exactly the car it sent, from any page', () => {
    fc.assert(
      fc.property(
        fc.webPath(),
        fc.dictionary(fc.constantFrom('make', 'page', 'q', 'save', 'sortBy'), fc.string()),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (pathname, params, carId) => {
          // the page's address as the browser has it (dot segments resolved, escapes made)
          const address = new URL(
            `/${pathname.replace(/^\/+/, '').replace(/[?#]/g, '')}${
              Object.keys(params).length ? `?${new URLSearchParams(params)}` : ''
            }`,
            'https://a.example',
          );
          const path = `${address.pathname}${address.search}`;
          const query = new URL(signInHrefForSave(path, carId), 'https://a.example').searchParams;
          const redirect = new URL(query.get('redirect')!, 'https://a.example');
          expect(pendingSaveOf(redirect.search)).toBe(carId);
          expect(withoutPendingSave(`${redirect.pathname}${redirect.search}`)).toBe(
            query.get('back'),
          );
          expect(pendingSaveOf(new URL(query.get('back')!, 'https://a.example').search)).toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps both addresses on the site for a page whose path starts with two slashes', () => {
    const query = new URL(signInHrefForSave('//search?make=Toyota', 7), 'https://a.example')
      .searchParams;
    expect(query.get('redirect')).toBe('/search?make=Toyota&save=7');
    expect(query.get('back')).toBe('/search?make=Toyota');
  });

  it('names the watchlist page as the way back after signing in', () => {
    expect(watchlistSignInHref('/watchlist', '/')).toBe(
      '/sign-in?type=watchlist&redirect=/watchlist&back=/',
    );
  });

  it.each([
    ['?save=42', 42],
    ['?make=Toyota&save=42', 42],
    ['', null],
    ['?save=', null],
    ['?save=0', null],
    ['?save=-4', null],
    ['?save=4.5', null],
    ['?save=abc', null],
    ['?save=2147483648', null],
    ['?save=042', null],
  ])('pending save of %j: %s', (search, id) => {
    expect(pendingSaveOf(search)).toBe(id);
  });

  it('takes the pending save out of the address and leaves the rest', () => {
    expect(withoutPendingSave('/cars/2023-toyota-rav4?save=42')).toBe('/cars/2023-toyota-rav4');
    expect(withoutPendingSave('/search?save=42&make=Toyota#search-results')).toBe(
      '/search?make=Toyota#search-results',
    );
  });
});

describe('watchlistStatus (spec §4 the watchlist page marks sold cars)', () => {
  it.each([
    ['in_stock', false, true, 'In Stock'],
    ['in_stock', true, true, 'Reserved'],
    ['coming_soon', false, true, 'Coming Soon'],
    ['sold', false, true, 'Sold'],
    ['sold', false, false, 'Sold'],
    ['in_stock', false, false, 'No Longer Listed'],
  ] as const)('%s, reserved %s, shown %s: %s', (status, reserved, shown, label) => {
    expect(watchlistStatus({ status, reserved }, shown)).toBe(label);
  });
});

describe('watchlistChangeSchema (spec §7 phone_number, car_id)', () => {
  it('keeps the phone number in E.164 and the car id as a number', () => {
    expect(watchlistChangeSchema.parse({ phone_number: '0412 345 678', car_id: 31 })).toEqual({
      phone_number: '+61412345678',
      car_id: 31,
    });
    expect(watchlistChangeSchema.parse({ phone_number: '+61412345678', car_id: '31' })).toEqual({
      phone_number: '+61412345678',
      car_id: 31,
    });
  });

  it.each([
    [{ phone_number: '12345', car_id: 31 }],
    [{ phone_number: '0412 345 678', car_id: 0 }],
    [{ phone_number: '0412 345 678', car_id: 1.5 }],
    [{ phone_number: '0412 345 678', car_id: '31a' }],
    [{ phone_number: '0412 345 678', car_id: 2_147_483_648 }],
    [{ phone_number: '0412 345 678' }],
    [{ car_id: 31 }],
    [null],
    [[]],
  ])('refuses %j', (body) => {
    expect(watchlistChangeSchema.safeParse(body).success).toBe(false);
  });
});
