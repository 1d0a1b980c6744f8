import { type Site } from '@dealer/site-config';
import { type Car, type Location } from './entities';
import { isLocationOpen } from './opening-hours';
import { zoneFormat } from './zone-format';

// When a rendered page stops being true by time alone, with no write to the stock: a sold car
// leaves the site after its window (spec §4 stock visibility), a 'New' tag ends after the
// just-arrived window (spec §4 tag precedence), the dealership opens or closes (spec §2 mobile
// sticky bar), and a new day starts (promo card windows, rego expiry, the copyright year). A
// cached page is served until the earliest of these; these functions find them.

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/**
 * The next instant after `now` at which the car shows differently by time alone: it leaves the
 * site (sold, past the window) or loses its just-arrived tag. Infinity when neither is ahead.
 * Visibility is judged by the minute (search rounds to the minute): a sold car leaves at the
 * first whole minute past the end of its window. The tag ends the instant after its window.
 */
export function carChangesAt(
  car: Pick<Car, 'status' | 'soldAt' | 'createdAt'>,
  site: { search: { stockRule: { soldWithinDays: number } }; content: { justArrivedDays: number } },
  now: Date,
): number {
  const candidates: number[] = [];
  if (car.status === 'sold' && car.soldAt) {
    const windowEnds = car.soldAt.getTime() + site.search.stockRule.soldWithinDays * DAY_MS;
    candidates.push(Math.floor(windowEnds / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  }
  candidates.push(car.createdAt.getTime() + site.content.justArrivedDays * DAY_MS + 1);
  const ahead = candidates.filter((at) => at > now.getTime());
  return ahead.length > 0 ? Math.min(...ahead) : Infinity;
}

/** The earliest instant any of the cars shows differently by time alone (Infinity: never). */
export function stockChangesAt(
  cars: readonly Pick<Car, 'status' | 'soldAt' | 'createdAt'>[],
  site: Parameters<typeof carChangesAt>[1],
  now: Date,
): number {
  let earliest = Infinity;
  for (const car of cars) earliest = Math.min(earliest, carChangesAt(car, site, now));
  return earliest;
}

/** The start of the next day on the clock of a time zone (an IANA name). */
export function nextDayStart(timeZone: string, now: Date): number {
  const parts = Object.fromEntries(
    zoneFormat('en-AU', timeZone, {
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const sinceMidnight =
    ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000 +
    now.getMilliseconds();
  // a day with a daylight saving change is an hour shorter or longer: the start of the next day
  // is found by the zone's own clock, checked an hour either side
  const guess = now.getTime() - sinceMidnight + DAY_MS;
  for (const shift of [0, -3_600_000, 3_600_000]) {
    const at = guess + shift;
    const clock = zoneFormat('en-AU', timeZone, {
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(at));
    if (clock === '00:00' && at > now.getTime()) return at;
  }
  return guess;
}

/**
 * The next minute after `now`, within `horizonMs`, at which the location opens or closes;
 * `now + horizonMs` when it does neither in that time (spec §2: a mobile bar hidden while the
 * dealership is closed).
 */
export function openingChangesAt(
  location: Pick<Location, 'timezone' | 'openingHours'>,
  now: Date,
  horizonMs: number,
): number {
  const open = isLocationOpen(location, now);
  const start = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  for (let at = start + MINUTE_MS; at <= now.getTime() + horizonMs; at += MINUTE_MS) {
    if (isLocationOpen(location, new Date(at)) !== open) return at;
  }
  return now.getTime() + horizonMs;
}

/** Whether a site's vehicle pages change with the dealership's opening hours (spec §2). */
export function pageFollowsOpeningHours(site: Pick<Site, 'features'>): boolean {
  return site.features.mobileStickyBar.enabled && site.features.mobileStickyBar.hideWhenClosed;
}
