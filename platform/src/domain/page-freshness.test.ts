import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockRuleSchema } from '@dealer/site-config';
import { cardTag } from './card-tags';
import { isLocationOpen } from './opening-hours';
import { carChangesAt, nextDayStart, openingChangesAt, stockChangesAt } from './page-freshness';
import { isStockVisible } from './stock-visibility';
import { testLocation } from './vehicle-page.fixtures';

const DAY = 86_400_000;
const MINUTE = 60_000;
const site = { search: { stockRule: { soldWithinDays: 3 } }, content: { justArrivedDays: 8 } };
const now = new Date('2026-11-20T00:00:00Z');
const at = (iso: string) => new Date(iso);

describe('carChangesAt (spec §4: a sold car leaves after its window, a New tag ends)', () => {
  it.each([
    {
      name: 'a car listed a day ago loses its New tag 8 days after listing',
      car: { status: 'in_stock', soldAt: null, createdAt: at('2026-11-19T00:00:00Z') },
      expected: at('2026-11-27T00:00:00.001Z').getTime(),
    },
    {
      name: 'a car sold yesterday leaves 3 days after the sale',
      car: { status: 'sold', soldAt: at('2026-11-19T00:00:00Z'), createdAt: at('2026-01-01') },
      expected: at('2026-11-22T00:01:00Z').getTime(),
    },
    {
      name: 'a new car sold today: its window ends before its New tag would',
      car: { status: 'sold', soldAt: now, createdAt: at('2026-11-18T00:00:00Z') },
      expected: at('2026-11-23T00:01:00Z').getTime(),
    },
    {
      name: 'a car sold mid-minute leaves at the next whole minute past its window',
      car: { status: 'sold', soldAt: at('2026-11-19T10:15:30Z'), createdAt: at('2026-01-01') },
      expected: at('2026-11-22T10:16:00Z').getTime(),
    },
    {
      name: 'an old car in stock changes by time no more',
      car: { status: 'in_stock', soldAt: null, createdAt: at('2026-01-01T00:00:00Z') },
      expected: Infinity,
    },
    {
      name: 'a car sold long ago is gone already',
      car: { status: 'sold', soldAt: at('2026-10-01T00:00:00Z'), createdAt: at('2026-01-01') },
      expected: Infinity,
    },
  ] as const)('$name', ({ car, expected }) => {
    expect(carChangesAt(car, site, now)).toBe(expected);
  });

  it('is the earliest of the cars for a site', () => {
    const cars = [
      { status: 'in_stock' as const, soldAt: null, createdAt: at('2026-11-19T00:00:00Z') },
      { status: 'sold' as const, soldAt: at('2026-11-18T00:00:00Z'), createdAt: at('2026-01-01') },
    ];
    expect(stockChangesAt(cars, site, now)).toBe(at('2026-11-21T00:01:00Z').getTime());
    expect(stockChangesAt([], site, now)).toBe(Infinity);
  });

  it('nothing a card or the site shows of a car changes before that instant (property)', () => {
    const rule = stockRuleSchema.parse({ soldWithinDays: 3 });
    const options = {
      fuelTag: false,
      certifiedBadge: false,
      certifiedMake: 'Toyota',
      soldTagName: 'JUST SOLD',
      justArrivedDays: 8,
      justArrivedTagName: 'New',
    };
    const instant = fc.integer({ min: -20 * DAY, max: 20 * DAY });
    fc.assert(
      fc.property(
        fc.constantFrom('in_stock', 'sold', 'coming_soon'),
        instant,
        instant,
        fc.integer({ min: 0, max: 40 * DAY }),
        (status, created, sold, later) => {
          const car = {
            status,
            soldAt: status === 'sold' ? new Date(now.getTime() + Math.min(sold, 0)) : null,
            createdAt: new Date(now.getTime() + Math.min(created, 0)),
            showOnDealerWebsite: true,
            carType: 'used' as const,
            stocknum: 'S1',
            make: 'Kia',
            tag: null,
            images: [],
          };
          const facts = { ...car, simpleFuel: 'Petrol', reserved: false, certified: false };
          const shows = (when: Date) =>
            JSON.stringify([
              isStockVisible(car, rule, new Date(Math.floor(when.getTime() / MINUTE) * MINUTE)),
              cardTag(facts as never, options, when),
            ]);
          const changes = carChangesAt(car, site, now);
          const then = new Date(now.getTime() + later);
          if (then.getTime() < changes) expect(shows(then)).toBe(shows(now));
          else expect(changes).toBeGreaterThan(now.getTime());
        },
      ),
    );
  });
});

describe('nextDayStart (a new day: promo windows, rego expiry, the year)', () => {
  it.each([
    [
      'Sydney in summer (UTC+11)',
      'Australia/Sydney',
      '2026-11-20T05:00:00Z',
      '2026-11-20T13:00:00Z',
    ],
    [
      'Sydney just before midnight',
      'Australia/Sydney',
      '2026-11-20T12:59:59Z',
      '2026-11-20T13:00:00Z',
    ],
    [
      'Sydney at midnight: the next one',
      'Australia/Sydney',
      '2026-11-20T13:00:00Z',
      '2026-11-21T13:00:00Z',
    ],
    ['Perth (UTC+8 all year)', 'Australia/Perth', '2026-11-20T05:00:00Z', '2026-11-20T16:00:00Z'],
    [
      'Sydney on the day summer time starts',
      'Australia/Sydney',
      '2026-10-03T15:00:00Z',
      '2026-10-04T13:00:00Z',
    ],
    [
      'Sydney on the day summer time ends',
      'Australia/Sydney',
      '2026-04-04T14:00:00Z',
      '2026-04-05T14:00:00Z',
    ],
  ])('%s', (_name, zone, from, expected) => {
    expect(new Date(nextDayStart(zone, at(from))).toISOString()).toBe(at(expected).toISOString());
  });
});

describe('openingChangesAt (spec §2: a mobile bar hidden while the dealership is closed)', () => {
  const perth = testLocation({ timezone: 'Australia/Perth' }); // Mon-Fri 08:30-17:30
  it.each([
    [
      'Friday 16:30: closes at 17:30',
      '2026-11-20T08:30:00Z',
      2 * 3_600_000,
      '2026-11-20T09:30:00Z',
    ],
    ['Friday 08:00: opens at 08:30', '2026-11-20T00:00:00Z', 3_600_000, '2026-11-20T00:30:00Z'],
    [
      'Friday noon: nothing within the hour',
      '2026-11-20T04:00:00Z',
      3_600_000,
      '2026-11-20T05:00:00Z',
    ],
  ])('%s', (_name, from, horizon, expected) => {
    expect(new Date(openingChangesAt(perth, at(from), horizon)).toISOString()).toBe(
      at(expected).toISOString(),
    );
  });

  it('the location is open or closed alike until that minute (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 * DAY }), fc.integer({ min: 0, max: 90 }), (t, m) => {
        const from = new Date(now.getTime() + t);
        const changes = openingChangesAt(perth, from, 90 * MINUTE);
        const probe = new Date(from.getTime() + m * MINUTE);
        if (probe.getTime() < changes)
          expect(isLocationOpen(perth, probe)).toBe(isLocationOpen(perth, from));
      }),
      { numRuns: 200 },
    );
  });
});
