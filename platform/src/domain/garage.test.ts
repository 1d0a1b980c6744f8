import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GARAGE_RECENTLY_VIEWED,
  garageAccess,
  garageSavedSearchItems,
  garageSections,
  recentlyViewedIds,
  savedSearchAlertsLabel,
} from './garage';

const features = (favourites: boolean, watchlist: boolean, authentication: boolean) => ({
  favourites,
  watchlist,
  authentication,
});

describe('garageAccess (spec §2 /my-garage gated, §4/§6 favourites in the browser)', () => {
  it.each([
    [features(true, true, true), 'account'],
    [features(false, false, true), 'account'],
    [features(true, false, false), 'browser'],
    [features(true, true, false), 'browser'],
    [features(false, false, false), null],
    [features(false, true, false), null],
  ])('%o: %s', (site, access) => {
    expect(garageAccess(site)).toBe(access);
  });
});

describe('garageSections', () => {
  it.each([
    [
      'watchlist site (heart saves to the watchlist)',
      features(true, true, true),
      ['watchlist', 'saved-searches', 'recent-searches', 'recently-viewed'],
    ],
    [
      'favourites site with sign-in',
      features(true, false, true),
      ['favourites', 'saved-searches', 'recent-searches', 'recently-viewed'],
    ],
    [
      'sign-in without favourites or watchlist',
      features(false, false, true),
      ['saved-searches', 'recent-searches', 'recently-viewed'],
    ],
    [
      'favourites site without sign-in: the browser’s lists only',
      features(true, false, false),
      ['favourites', 'recent-searches', 'recently-viewed'],
    ],
    ['no garage', features(false, false, false), []],
  ])('%s', (_case, site, sections) => {
    expect(garageSections(site, garageAccess(site))).toEqual(sections);
  });
});

describe('recentlyViewedIds', () => {
  it.each([
    ['the latest first, as the browser keeps them', [{ id: 5 }, { id: 2 }, { id: 9 }], [5, 2, 9]],
    ['each car once', [{ id: 5 }, { id: 5 }, { id: 2 }], [5, 2]],
    ['entries that are no car left out', [{ id: 0 }, { id: 2.5 }, { id: 3 }], [3]],
    ['none', [], []],
  ])('%s', (_case, viewed, ids) => {
    expect(recentlyViewedIds(viewed)).toEqual(ids);
  });

  it(`shows the latest ${GARAGE_RECENTLY_VIEWED} at most, in the browser’s order`, () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 40 }), (ids) => {
        const shown = recentlyViewedIds(ids.map((id) => ({ id })));
        expect(shown.length).toBe(Math.min(new Set(ids).size, GARAGE_RECENTLY_VIEWED));
        expect(shown).toEqual([...new Set(ids)].slice(0, GARAGE_RECENTLY_VIEWED));
      }),
    );
  });
});

describe('savedSearchAlertsLabel', () => {
  it.each([
    ['sms', null, 'Alerts by SMS'],
    ['email', 'jack@example.com.au', 'Alerts by email to jack@example.com.au'],
    ['email', null, 'Alerts by email'],
    ['none', null, 'No alerts'],
  ])('%s %s: %s', (channel, email, label) => {
    expect(savedSearchAlertsLabel(channel, email)).toBe(label);
  });

  it('says an email address waits for its confirmation', () => {
    expect(savedSearchAlertsLabel('email', 'jack@example.com.au', false)).toBe(
      'Alerts by email to jack@example.com.au once you confirm it (see the link we emailed you)',
    );
    expect(savedSearchAlertsLabel('sms', null, false)).toBe('Alerts by SMS');
  });
});

describe('garageSavedSearchItems', () => {
  it('lists each search by name, with its address and how its alerts come, in order', () => {
    const row = (
      id: number,
      path: string,
      query: string,
      channel: string,
      email: string | null,
    ) => ({
      id,
      name: `Search ${id}`,
      path,
      query,
      channel,
      email,
      emailConfirmed: true,
    });
    expect(
      garageSavedSearchItems([
        row(9, '/search/toyota/rav4', 'car_type=used', 'sms', null),
        row(4, '/search', '', 'email', 'jack@example.com.au'),
      ]),
    ).toEqual([
      {
        id: 9,
        name: 'Search 9',
        href: '/search/toyota/rav4?car_type=used',
        alerts: 'Alerts by SMS',
      },
      {
        id: 4,
        name: 'Search 4',
        href: '/search',
        alerts: 'Alerts by email to jack@example.com.au',
      },
    ]);
  });
});
