import { specialHoursEntrySchema, type SpecialHoursEntryInput } from '@dealer/site-config';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { type OpeningHour } from './entities';
import {
  APPOINTMENT_ONLY_TEXT,
  holidayDateText,
  hoursOn,
  type HoursOptions,
  isAppointmentOnlySaturday,
  isLocationOpen,
  localWeekTime,
  locationHoursView,
  specialHoursText,
  twelveHourTime,
  upcomingSpecialHours,
  weekdayHours,
} from './opening-hours';
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

// ---- special hours, the fortnightly Saturday, open now and the view (spec §3, §4, §9) ----

const special = (entry: SpecialHoursEntryInput) => specialHoursEntrySchema.parse(entry);
// the testLocation is location 31 in Perth; 99 is another location of the site
const holidays = [
  special({ date: '2027-01-26', location_id: 31, status: 'Closed', occasion: 'Australia Day' }),
  special({ date: '2026-12-25', location_id: 31, status: 'Closed', occasion: 'Christmas Day' }),
  special({
    date: '2026-12-26',
    location: { id: 31 },
    status: 'Open',
    hours: { begin: '9:00', end: '13:00' },
    occasion: 'Boxing Day',
  }),
  special({
    date: '2027-01-01',
    location: { id: 31 },
    status: 'closed',
    occasion: "New Year's Day",
  }),
  special({ date: '2026-12-24', location_id: 99, status: 'Closed', occasion: 'Christmas Eve' }),
];
const siteHours: HoursOptions = {
  specialHours: holidays,
  closedText: 'Closed',
  fortnightlyAppointmentSaturdayFrom: '2025-06-14',
};

describe('special hours entries (spec §3: both shapes, one normalised entry)', () => {
  const normalised = {
    date: '2026-12-26',
    locationId: 31,
    status: 'Open',
    open: '09:00',
    close: '13:00',
    occasion: 'Boxing Day',
  };
  it.each<[string, SpecialHoursEntryInput]>([
    [
      'location_id, start_hour, end_hour',
      {
        date: '2026-12-26',
        location_id: 31,
        status: 'Open',
        start_hour: '9:00',
        end_hour: '13:00',
        occasion: 'Boxing Day',
      },
    ],
    [
      'location.id, hours.begin, hours.end',
      {
        date: '2026-12-26',
        location: { id: 31 },
        status: 'open',
        hours: { begin: '09:00:00', end: '13:00:00' },
        occasion: 'Boxing Day',
      },
    ],
    [
      'a UTC midnight instant as the date, an id as text',
      {
        date: '2026-12-26T00:00:00.000Z',
        location_id: '31',
        status: 'OPEN',
        start_hour: '09:00',
        end_hour: '13:00',
        occasion: 'Boxing Day',
      },
    ],
    ['the normalised entry itself', normalised as SpecialHoursEntryInput],
  ])('%s', (_name, input) => {
    expect(special(input)).toEqual(normalised);
  });

  it('a closed day has no times and no occasion unless named', () => {
    expect(
      special({
        date: '2026-12-25',
        location_id: 31,
        status: 'Closed',
        start_hour: '9:00',
        end_hour: '13:00',
      }),
    ).toEqual({
      date: '2026-12-25',
      locationId: 31,
      status: 'Closed',
      open: null,
      close: null,
      occasion: null,
    });
  });

  it.each<[string, unknown]>([
    ['an open day without times', { date: '2026-12-26', location_id: 31, status: 'Open' }],
    ['no location', { date: '2026-12-26', status: 'Closed' }],
    ['a date that is not a date', { date: '26/12/2026', location_id: 31, status: 'Closed' }],
    ['a status that is neither', { date: '2026-12-26', location_id: 31, status: 'Maybe' }],
    [
      'a time that is not a time',
      { date: '2026-12-26', location_id: 31, status: 'Open', start_hour: '9am', end_hour: '1pm' },
    ],
  ])('rejects %s', (_name, input) => {
    expect(specialHoursEntrySchema.safeParse(input).success).toBe(false);
  });
});

describe('special hours text (spec §9 12-hour time, UTC dates)', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:00', '9:00 AM'],
    ['08:30', '8:30 AM'],
    ['12:00', '12:00 PM'],
    ['13:00', '1:00 PM'],
    ['17:45', '5:45 PM'],
    ['23:59', '11:59 PM'],
    ['24:00', '12:00 AM'],
  ])('%s is %s', (time, text) => expect(twelveHourTime(time)).toBe(text));

  it.each([
    [{ status: 'Open', open: '09:00', close: '13:00' }, '9:00 AM - 1:00 PM'],
    [{ status: 'Open', open: '08:30', close: '17:30' }, '8:30 AM - 5:30 PM'],
    [{ status: 'Closed', open: null, close: null }, 'Closed'],
  ] as const)('%j reads %s', (entry, text) => expect(specialHoursText(entry)).toBe(text));

  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Australia/Perth'])(
    'dates are the calendar day whatever the server zone (%s)',
    (serverZone) => {
      process.env.TZ = serverZone;
      expect(holidayDateText('2026-12-25')).toBe('Fri 25 Dec 2026');
      expect(holidayDateText('2026-12-26')).toBe('Sat 26 Dec 2026');
      expect(holidayDateText('2027-01-01')).toBe('Fri 1 Jan 2027');
      expect(holidayDateText('2027-01-26')).toBe('Tue 26 Jan 2027');
    },
  );
});

describe('upcoming special hours (today on the location’s clock, up to 60 days, this location)', () => {
  const perth = testLocation({ timezone: 'Australia/Perth' });
  const dates = (now: string, options: HoursOptions = siteHours, location = perth) =>
    upcomingSpecialHours(location, options, new Date(now)).map((entry) => entry.date);

  it.each([
    [
      'a month before: Christmas, Boxing Day, New Year; Australia Day beyond 60 days',
      '2026-11-25T02:00:00Z',
      ['2026-12-25', '2026-12-26', '2027-01-01'],
    ],
    [
      'Christmas Day itself, its last minute in Perth',
      '2026-12-25T15:59:00Z',
      ['2026-12-25', '2026-12-26', '2027-01-01', '2027-01-26'],
    ],
    [
      'just after midnight on Boxing Day in Perth: Christmas is past',
      '2026-12-25T16:00:00Z',
      ['2026-12-26', '2027-01-01', '2027-01-26'],
    ],
    [
      'Australia Day exactly 60 days ahead',
      '2026-11-27T02:00:00Z',
      ['2026-12-25', '2026-12-26', '2027-01-01', '2027-01-26'],
    ],
    ['all past', '2027-01-27T02:00:00Z', []],
  ])('%s', (_name, now, expected) => expect(dates(now)).toEqual(expected));

  it('is the day on the location’s clock, not the server’s: 24 Dec 23:30 in Perth is 25 Dec in Sydney', () => {
    const at = '2026-12-24T15:30:00Z';
    expect(dates(at)[0]).toBe('2026-12-25');
    const sydney = testLocation({ timezone: 'Australia/Sydney' });
    const christmasEve = {
      specialHours: [special({ date: '2026-12-24', location_id: 31, status: 'Closed' })],
    };
    expect(dates(at, christmasEve)).toEqual(['2026-12-24']);
    expect(dates(at, christmasEve, sydney)).toEqual([]);
  });

  it('leaves out another location’s entries and, of two for one day, keeps the later listed', () => {
    const options = {
      specialHours: [
        special({ date: '2026-12-24', location_id: 99, status: 'Closed' }),
        special({ date: '2026-12-24', location_id: 31, status: 'Closed' }),
        special({
          date: '2026-12-24',
          location_id: 31,
          status: 'Open',
          start_hour: '9:00',
          end_hour: '12:00',
        }),
      ],
    };
    expect(upcomingSpecialHours(perth, options, new Date('2026-12-01T00:00:00Z'))).toEqual([
      {
        date: '2026-12-24',
        locationId: 31,
        status: 'Open',
        open: '09:00',
        close: '12:00',
        occasion: null,
      },
    ]);
    expect(
      upcomingSpecialHours(testLocation({ id: 32 }), options, new Date('2026-12-01T00:00:00Z')),
    ).toEqual([]);
  });

  it('takes a horizon', () => {
    expect(dates('2026-11-25T02:00:00Z', { ...siteHours, horizonDays: 30 })).toEqual([
      '2026-12-25',
    ]);
    expect(dates('2026-11-25T02:00:00Z', { ...siteHours, horizonDays: 0 })).toEqual([]);
  });
});

describe('isAppointmentOnlySaturday (spec §4 every second Saturday from 2025-06-14)', () => {
  it.each([
    ['2025-06-14', true, 'the first one'],
    ['2025-06-21', false, 'the week after'],
    ['2025-06-28', true, 'a fortnight on'],
    ['2025-07-05', false, ''],
    ['2026-11-21', false, ''],
    ['2026-11-28', true, ''],
    ['2026-12-26', true, 'Boxing Day 2026 (special hours win, below)'],
    ['2025-06-07', false, 'before the first one'],
    ['2025-05-31', false, 'a fortnight before the first one'],
    ['2025-06-15', false, 'a Sunday'],
    ['2025-06-13', false, 'a Friday'],
  ])('%s -> %s %s', (date, expected) => {
    expect(isAppointmentOnlySaturday(date, '2025-06-14')).toBe(expected);
  });

  it('is never so where the site does not turn it on', () => {
    expect(isAppointmentOnlySaturday('2025-06-14', null)).toBe(false);
    expect(isAppointmentOnlySaturday('2025-06-14', undefined)).toBe(false);
  });
});

describe('hours of a day and open now with the site’s hours (spec §3 special hours, §4)', () => {
  const perth = testLocation({ timezone: 'Australia/Perth' });

  it.each([
    [
      'an ordinary Friday',
      '2026-11-20',
      { status: 'Open', text: '8:30 am - 5:30 pm', special: false },
    ],
    ['an ordinary Saturday', '2026-11-21', { status: 'Open', text: '8:30 am - 4:00 pm' }],
    [
      'an appointment-only Saturday',
      '2026-11-28',
      { status: 'Appointment', text: 'By Appointment Only' },
    ],
    ['a Sunday', '2026-11-22', { status: 'Closed', text: 'Closed' }],
    [
      'Christmas Day (a Friday)',
      '2026-12-25',
      { status: 'Closed', text: 'Closed', occasion: 'Christmas Day', special: true },
    ],
    [
      'Boxing Day, an appointment Saturday with special hours',
      '2026-12-26',
      {
        status: 'Open',
        open: '09:00',
        close: '13:00',
        text: '9:00 AM - 1:00 PM',
        occasion: 'Boxing Day',
      },
    ],
    ['Christmas Eve, closed only at location 99', '2026-12-24', { status: 'Open', special: false }],
  ])('%s', (_name, date, expected) => {
    expect(hoursOn(perth, siteHours, date)).toMatchObject({ date, ...expected });
  });

  it('of two entries for one day, the later listed decides it, as it does the dialog', () => {
    const options = {
      specialHours: [
        special({ date: '2026-12-24', location_id: 31, status: 'Closed' }),
        special({
          date: '2026-12-24',
          location_id: 31,
          status: 'Open',
          start_hour: '9:00',
          end_hour: '12:00',
        }),
      ],
    };
    expect(hoursOn(perth, options, '2026-12-24').text).toBe('9:00 AM - 12:00 PM');
    expect(isLocationOpen(perth, new Date('2026-12-24T02:00:00Z'), options)).toBe(true);
  });

  it('a location without an id has no special hours', () => {
    const { id: _id, ...anywhere } = perth;
    expect(hoursOn(anywhere, siteHours, '2026-12-25')).toMatchObject({
      status: 'Open',
      special: false,
    });
  });

  it("reads a closed weekday as the site's text, but a closed holiday as 'Closed'", () => {
    const options = { ...siteHours, closedText: 'By appointment only' };
    expect(hoursOn(perth, options, '2026-11-22').text).toBe('By appointment only');
    expect(hoursOn(perth, options, '2026-12-25').text).toBe('Closed');
  });

  it('keeps a Saturday closed when the location never opens Saturdays', () => {
    const noSaturday = testLocation({ openingHours: weekHours.filter((h) => h.weekday !== 6) });
    expect(hoursOn(noSaturday, siteHours, '2026-11-28')).toMatchObject({
      status: 'Closed',
      text: 'Closed',
    });
  });

  it.each([
    ['Christmas Day 10:00', '2026-12-25T02:00:00Z', false, true],
    ['Boxing Day 08:45, before the special opening', '2026-12-26T00:45:00Z', false, true],
    ['Boxing Day 09:00', '2026-12-26T01:00:00Z', true, true],
    ['Boxing Day 12:59', '2026-12-26T04:59:00Z', true, true],
    ['Boxing Day 13:00, after the special closing', '2026-12-26T05:00:00Z', false, true],
    ['an appointment-only Saturday 10:00', '2026-11-28T02:00:00Z', false, true],
    ['the ordinary Saturday before it, 10:00', '2026-11-21T02:00:00Z', true, true],
    ['Christmas Eve 10:00 (location 99 closed, not this one)', '2026-12-24T02:00:00Z', true, true],
    ['New Year’s Day 10:00', '2027-01-01T02:00:00Z', false, true],
  ])('%s in Perth: open %s (%s without the site’s hours)', (_name, at, open, without) => {
    expect(isLocationOpen(perth, new Date(at), siteHours)).toBe(open);
    expect(isLocationOpen(perth, new Date(at))).toBe(without);
  });

  it('special hours past midnight run on into the next morning; a special closed day stops a late night', () => {
    const late = testLocation({
      openingHours: [hour(5, '18:00', '02:00', '6:00 pm - 2:00 am'), hour(6, null, null, 'Closed')],
    });
    const options = {
      specialHours: [
        special({
          date: '2026-12-24',
          location_id: 31,
          status: 'Open',
          start_hour: '20:00',
          end_hour: '01:00',
        }),
        special({ date: '2026-12-25', location_id: 31, status: 'Closed' }),
      ],
    };
    expect(isLocationOpen(late, new Date('2026-12-24T16:30:00Z'), options)).toBe(true); // 25 Dec 00:30
    expect(isLocationOpen(late, new Date('2026-12-24T17:00:00Z'), options)).toBe(false); // 25 Dec 01:00
    expect(isLocationOpen(late, new Date('2026-12-25T11:00:00Z'), options)).toBe(false); // Fri 19:00, closed
    expect(isLocationOpen(late, new Date('2026-12-25T11:00:00Z'))).toBe(true);
  });
});

describe('locationHoursView (what a location’s hours block shows)', () => {
  const perth = testLocation({ timezone: 'Australia/Perth' });
  const view = (at: string, options: HoursOptions = siteHours, location = perth) =>
    locationHoursView(location, options, new Date(at));
  const christmasRows = [
    { date: 'Fri 25 Dec 2026', hours: 'Closed', occasion: 'Christmas Day' },
    { date: 'Sat 26 Dec 2026', hours: '9:00 AM - 1:00 PM', occasion: 'Boxing Day' },
    { date: 'Fri 1 Jan 2027', hours: 'Closed', occasion: "New Year's Day" },
  ];

  it('a Wednesday in an appointment-only week', () => {
    expect(view('2026-11-25T02:00:00Z')).toEqual({
      rows: [
        { label: 'Mon-Fri', hours: '8:30 am - 5:30 pm' },
        { label: 'Sat', hours: APPOINTMENT_ONLY_TEXT },
        { label: 'Sun', hours: 'Closed' },
      ],
      holidayRows: christmasRows,
      openNow: true,
      todayLabel: 'Mon-Fri',
      todayHours: '8:30 am - 5:30 pm',
      todayOccasion: null,
    });
  });

  it.each([
    ['Monday of an ordinary week', '2026-11-16T02:00:00Z', '8:30 am - 4:00 pm'],
    ['Saturday 2026-11-21, ordinary', '2026-11-21T02:00:00Z', '8:30 am - 4:00 pm'],
    [
      'Sunday 2026-11-22 shows the coming Saturday (appointment only)',
      '2026-11-22T02:00:00Z',
      APPOINTMENT_ONLY_TEXT,
    ],
    ['Saturday 2026-11-28 itself', '2026-11-28T02:00:00Z', APPOINTMENT_ONLY_TEXT],
    [
      'Sunday 2026-11-29 shows the coming Saturday (ordinary)',
      '2026-11-29T02:00:00Z',
      '8:30 am - 4:00 pm',
    ],
  ])('%s: the Saturday row', (_name, at, saturday) => {
    expect(view(at).rows.find((row) => row.label === 'Sat')?.hours).toBe(saturday);
  });

  it('keeps every Saturday where the site does not alternate them', () => {
    const rows = view('2026-11-25T02:00:00Z', {
      ...siteHours,
      fortnightlyAppointmentSaturdayFrom: null,
    }).rows;
    expect(rows.find((row) => row.label === 'Sat')?.hours).toBe('8:30 am - 4:00 pm');
  });

  it('Christmas Day: closed now, today is the holiday, Christmas still listed', () => {
    expect(view('2026-12-25T02:00:00Z')).toMatchObject({
      holidayRows: [
        ...christmasRows,
        { date: 'Tue 26 Jan 2027', hours: 'Closed', occasion: 'Australia Day' },
      ],
      openNow: false,
      todayLabel: 'Mon-Fri',
      todayHours: 'Closed',
      todayOccasion: 'Christmas Day',
    });
  });

  it.each([
    [
      'Sunday with the site’s closed text',
      '2026-11-22T02:00:00Z',
      { ...siteHours, closedText: 'By appointment only' },
      'Sun',
      'By appointment only',
    ],
    [
      'Saturday of an appointment-only week',
      '2026-11-28T02:00:00Z',
      siteHours,
      'Sat',
      APPOINTMENT_ONLY_TEXT,
    ],
  ])('%s', (_name, at, options, label, text) => {
    const shown = view(at, options);
    expect(shown.todayLabel).toBe(label);
    expect(shown.todayHours).toBe(text);
    expect(shown.openNow).toBe(false);
    expect(shown.rows.find((row) => row.label === label)?.hours).toBe(text);
  });

  it('names today’s own row when the weekdays do not collapse, and none when it has no row', () => {
    const lateThursday = weekHours.map((h) =>
      h.weekday === 4 ? { ...h, formattedHours: '8:30 am - 8:00 pm' } : h,
    );
    expect(
      view('2026-11-26T02:00:00Z', siteHours, testLocation({ openingHours: lateThursday }))
        .todayLabel,
    ).toBe('Thu');
    expect(
      view('2026-11-26T02:00:00Z', siteHours, testLocation({ openingHours: [] })),
    ).toMatchObject({
      rows: [],
      todayLabel: null,
      openNow: false,
    });
  });

  it('shows no holiday of another location', () => {
    expect(view('2026-11-25T02:00:00Z', siteHours, testLocation({ id: 99 })).holidayRows).toEqual([
      { date: 'Thu 24 Dec 2026', hours: 'Closed', occasion: 'Christmas Eve' },
    ]);
  });
});

// ---- properties over instants and Australian zones ----

const zones = [
  'Australia/Sydney',
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Brisbane',
  'Australia/Hobart',
] as const;
const instant = fc.date({
  min: new Date('2025-01-01T00:00:00Z'),
  max: new Date('2028-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** The reference clock: the local date and minutes read with a different formatter. */
function referenceClock(
  timeZone: string,
  at: Date,
): { date: string; weekday: number; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const utc = Date.UTC(parts.year!, parts.month! - 1, parts.day!);
  return {
    date: new Date(utc).toISOString().slice(0, 10),
    weekday: new Date(utc).getUTCDay(),
    minutes: parts.hour! * 60 + parts.minute!,
  };
}
const dayOffset = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('properties', () => {
  const specialDay = fc.constantFrom(
    { status: 'Closed', start_hour: null, end_hour: null },
    { status: 'Open', start_hour: '09:00', end_hour: '13:00' },
    { status: 'Open', start_hour: '10:00', end_hour: '16:00' },
  );

  it('open now agrees with a reference from the local weekday and minutes, special hours and the fortnight', () => {
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom(...zones),
        fc.option(specialDay),
        (at, timezone, today) => {
          const { date, weekday, minutes } = referenceClock(timezone, at);
          const options: HoursOptions = {
            fortnightlyAppointmentSaturdayFrom: '2025-06-14',
            specialHours: today ? [special({ date, location_id: 31, ...today })] : [],
          };
          const weeksSince = Math.round(
            (Date.parse(date) - Date.parse('2025-06-14')) / 604_800_000,
          );
          const appointment = weekday === 6 && weeksSince >= 0 && weeksSince % 2 === 0;
          const within = (open: number, close: number) => minutes >= open && minutes < close;
          const expected = today
            ? today.status === 'Open' &&
              within(
                Number(today.start_hour!.slice(0, 2)) * 60,
                Number(today.end_hour!.slice(0, 2)) * 60,
              )
            : weekday >= 1 && weekday <= 5
              ? within(510, 1050)
              : weekday === 6
                ? !appointment && within(510, 960)
                : false;
          const location = testLocation({ timezone });
          expect(isLocationOpen(location, at, options)).toBe(expected);
          expect(locationHoursView(location, options, at).openNow).toBe(expected);
        },
      ),
    );
  });

  it('the fortnightly rule alternates exactly every 7 days on Saturdays and never touches other days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 6 }), (week, day) => {
        const date = dayOffset('2025-06-14', week * 7 + day);
        const appointment = isAppointmentOnlySaturday(date, '2025-06-14');
        if (day !== 0) {
          expect(appointment).toBe(false);
          return;
        }
        expect(appointment).toBe(week % 2 === 0);
        expect(isAppointmentOnlySaturday(dayOffset(date, 7), '2025-06-14')).toBe(!appointment);
        expect(isAppointmentOnlySaturday(dayOffset(date, 14), '2025-06-14')).toBe(appointment);
      }),
    );
  });

  it('the Saturday row reads By Appointment Only exactly when the coming Saturday on the location’s clock is one', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (at, timezone) => {
        const { date, weekday } = referenceClock(timezone, at);
        const saturday = dayOffset(date, (6 - weekday + 7) % 7);
        const weeksSince = Math.round(
          (Date.parse(saturday) - Date.parse('2025-06-14')) / 604_800_000,
        );
        const rows = locationHoursView(testLocation({ timezone }), siteHours, at).rows;
        expect(rows.find((row) => row.label === 'Sat')?.hours).toBe(
          weeksSince >= 0 && weeksSince % 2 === 0 ? APPOINTMENT_ONLY_TEXT : '8:30 am - 4:00 pm',
        );
      }),
    );
  });

  it('special hours dated D are shown on D, first, in every zone, and not the day after', () => {
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom(...zones),
        specialDay,
        fc.constantFrom('Christmas Day', null),
        (at, timezone, day, occasion) => {
          const { date } = referenceClock(timezone, at);
          const entry = special({ date, location_id: 31, occasion, ...day });
          const options = { specialHours: [entry] };
          const location = testLocation({ timezone });
          const shown = locationHoursView(location, options, at);
          expect(shown.holidayRows).toEqual([
            { date: holidayDateText(date), hours: specialHoursText(entry), occasion },
          ]);
          expect(shown.todayHours).toBe(specialHoursText(entry));
          expect(shown.todayOccasion).toBe(occasion);
          const dayAfter = new Date(at.getTime() + 86_400_000 + 3_600_000);
          expect(upcomingSpecialHours(location, options, dayAfter)).toEqual([]);
        },
      ),
    );
  });
});
