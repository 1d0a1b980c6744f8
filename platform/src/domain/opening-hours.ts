import type { SiteHours, SpecialHoursEntry } from '@dealer/site-config';
import { type Location, type OpeningHour } from './entities';
import { zoneFormat } from './zone-format';

// A location's opening hours as its pages show them: the weekday rows, the holiday hours, the
// fortnightly appointment-only Saturday, and whether it is open now, all on the location's own
// clock (its IANA time zone). Special hours entries are parsed by the site schema
// (`specialHoursEntrySchema` in @dealer/site-config); only types are imported here, so client
// code can use the clock functions without the site registry.

export type { SpecialHoursEntry };

const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const weekdayIndex: Record<string, number> = Object.fromEntries(
  weekdayNames.map((name, index) => [name, index]),
);
const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** spec §4 the fortnightly Saturday's wording */
export const APPOINTMENT_ONLY_TEXT = 'By Appointment Only';
/** Special hours further ahead than this many days are not shown yet. */
export const SPECIAL_HOURS_HORIZON_DAYS = 60;

/** The calendar date, weekday and minutes after midnight of an instant on a zone's clock. */
function zoneClock(timeZone: string, at: Date): { date: string; weekday: number; minutes: number } {
  const format = zoneFormat('en-AU', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = weekdayIndex[part('weekday').slice(0, 3)];
  if (weekday === undefined) throw new Error(`Unreadable weekday in ${timeZone}`);
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** The weekday (0 Sunday .. 6 Saturday) and minutes after midnight of an instant in a zone. */
export function localWeekTime(timeZone: string, at: Date): { weekday: number; minutes: number } {
  const { weekday, minutes } = zoneClock(timeZone, at);
  return { weekday, minutes };
}

/** Minutes after midnight of 'HH:MM', or null when it is not a time. */
export function clockMinutes(hhmm: string | null): number | null {
  const match = hhmm === null ? null : /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** Days are calendar dates 'YYYY-MM-DD', counted on a UTC calendar (no zone shifts them). */
function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}
function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

// spec §9 special hours in 12-hour time: '09:00' -> '9:00 AM', '13:00' -> '1:00 PM'
export function twelveHourTime(hhmm: string): string {
  const minutes = clockMinutes(hhmm);
  if (minutes === null) throw new Error(`Not a time: ${hhmm}`);
  const hour = Math.floor(minutes / 60) % 24;
  const suffix = hour >= 12 ? 'PM' : 'AM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** A special day's hours as shown: '9:00 AM - 1:00 PM', or 'Closed'. */
export function specialHoursText(entry: Pick<SpecialHoursEntry, 'status' | 'open' | 'close'>) {
  if (entry.status === 'Closed' || entry.open === null || entry.close === null) return 'Closed';
  return `${twelveHourTime(entry.open)} - ${twelveHourTime(entry.close)}`;
}

// spec §9 special hours dates are UTC dates: '2026-12-25' is 'Fri 25 Dec 2026' whatever the
// server's zone
export function holidayDateText(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) throw new Error(`Not a date: ${date}`);
  return `${weekdayNames[day.getUTCDay()]} ${day.getUTCDate()} ${monthNames[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

// spec §4 fortnightly weekend hours: from the first appointment-only Saturday (e.g. 2025-06-14)
// every second Saturday is by appointment only; the Saturdays between keep their hours, and
// nothing before the first one changes. `date` is a calendar date on the location's clock
// (`dayIn(location.timezone, now)`).
export function isAppointmentOnlySaturday(date: string, from: string | null | undefined): boolean {
  if (!from || weekdayOf(date) !== 6) return false;
  const days = dayNumber(date) - dayNumber(from);
  return days >= 0 && days % 14 === 0;
}

/** The site's hours switches (`site.hours`), each optional, and how far ahead holidays show. */
export type HoursOptions = Partial<SiteHours> & { horizonDays?: number };

type HoursLocation = Pick<Location, 'timezone' | 'openingHours'> & { id?: Location['id'] };

/** What one calendar day's hours are at a location. */
export interface DayHours {
  date: string;
  status: 'Open' | 'Closed' | 'Appointment';
  /** 'HH:MM' on the location's clock; null unless open */
  open: string | null;
  close: string | null;
  /** as shown: '8:30 am - 5:30 pm', '9:00 AM - 1:00 PM', 'Closed', 'By Appointment Only' */
  text: string;
  /** the special day's name, e.g. 'Christmas Day' */
  occasion: string | null;
  /** whether a special hours entry decides the day */
  special: boolean;
}

/** The special hours entry of a location for a date (the later one when the site lists two). */
function specialEntry(
  location: HoursLocation,
  options: HoursOptions,
  date: string,
): SpecialHoursEntry | undefined {
  if (location.id === undefined) return undefined;
  return (options.specialHours ?? []).findLast(
    (entry) => entry.locationId === location.id && entry.date === date,
  );
}

// spec §3 special hours replace a day's weekday hours (a special 'Closed' day is closed); else
// spec §4 a fortnightly Saturday of a location open on Saturdays is by appointment only; else the
// weekday's hours, a closed day reading as the site's text (spec §9)
export function hoursOn(location: HoursLocation, options: HoursOptions, date: string): DayHours {
  const entry = specialEntry(location, options, date);
  if (entry) {
    const open = entry.status === 'Open' && entry.open !== null && entry.close !== null;
    return {
      date,
      status: open ? 'Open' : 'Closed',
      open: open ? entry.open : null,
      close: open ? entry.close : null,
      text: specialHoursText(entry),
      occasion: entry.occasion,
      special: true,
    };
  }
  const weekday = weekdayOf(date);
  const hour = location.openingHours.find((h) => h.weekday === weekday);
  const closedText = options.closedText ?? 'Closed';
  if (!hour || hour.status === 'Closed') {
    return {
      date,
      status: 'Closed',
      open: null,
      close: null,
      text: closedText,
      occasion: null,
      special: false,
    };
  }
  if (isAppointmentOnlySaturday(date, options.fortnightlyAppointmentSaturdayFrom)) {
    return {
      date,
      status: 'Appointment',
      open: null,
      close: null,
      text: APPOINTMENT_ONLY_TEXT,
      occasion: null,
      special: false,
    };
  }
  return {
    date,
    status: 'Open',
    open: hour.open,
    close: hour.close,
    text: hour.formattedHours.trim(),
    occasion: null,
    special: false,
  };
}

function span(
  day: Pick<DayHours, 'status' | 'open' | 'close'>,
): { open: number; close: number } | null {
  if (day.status !== 'Open') return null;
  const open = clockMinutes(day.open);
  const close = clockMinutes(day.close);
  if (open === null || close === null || open === close) return null;
  return { open, close };
}

// spec §2 mobile sticky bar hidden while the dealership is closed: open from `open` until
// `close` on the location's own clock (its IANA time zone); hours that close after midnight
// run on into the next day. With the site's hours switches, today's special hours replace the
// weekday's (spec §3) and an appointment-only Saturday is not open (spec §4).
export function isLocationOpen(
  location: HoursLocation,
  at: Date,
  options: HoursOptions = {},
): boolean {
  const { date, minutes } = zoneClock(location.timezone, at);
  const today = span(hoursOn(location, options, date));
  if (today) {
    const overnight = today.close < today.open;
    if (minutes >= today.open && (overnight || minutes < today.close)) return true;
  }
  const yesterday = span(hoursOn(location, options, addDays(date, -1)));
  return yesterday !== null && yesterday.close < yesterday.open && minutes < yesterday.close;
}

export interface WeekdayHoursRow {
  /** 'Mon-Fri', or a day: 'Mon' .. 'Sun' */
  label: string;
  hours: string;
}

const mondayFirst = [1, 2, 3, 4, 5, 6, 0] as const;

// spec §9 weekday hours collapse to 'Mon-Fri' when the five days are equal; 'Closed' may read
// as the site's text (e.g. 'By appointment only'); spec §4 an open Saturday reads 'By
// Appointment Only' in an appointment-only week.
export function weekdayHours(
  openingHours: readonly OpeningHour[],
  options: { closedText?: string; appointmentOnlySaturday?: boolean } = {},
): WeekdayHoursRow[] {
  const text = (hour: OpeningHour) =>
    hour.status === 'Closed'
      ? (options.closedText ?? 'Closed')
      : hour.weekday === 6 && options.appointmentOnlySaturday
        ? APPOINTMENT_ONLY_TEXT
        : hour.formattedHours.trim();
  const byDay = new Map(openingHours.map((hour) => [hour.weekday, hour]));
  const days = mondayFirst
    .map((weekday) => byDay.get(weekday))
    .filter((hour): hour is OpeningHour => hour !== undefined);
  const weekdays = days.filter((hour) => hour.weekday >= 1 && hour.weekday <= 5);
  const collapse = weekdays.length === 5 && new Set(weekdays.map(text)).size === 1;
  const rows: WeekdayHoursRow[] = [];
  if (collapse) rows.push({ label: 'Mon-Fri', hours: text(weekdays[0]!) });
  for (const hour of days) {
    if (collapse && hour.weekday >= 1 && hour.weekday <= 5) continue;
    rows.push({ label: weekdayNames[hour.weekday]!, hours: text(hour) });
  }
  return rows;
}

/**
 * The location's special hours from today (on its clock) to `horizonDays` ahead (default 60),
 * by date; entries of other locations are left out, and of two for one date the later listed.
 */
export function upcomingSpecialHours(
  location: Pick<Location, 'id' | 'timezone'>,
  options: HoursOptions,
  now: Date,
): SpecialHoursEntry[] {
  const today = zoneClock(location.timezone, now).date;
  const last = addDays(today, options.horizonDays ?? SPECIAL_HOURS_HORIZON_DAYS);
  const byDate = new Map<string, SpecialHoursEntry>();
  for (const entry of options.specialHours ?? []) {
    if (entry.locationId !== location.id || entry.date < today || entry.date > last) continue;
    byDate.set(entry.date, entry);
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** One row of the 'View Holiday Hours' dialog. */
export interface SpecialHoursRow {
  /** 'Fri 25 Dec 2026' */
  date: string;
  /** '9:00 AM - 1:00 PM' or 'Closed' */
  hours: string;
  occasion: string | null;
}

export interface LocationHoursView {
  /** this week's rows, Monday first ('Mon-Fri' when the five are equal) */
  rows: WeekdayHoursRow[];
  /** the upcoming special hours, for the 'View Holiday Hours' dialog */
  holidayRows: SpecialHoursRow[];
  openNow: boolean;
  /** the label of the row today falls in ('Mon-Fri', 'Sat'), or null when no row has it */
  todayLabel: string | null;
  /** today's hours as shown, special hours included: 'Closed', '9:00 AM - 1:00 PM' */
  todayHours: string;
  /** today's occasion, e.g. 'Christmas Day', when special hours decide today */
  todayOccasion: string | null;
}

/**
 * What a location's hours block shows at `now` (hand it to the design-system `OpeningHours`:
 * rows, holidayHours = holidayRows, currentLabel = todayLabel, openNow, todayHours). The Saturday
 * row is the coming Saturday's (today's on a Saturday): 'By Appointment Only' in an
 * appointment-only week.
 */
export function locationHoursView(
  location: Pick<Location, 'id' | 'timezone' | 'openingHours'>,
  options: HoursOptions,
  now: Date,
): LocationHoursView {
  const { date, weekday } = zoneClock(location.timezone, now);
  const saturday = addDays(date, (6 - weekday + 7) % 7);
  const rows = weekdayHours(location.openingHours, {
    closedText: options.closedText,
    appointmentOnlySaturday: isAppointmentOnlySaturday(
      saturday,
      options.fortnightlyAppointmentSaturdayFrom,
    ),
  });
  const todayRow =
    weekday >= 1 && weekday <= 5 && rows[0]?.label === 'Mon-Fri'
      ? 'Mon-Fri'
      : weekdayNames[weekday]!;
  const today = hoursOn(location, options, date);
  return {
    rows,
    holidayRows: upcomingSpecialHours(location, options, now).map((entry) => ({
      date: holidayDateText(entry.date),
      hours: specialHoursText(entry),
      occasion: entry.occasion,
    })),
    openNow: isLocationOpen(location, now, options),
    todayLabel: rows.some((row) => row.label === todayRow) ? todayRow : null,
    todayHours: today.text,
    todayOccasion: today.occasion,
  };
}
