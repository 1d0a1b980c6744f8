import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OpeningHour } from './entities';
import { isLocationOpen, localWeekTime, weekdayHours } from './opening-hours';
import { testLocation, weekHours } from './vehicle-page.fixtures';

// weekHours: Sunday closed, Monday-Friday 08:30-17:30, Saturday 08:30-16:00.
const perth = testLocation({ timezone: 'Australia/Perth' }); // UTC+8 all year
const sydney = testLocation({ timezone: 'Australia/Sydney' }); // UTC+11 in November

const hour = (weekday: number, open: string | null, close: string | null, text: string) =>
  ({
    weekday,
    status: open ? 'Open' : 'Closed',
    open,
    close,
    formattedHours: text,
  }) satisfies OpeningHour;

describe('isLocationOpen (spec §2 sticky bar hidden while closed, Perth time zone)', () => {
  it.each([
    ['Friday 10:00 Perth', perth, '2026-11-20T02:00:00Z', true],
    ['Friday 08:29 Perth, before opening', perth, '2026-11-20T00:29:00Z', false],
    ['Friday 08:30 Perth, at opening', perth, '2026-11-20T00:30:00Z', true],
    ['Friday 17:29 Perth', perth, '2026-11-20T09:29:00Z', true],
    ['Friday 17:30 Perth, at closing', perth, '2026-11-20T09:30:00Z', false],
    ['Saturday 15:00 Perth', perth, '2026-11-21T07:00:00Z', true],
    ['Saturday 16:30 Perth, after the shorter Saturday', perth, '2026-11-21T08:30:00Z', false],
    ['Sunday 11:00 Perth, closed all day', perth, '2026-11-22T03:00:00Z', false],
    // the same instant is 17:30 on Friday in Perth but 20:30 in Sydney
    ['Friday 09:00 UTC in Perth (17:00)', perth, '2026-11-20T09:00:00Z', true],
    ['Friday 09:00 UTC in Sydney (20:00)', sydney, '2026-11-20T09:00:00Z', false],
    // Friday 23:30 UTC is Saturday 07:30 in Perth and Saturday 10:30 in Sydney
    ['Friday 23:30 UTC in Perth (Sat 07:30)', perth, '2026-11-20T23:30:00Z', false],
    ['Friday 23:30 UTC in Sydney (Sat 10:30)', sydney, '2026-11-20T23:30:00Z', true],
    ['no opening hours at all', testLocation({ openingHours: [] }), '2026-11-20T02:00:00Z', false],
  ] as const)('%s -> %s', (_name, location, at, expected) => {
    expect(isLocationOpen(location, new Date(at))).toBe(expected);
  });

  it.each([
    ['Friday 23:00 Perth, open till 2am', '2026-11-20T15:00:00Z', true],
    ['Saturday 01:30 Perth, still Friday night', '2026-11-20T17:30:00Z', true],
    ['Saturday 02:00 Perth, closed', '2026-11-20T18:00:00Z', false],
    ['Friday 17:00 Perth, before the evening', '2026-11-20T09:00:00Z', false],
  ])('hours past midnight: %s', (_name, at, expected) => {
    const late = testLocation({
      openingHours: [hour(5, '18:00', '02:00', '6:00 pm - 2:00 am'), hour(6, null, null, 'Closed')],
    });
    expect(isLocationOpen(late, new Date(at))).toBe(expected);
  });

  it('agrees with the location’s own weekday and clock at every instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }),
        fc.constantFrom('Australia/Perth', 'Australia/Sydney', 'Australia/Adelaide'),
        (at, timezone) => {
          const { weekday, minutes } = localWeekTime(timezone, at);
          const expected =
            weekday >= 1 && weekday <= 5
              ? minutes >= 510 && minutes < 1050
              : weekday === 6
                ? minutes >= 510 && minutes < 960
                : false;
          expect(isLocationOpen(testLocation({ timezone }), at)).toBe(expected);
        },
      ),
    );
  });
});

describe('weekdayHours (spec §9 Mon-Fri when five days equal)', () => {
  it('collapses five equal weekdays to Mon-Fri', () => {
    expect(weekdayHours(weekHours)).toEqual([
      { label: 'Mon-Fri', hours: '8:30 am - 5:30 pm' },
      { label: 'Sat', hours: '8:30 am - 4:00 pm' },
      { label: 'Sun', hours: 'Closed' },
    ]);
  });

  it.each([
    [
      'a late Thursday keeps every day',
      weekHours.map((h) => (h.weekday === 4 ? { ...h, formattedHours: '8:30 am - 8:00 pm' } : h)),
      ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    ],
    [
      'a missing Wednesday keeps every day listed',
      weekHours.filter((h) => h.weekday !== 3),
      ['Mon', 'Tue', 'Thu', 'Fri', 'Sat', 'Sun'],
    ],
    [
      'five closed weekdays collapse too',
      [1, 2, 3, 4, 5].map((d) => hour(d, null, null, 'Closed')),
      ['Mon-Fri'],
    ],
    [
      'hours given Sunday first come out Monday first',
      [...weekHours].reverse(),
      ['Mon-Fri', 'Sat', 'Sun'],
    ],
  ] as const)('%s', (_name, hours, labels) => {
    expect(weekdayHours(hours).map((row) => row.label)).toEqual(labels);
  });

  it("reads 'Closed' as the site's text", () => {
    expect(weekdayHours(weekHours, { closedText: 'By appointment only' }).at(-1)).toEqual({
      label: 'Sun',
      hours: 'By appointment only',
    });
  });

  it('lists every given day exactly once, Mon-Fri standing for five', () => {
    const day = fc.constantFrom('8:30 am - 5:30 pm', '9:00 am - 5:00 pm', 'Closed');
    fc.assert(
      fc.property(fc.array(day, { minLength: 7, maxLength: 7 }), (texts) => {
        const hours = texts.map((text, weekday) =>
          text === 'Closed'
            ? hour(weekday, null, null, text)
            : hour(weekday, '09:00', '17:00', text),
        );
        const rows = weekdayHours(hours);
        const covered = rows.reduce((n, row) => n + (row.label === 'Mon-Fri' ? 5 : 1), 0);
        expect(covered).toBe(7);
        const weekdaysEqual = new Set(texts.slice(1, 6)).size === 1;
        expect(rows[0]!.label === 'Mon-Fri').toBe(weekdaysEqual);
      }),
    );
  });
});
