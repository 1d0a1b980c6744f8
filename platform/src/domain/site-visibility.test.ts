import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { testCar, testLocation, testNow } from './vehicle-page.fixtures';
import { isCarVisibleOnSite } from './site-visibility';

const DAY = 24 * 60 * 60 * 1000;
const site = getSiteBySlug('swan-valley-toyota')!;
const dealershipId = site.dealerships[0]!.id;
const location = testLocation({ id: 31, dealershipId });
const car = (over: Parameters<typeof testCar>[0] = {}) =>
  testCar({ dealershipId, locationId: location.id, ...over });
const withSearch = (search: Partial<Site['search']>): Site => ({
  ...site,
  search: { ...site.search, ...search },
});

describe('isCarVisibleOnSite (spec §4, the one visibility rule)', () => {
  it.each<[string, ReturnType<typeof car>, Site, boolean]>([
    ['a car in stock', car(), site, true],
    ['a car coming soon', car({ status: 'coming_soon' }), site, true],
    ['a car not shown on the website', car({ showOnDealerWebsite: false }), site, false],
    [
      'a car sold yesterday',
      car({ status: 'sold', soldAt: new Date(testNow.getTime() - DAY) }),
      withSearch({ stockRule: { ...site.search.stockRule, soldWithinDays: 7 } }),
      true,
    ],
    [
      'a car sold a year ago',
      car({ status: 'sold', soldAt: new Date(testNow.getTime() - 365 * DAY) }),
      withSearch({ stockRule: { ...site.search.stockRule, soldWithinDays: 7 } }),
      false,
    ],
    ['a car of another dealership', car({ dealershipId: 999_999 }), site, false],
    [
      'a car the site search_filters leave out',
      car({ make: 'Toyota' }),
      withSearch({ searchFilters: ['make != "Toyota"'] }),
      false,
    ],
    [
      'a car the site search_filters keep',
      car({ make: 'Toyota' }),
      withSearch({ searchFilters: ['make = "Toyota"'] }),
      true,
    ],
    [
      'a used-only site and a new car',
      car({ carType: 'new' }),
      withSearch({ stockRule: { ...site.search.stockRule, usedOnly: true } }),
      false,
    ],
  ])('%s', (_name, vehicle, onSite, visible) => {
    expect(isCarVisibleOnSite(onSite, vehicle, location, testNow)).toBe(visible);
  });

  it('shows no car whose location is unknown or not its own', () => {
    expect(isCarVisibleOnSite(site, car(), null, testNow)).toBe(false);
    expect(isCarVisibleOnSite(site, car(), { ...location, id: 32 }, testNow)).toBe(false);
  });
});
