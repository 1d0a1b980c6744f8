import { type Location, type OpeningHour } from './entities';

// Whether a location is open, and its weekday hours as a location card shows them.

const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const weekdayIndex: Record<string, number> = Object.fromEntries(
  weekdayNames.map((name, index) => [name, index]),
);

/** The weekday (0 Sunday .. 6 Saturday) and minutes after midnight of an instant in a zone. */
export function localWeekTime(timeZone: string, at: Date): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = weekdayIndex[part('weekday').slice(0, 3)];
  if (weekday === undefined) throw new Error(`Unreadable weekday in ${timeZone}`);
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
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

function span(hour: OpeningHour): { open: number; close: number } | null {
  if (hour.status !== 'Open') return null;
  const open = clockMinutes(hour.open);
  const close = clockMinutes(hour.close);
  if (open === null || close === null || open === close) return null;
  return { open, close };
}

// spec §2 mobile sticky bar hidden while the dealership is closed: open from `open` until
// `close` on the location's own clock (its IANA time zone); hours that close after midnight
// run on into the next day.
export function isLocationOpen(
  location: Pick<Location, 'timezone' | 'openingHours'>,
  at: Date,
): boolean {
  const { weekday, minutes } = localWeekTime(location.timezone, at);
  const today = location.openingHours.find((h) => h.weekday === weekday);
  const yesterday = location.openingHours.find((h) => h.weekday === (weekday + 6) % 7);
  const todaySpan = today ? span(today) : null;
  if (todaySpan) {
    const overnight = todaySpan.close < todaySpan.open;
    if (minutes >= todaySpan.open && (overnight || minutes < todaySpan.close)) return true;
  }
  const yesterdaySpan = yesterday ? span(yesterday) : null;
  return (
    yesterdaySpan !== null &&
    yesterdaySpan.close < yesterdaySpan.open &&
    minutes < yesterdaySpan.close
  );
}

export interface WeekdayHoursRow {
  /** 'Mon-Fri', or a day: 'Mon' .. 'Sun' */
  label: string;
  hours: string;
}

const mondayFirst = [1, 2, 3, 4, 5, 6, 0] as const;

// spec §9 weekday hours collapse to 'Mon-Fri' when the five days are equal; 'Closed' may read
// as the site's text (e.g. 'By appointment only').
export function weekdayHours(
  openingHours: readonly OpeningHour[],
  options: { closedText?: string } = {},
): WeekdayHoursRow[] {
  const text = (hour: OpeningHour) =>
    hour.status === 'Closed' ? (options.closedText ?? 'Closed') : hour.formattedHours.trim();
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
