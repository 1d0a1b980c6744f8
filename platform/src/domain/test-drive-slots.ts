import { type OpeningHour } from './entities';
import { clockMinutes, localWeekTime } from './opening-hours';
import { dayIn } from './promo-cards';

// spec §2/§5 'Book a Test Drive': the optional date and time are offered from the appointment
// slots of the chosen location: every half hour while it is open, the last slot starting half an
// hour before it closes; nothing on a day it is closed; on the location's own today, only slots
// at least an hour ahead.

export const TEST_DRIVE_SLOT_MINUTES = 30;
export const TEST_DRIVE_LEAD_MINUTES = 60;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The weekday (0 Sunday .. 6 Saturday) of a calendar date 'YYYY-MM-DD'. */
export function weekdayOf(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) return null;
  return date.getUTCDay();
}

/**
 * The test-drive start times ('HH:MM') a location offers on a date. `today` is the location's
 * own calendar date and clock (minutes after midnight) now: past dates offer nothing, and today
 * offers only what is at least an hour away.
 */
export function testDriveSlots(
  hours: readonly OpeningHour[],
  isoDate: string,
  today: { date: string; minutes: number },
): string[] {
  const weekday = weekdayOf(isoDate);
  if (weekday === null || isoDate < today.date) return [];
  const day = hours.find((hour) => hour.weekday === weekday);
  if (!day || day.status !== 'Open') return [];
  const open = clockMinutes(day.open);
  const close = clockMinutes(day.close);
  if (open === null || close === null || close <= open) return [];
  const earliest = isoDate === today.date ? today.minutes + TEST_DRIVE_LEAD_MINUTES : 0;
  const slots: string[] = [];
  const first = Math.ceil(open / TEST_DRIVE_SLOT_MINUTES) * TEST_DRIVE_SLOT_MINUTES;
  for (
    let start = first;
    start + TEST_DRIVE_SLOT_MINUTES <= close;
    start += TEST_DRIVE_SLOT_MINUTES
  ) {
    if (start >= earliest) slots.push(hhmm(start));
  }
  return slots;
}

/**
 * spec §7 the appointments of a test-drive date: the slots a location offers that no test drive
 * has been booked at yet.
 */
export function freeTestDriveSlots(slots: readonly string[], booked: readonly string[]): string[] {
  const taken = new Set(booked);
  return slots.filter((slot) => !taken.has(slot));
}

/** What a shopper reads when the time they chose was booked by another shopper meanwhile. */
export const BOOKED_TEST_DRIVE_TIME_MESSAGE =
  'That time has just been booked. Please choose another time.';

/** '10:30' as '10:30 am', for the time select. */
export function slotLabel(slot: string): string {
  const minutes = clockMinutes(slot);
  if (minutes === null) return slot;
  const hour = Math.floor(minutes / 60);
  const suffix = hour >= 12 ? 'pm' : 'am';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/**
 * How long a slot the form offered stays bookable while the shopper fills the form in: the
 * server judges the time as of this many minutes before it received the lead.
 */
export const TEST_DRIVE_GRACE_MINUTES = 15;

/**
 * Which field of a test drive's preferred date and time cannot be accepted for a location, and
 * why; null when they can be: a time must be one of the slots the location offers on that date (testDriveSlots,
 * judged in the location's own time zone as of TEST_DRIVE_GRACE_MINUTES ago), so it needs a
 * date; a date alone must not be in the past. A location without opening hours takes any time,
 * as the form does.
 */
export function testDriveTimeProblem(
  location: { timezone: string; openingHours: readonly OpeningHour[] },
  preferred: { date?: string | null; time?: string | null },
  now: Date,
): { field: 'preferred_date' | 'preferred_time'; message: string } | null {
  const date = preferred.date || '';
  const time = preferred.time || '';
  if (!date && !time) return null;
  if (location.openingHours.length === 0) return null;
  const judged = new Date(now.getTime() - TEST_DRIVE_GRACE_MINUTES * 60_000);
  const today = {
    date: dayIn(location.timezone, judged),
    minutes: localWeekTime(location.timezone, judged).minutes,
  };
  if (date && date < today.date)
    return { field: 'preferred_date', message: 'Please choose a date from today on.' };
  if (!time) return null;
  if (!date) return { field: 'preferred_date', message: 'Please choose a date for this time.' };
  if (!testDriveSlots(location.openingHours, date, today).includes(time))
    return {
      field: 'preferred_time',
      message: 'That time is not available on that day. Please choose another time.',
    };
  return null;
}
