import { type Site } from '@dealer/site-config';
import { dayIn } from './promo-cards';
import { zoneFormat } from './zone-format';

// The registration line of a vehicle page.

export interface RegoExpiry {
  kind: 'expires' | 'unregistered';
  /** 'Expires on 14 March 2027' or 'Unregistered' */
  text: string;
}

/** '14 March 2027' from '2027-03-14' (the calendar date as written, en-AU). */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return zoneFormat('en-AU', 'UTC', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

// spec §5 rego expiry: a future date shows 'Expires on {date}'; a past one shows 'Unregistered'
// where the site turns it on, else nothing; no date, nothing. The registration runs through its
// expiry day, judged in the location's time zone.
export function regoExpiry(
  expiry: string | null,
  site: { features: Pick<Site['features'], 'showUnregistered'> },
  now: Date,
  timeZone: string,
): RegoExpiry | null {
  const date = expiry === null ? null : /^\d{4}-\d{2}-\d{2}/.exec(expiry.trim())?.[0];
  if (!date || Number.isNaN(Date.parse(date))) return null;
  if (date >= dayIn(timeZone, now)) {
    return { kind: 'expires', text: `Expires on ${formatLongDate(date)}` };
  }
  return site.features.showUnregistered ? { kind: 'unregistered', text: 'Unregistered' } : null;
}
