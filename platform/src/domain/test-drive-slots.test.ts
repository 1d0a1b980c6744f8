import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OpeningHour } from './entities';
import {
  slotLabel,
  TEST_DRIVE_GRACE_MINUTES,
  TEST_DRIVE_SLOT_MINUTES,
  testDriveSlots,
  testDriveTimeProblem,
  weekdayOf,
} from './test-drive-slots';

const day = (weekday: number, open: string | null, close: string | null): OpeningHour => ({
  weekday,
  status: open ? 'Open' : 'Closed',
  open,
  close,
  formattedHours: open ? `${open} - ${close}` : 'Closed',
});

// Mon-Fri 8:30-17:30, Sat 9:00-12:00, Sun closed
const hours = [
  day(0, null, null),
  ...[1, 2, 3, 4, 5].map((d) => day(d, '08:30', '17:30')),
  day(6, '09:00', '12:00'),
];
const monday = '2026-11-23';
const earlier = { date: '2026-11-20', minutes: 600 };

describe('testDriveSlots', () => {
  it.each([
    [
      'a weekday: every half hour from opening, the last half an hour before closing',
      monday,
      earlier,
      18,
      '08:30',
      '17:00',
    ],
    ['Saturday morning', '2026-11-28', earlier, 6, '09:00', '11:30'],
    ['Sunday: closed', '2026-11-29', earlier, 0, undefined, undefined],
    [
      'today: only slots an hour or more away',
      monday,
      { date: monday, minutes: 13 * 60 + 10 },
      6,
      '14:30',
      '17:00',
    ],
    [
      'today after the last slot',
      monday,
      { date: monday, minutes: 16 * 60 + 31 },
      0,
      undefined,
      undefined,
    ],
    ['a past date', '2026-11-19', earlier, 0, undefined, undefined],
    ['not a date', '2026-02-30', earlier, 0, undefined, undefined],
  ] as const)('%s', (_case, date, today, count, first, last) => {
    const slots = testDriveSlots(hours, date, today);
    expect(slots).toHaveLength(count);
    expect(slots[0]).toBe(first);
    expect(slots.at(-1)).toBe(last);
  });

  it('rounds an opening on the quarter hour up to the next half hour', () => {
    expect(testDriveSlots([day(1, '08:15', '09:45')], monday, earlier)).toEqual(['08:30', '09:00']);
  });

  it('offers nothing for unreadable or inverted hours', () => {
    expect(testDriveSlots([day(1, 'late', '17:00')], monday, earlier)).toEqual([]);
    expect(testDriveSlots([day(1, '17:00', '09:00')], monday, earlier)).toEqual([]);
  });

  it('every slot starts inside the opening hours, half an hour apart, in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 * 60 }),
        fc.integer({ min: 1, max: 12 * 60 }),
        (open, length) => {
          const close = Math.min(open + length, 24 * 60);
          const t = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const slots = testDriveSlots([day(1, t(open), t(close))], monday, earlier);
          const minutes = slots.map((s) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3)));
          for (const [i, m] of minutes.entries()) {
            expect(m).toBeGreaterThanOrEqual(open);
            expect(m + TEST_DRIVE_SLOT_MINUTES).toBeLessThanOrEqual(close);
            if (i > 0) expect(m - minutes[i - 1]!).toBe(TEST_DRIVE_SLOT_MINUTES);
          }
        },
      ),
    );
  });
});

describe('weekdayOf and slotLabel', () => {
  it.each([
    ['2026-11-23', 1],
    ['2026-11-29', 0],
    ['2026-13-01', null],
  ] as const)('%s is weekday %s', (date, weekday) => expect(weekdayOf(date)).toBe(weekday));

  it.each([
    ['08:30', '8:30 am'],
    ['12:00', '12:00 pm'],
    ['00:30', '12:30 am'],
    ['17:00', '5:00 pm'],
  ] as const)('%s reads %s', (slot, label) => expect(slotLabel(slot)).toBe(label));
});

describe('testDriveTimeProblem', () => {
  const perth = { timezone: 'Australia/Perth', openingHours: hours };
  // Monday 23 November 2026, 10:00 in Perth (UTC+8)
  const mondayTen = new Date('2026-11-23T02:00:00Z');
  const timeField = {
    field: 'preferred_time',
    message: 'That time is not available on that day. Please choose another time.',
  };
  it.each([
    ['nothing chosen', {}, null],
    ['a date alone, later', { date: '2026-11-25' }, null],
    ['a date alone, today', { date: monday }, null],
    [
      'a date alone, in the past',
      { date: '2026-11-20' },
      { field: 'preferred_date', message: 'Please choose a date from today on.' },
    ],
    [
      'a time without a date',
      { time: '10:30' },
      { field: 'preferred_date', message: 'Please choose a date for this time.' },
    ],
    ['an offered slot on a later weekday', { date: '2026-11-25', time: '08:30' }, null],
    ['the last slot of a Saturday', { date: '2026-11-28', time: '11:30' }, null],
    ['a time after Saturday closing', { date: '2026-11-28', time: '12:00' }, timeField],
    ['any time on a closed Sunday', { date: '2026-11-29', time: '10:00' }, timeField],
    ['a time off the half hour', { date: '2026-11-25', time: '10:15' }, timeField],
    ['today, an hour ahead', { date: monday, time: '11:00' }, null],
    ['today, less than an hour ahead', { date: monday, time: '10:30' }, timeField],
    ['empty strings, as the form sends them', { date: '', time: '' }, null],
  ])('%s', (_name, preferred, expected) => {
    expect(testDriveTimeProblem(perth, preferred, mondayTen)).toEqual(expected);
  });

  it('keeps a slot the form offered bookable for the grace period', () => {
    // the form offered 11:00 at 10:00; the lead arrives 14 minutes later
    const later = new Date(mondayTen.getTime() + (TEST_DRIVE_GRACE_MINUTES - 1) * 60_000);
    expect(testDriveTimeProblem(perth, { date: monday, time: '11:00' }, later)).toBeNull();
    const tooLate = new Date(mondayTen.getTime() + (TEST_DRIVE_GRACE_MINUTES + 1) * 60_000);
    expect(testDriveTimeProblem(perth, { date: monday, time: '11:00' }, tooLate)).toEqual(
      timeField,
    );
  });

  it('judges the day in the location’s own time zone', () => {
    // 23:30 Sunday UTC is 07:30 Monday in Perth: Monday is today there, 08:30 is offered
    const sundayNightUtc = new Date('2026-11-22T23:30:00Z');
    expect(testDriveTimeProblem(perth, { date: monday, time: '08:30' }, sundayNightUtc)).toBeNull();
    expect(testDriveTimeProblem(perth, { date: '2026-11-22' }, sundayNightUtc)).toEqual({
      field: 'preferred_date',
      message: 'Please choose a date from today on.',
    });
  });

  it('takes any time where no opening hours are known', () => {
    expect(
      testDriveTimeProblem(
        { timezone: 'Australia/Sydney', openingHours: [] },
        { date: '2026-11-29', time: '03:15' },
        mondayTen,
      ),
    ).toBeNull();
  });

  it('accepts exactly the slots testDriveSlots offers (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 47 }),
        (dayOffset, halfHour) => {
          const date = new Date(Date.UTC(2026, 10, 23 + dayOffset)).toISOString().slice(0, 10);
          const time = `${String(halfHour >> 1).padStart(2, '0')}:${halfHour % 2 ? '30' : '00'}`;
          const judged = new Date(mondayTen.getTime() - TEST_DRIVE_GRACE_MINUTES * 60_000);
          const offered = testDriveSlots(hours, date, {
            date: monday,
            minutes: (judged.getUTCHours() + 8) * 60 + judged.getUTCMinutes(),
          }).includes(time);
          return (testDriveTimeProblem(perth, { date, time }, mondayTen) === null) === offered;
        },
      ),
    );
  });
});
