import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SiteInput } from '@dealer/site-config';
import { analyticsEvents } from './analytics-events';
import { type Car } from './entities';
import { testCar, testLocation, testNow, testSite } from './vehicle-page.fixtures';
import {
  STICKY_BAR_SCROLL_Y,
  detailViewEventId,
  isVehiclePageFound,
  mobileStickyBar,
  showsStickyBar,
  slugLastWord,
  vehicleOfLegacySlug,
  vehiclePageEvents,
  vehicleSlugOf,
} from './vehicle-page';

const daysAgo = (days: number) => new Date(testNow.getTime() - days * 86_400_000);

describe('isVehiclePageFound (spec §4 stock visibility; otherwise a 404)', () => {
  it.each([
    ['an in-stock car', testCar(), {}, true],
    ['a car coming soon', testCar({ status: 'coming_soon' }), {}, true],
    [
      'a car sold yesterday (window 3 days)',
      testCar({ status: 'sold', soldAt: daysAgo(1) }),
      {},
      true,
    ],
    [
      'a car sold 4 days ago (window 3 days)',
      testCar({ status: 'sold', soldAt: daysAgo(4) }),
      {},
      false,
    ],
    [
      'a car sold 4 days ago on a 7-day site',
      testCar({ status: 'sold', soldAt: daysAgo(4) }),
      { search: { stockRule: { soldWithinDays: 7 } } },
      true,
    ],
    ['a car hidden from the website', testCar({ showOnDealerWebsite: false }), {}, false],
    ['a car of another site’s dealership', testCar({ dealershipId: 999 }), {}, false],
    [
      'a new car on a used-only site',
      testCar({ carType: 'new' }),
      { search: { stockRule: { usedOnly: true } } },
      false,
    ],
    ['no car', null, {}, false],
  ] as const)('%s -> %s', (_name, car, site, expected) => {
    expect(
      isVehiclePageFound(car as Car | null, testSite(site as Partial<SiteInput>), testNow),
    ).toBe(expected);
  });

  it('keeps a sold car’s page until the whole minute after its window ends, as search does', () => {
    const minute = Math.floor(testNow.getTime() / 60_000) * 60_000;
    // the 3-day window ends 20 s into the minute
    const car = testCar({ status: 'sold', soldAt: new Date(minute + 20_000 - 3 * 86_400_000) });
    expect(isVehiclePageFound(car, testSite({}), new Date(minute + 59_999))).toBe(true);
    expect(isVehiclePageFound(car, testSite({}), new Date(minute + 60_000))).toBe(false);
  });
});

describe('showsStickyBar (spec §2/§9 after scrolling more than 900px)', () => {
  it.each([
    [0, false],
    [899, false],
    [900, false],
    [901, true],
    [5000, true],
  ])('at %spx -> %s', (scrollY, expected) => {
    expect(showsStickyBar(scrollY)).toBe(expected);
  });

  it('stays shown further down once shown', () => {
    expect(STICKY_BAR_SCROLL_Y).toBe(900);
    fc.assert(
      fc.property(fc.nat(20_000), fc.nat(20_000), (a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        if (showsStickyBar(low)) expect(showsStickyBar(high)).toBe(true);
      }),
    );
  });
});

describe('mobileStickyBar (spec §2 Call Now and Enquire Now; hidden while closed on one site)', () => {
  const friday10am = testNow; // open
  const sunday11am = new Date('2026-11-22T03:00:00Z'); // closed in Perth
  const location = testLocation();
  const bar = (features: SiteInput['features'], at: Date, car: Partial<Car> = {}) =>
    mobileStickyBar(testCar(car), location, testSite({ features }), at);

  it.each([
    ['not configured', {}, friday10am, {}, false],
    ['configured', { mobileStickyBar: { enabled: true } }, friday10am, {}, true],
    [
      'configured, closed, shown anyway',
      { mobileStickyBar: { enabled: true } },
      sunday11am,
      {},
      true,
    ],
    [
      'hidden when closed, open',
      { mobileStickyBar: { enabled: true, hideWhenClosed: true } },
      friday10am,
      {},
      true,
    ],
    [
      'hidden when closed, closed',
      { mobileStickyBar: { enabled: true, hideWhenClosed: true } },
      sunday11am,
      {},
      false,
    ],
    ['a sold car', { mobileStickyBar: { enabled: true } }, friday10am, { status: 'sold' }, false],
  ] as const)('%s -> %s', (_name, features, at, car, shown) => {
    expect(bar(features, at, car as Partial<Car>) !== null).toBe(shown);
  });

  it.each([
    [
      'Call Now with the location phone and Enquire Now',
      { mobileStickyBar: { enabled: true } },
      {
        callNow: { label: 'Call Now', phone: '08 9274 0100', href: 'tel:0892740100' },
        enquire: { kind: 'enquire', label: 'Enquire Now' },
      },
    ],
    [
      'the number for the car type and Instant Message',
      {
        mobileStickyBar: { enabled: true },
        chatInsteadOfEnquire: true,
        callNowByCarType: { used: '08 9274 0122' },
      },
      {
        callNow: { label: 'Call Now', phone: '08 9274 0122', href: 'tel:0892740122' },
        enquire: { kind: 'chat', label: 'Instant Message' },
      },
    ],
  ] as const)('%s', (_name, features, expected) => {
    expect(bar(features as SiteInput['features'], friday10am)).toEqual(expected);
  });
});

describe('vehicle page analytics (spec §7 event ids)', () => {
  it.each([
    ['used detail view', 'usedDetailView', 4],
    ['favourite', 'favourite', 39],
    ['history report', 'historyReport', 60],
    ['print', 'print', 61],
  ] as const)('%s is %s', (_name, key, id) => {
    expect(vehiclePageEvents[key]).toBe(id);
    expect(analyticsEvents[key]).toBe(id);
  });

  it.each([
    ['used', 4],
    ['new', null],
    ['demo', null],
  ] as const)('the detail view event of a %s car is %s', (carType, id) => {
    expect(detailViewEventId({ carType })).toBe(id);
  });
});

describe('vehicleOfLegacySlug (an old /cars/{slug} address sent to the car’s page now)', () => {
  const car = (name: string, stocknum: string, slug?: string) => ({
    name,
    stocknum,
    slug: slug ?? vehicleSlugOf({ name, stocknum }),
  });
  const citroen = car('2024 Citroën C5 Aircross Shine', 'N1010001');
  const skoda = car('2023 Škoda Octavia RS', 'U1010002');
  const given = car('2022 Citroën C3 Feel', 'U1010003', 'feed-given-slug'); // a slug a feed gave
  const cars = [citroen, skoda, given];

  it.each([
    ['2024-citroe-n-c5-aircross-shine-n1010001', citroen],
    ['2024-citro-n-c5-aircross-shine-n1010001', citroen],
    ['2023-s-koda-octavia-rs-u1010002', skoda],
    ['2023-koda-octavia-rs-u1010002', skoda],
    ['2024-citroen-c5-aircross-shine-n1010001', null], // its slug now
    ['2022-citroe-n-c3-feel-u1010003', null],
    ['2024-citroe-n-c5-aircross-shine-n1010009', null],
    ['no-such-car', null],
  ])('%s names %j', (slug, found) => expect(vehicleOfLegacySlug(cars, slug)).toBe(found));

  it('makes a car’s slug of its name and stock number', () => {
    expect(citroen.slug).toBe('2024-citroen-c5-aircross-shine-n1010001');
  });

  it.each([
    ['2024-citroe-n-c5-aircross-shine-n1010001', 'n1010001'],
    ['S1234', 's1234'],
    ['ends-with-', null],
    ['', null],
    ['a-b%c', null],
  ])('the last word of %j is %j', (slug, word) => expect(slugLastWord(slug)).toBe(word));
});
