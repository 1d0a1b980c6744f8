import { formatAud } from '@dealer/design-system/format';
import { dayIn } from './promo-cards';
import { escapeHtml } from './xml';

// Saved searches with alerts (beyond the spec): a signed-in shopper's saved search is checked
// against the site's stock; what changed since the last check (new matching cars, and price
// drops) is sent as one digest, by SMS or email, at most once a day. The first check of a search
// only records what it matches.

/** A car a search matched, with the price a shopper sees (whole AUD). */
export interface SnapshotCar {
  id: number;
  price: number;
}

/** What a search matched at one check. */
export type Snapshot = readonly SnapshotCar[];

/** A car a search matches now: what a message says about it. */
export interface MatchedCar extends SnapshotCar {
  name: string;
  slug: string;
}

export interface PriceDrop<T extends SnapshotCar = MatchedCar> {
  car: T;
  /** the price at the last check */
  wasPrice: number;
  /** how much lower the price is now, in AUD */
  drop: number;
}

export interface SearchAlerts<T extends SnapshotCar = MatchedCar> {
  newCars: T[];
  priceDrops: PriceDrop<T>[];
}

// spec §9 'price must exceed 10 to show': a price at or below it is no price to compare
const MIN_SHOWN_PRICE = 10;

const shown = (price: number) => Number.isFinite(price) && price > MIN_SHOWN_PRICE;

/**
 * What a check found since the last one: the cars that match now and did not then (new), and
 * the cars whose shown price is lower than it was (drops; a rise, a car gone, a price appearing
 * or disappearing are no alert). The first check (no previous snapshot) finds nothing: it only
 * records. Both lists keep the current search's order.
 */
export function searchAlerts<T extends SnapshotCar>(
  previous: Snapshot | null,
  current: readonly T[],
): SearchAlerts<T> {
  if (previous === null) return { newCars: [], priceDrops: [] };
  const before = new Map(previous.map((car) => [car.id, car.price]));
  const newCars: T[] = [];
  const priceDrops: PriceDrop<T>[] = [];
  for (const car of current) {
    const wasPrice = before.get(car.id);
    if (wasPrice === undefined) newCars.push(car);
    else if (shown(wasPrice) && shown(car.price) && car.price < wasPrice) {
      priceDrops.push({ car, wasPrice, drop: wasPrice - car.price });
    }
  }
  return { newCars, priceDrops };
}

/** Whether a check found anything to tell the shopper. */
export function hasAlerts(alerts: SearchAlerts<SnapshotCar>): boolean {
  return alerts.newCars.length > 0 || alerts.priceDrops.length > 0;
}

/**
 * At most one digest per saved search per day, the day as the site's time zone has it: a
 * search never alerted may be; one alerted earlier today may not be again until tomorrow.
 */
export function digestAllowedToday(
  lastAlertedAt: Date | null,
  now: Date,
  timeZone: string,
): boolean {
  if (lastAlertedAt === null) return true;
  return dayIn(timeZone, lastAlertedAt) < dayIn(timeZone, now);
}

/** The most cars an SMS digest names; the rest are counted. */
export const SMS_DIGEST_CARS = 3;

export interface DigestInput {
  site: { name: string; vehicleNoun: string };
  search: { name: string };
  alerts: SearchAlerts;
  /** the search's absolute address on the site */
  searchUrl: string;
  /** the absolute address of a car's page on the site */
  carUrl: (car: MatchedCar) => string;
  /** the absolute address of the page that turns these alerts off */
  unsubscribeUrl: string;
}

export interface EmailDigest {
  subject: string;
  text: string;
  html: string;
}

/** 'car' or 'cars' (from the site's noun, 'Cars' or 'Caravans'), as the results count says it. */
function nounFor(count: number, vehicleNoun: string): string {
  const plural = vehicleNoun.toLowerCase();
  return count === 1 ? plural.replace(/s$/, '') : plural;
}

/** '2 new cars and 1 price drop' */
export function alertSummary(alerts: SearchAlerts<SnapshotCar>, vehicleNoun: string): string {
  const parts: string[] = [];
  const added = alerts.newCars.length;
  const drops = alerts.priceDrops.length;
  if (added > 0) parts.push(`${added} new ${nounFor(added, vehicleNoun)}`);
  if (drops > 0) parts.push(`${drops} price ${drops === 1 ? 'drop' : 'drops'}`);
  return parts.join(' and ');
}

const carLine = (car: MatchedCar) => `${car.name}: ${formatAud(car.price)}`;
const dropLine = ({ car, wasPrice }: PriceDrop) =>
  `${car.name}: ${formatAud(car.price)} (was ${formatAud(wasPrice)})`;

/** The email of a digest: what is new and what is cheaper, the search and the way to stop. */
export function emailDigest(input: DigestInput): EmailDigest {
  const { site, search, alerts } = input;
  const summary = alertSummary(alerts, site.vehicleNoun);
  const newHeading = `New ${site.vehicleNoun.toLowerCase()}`;
  const lines = [`Your saved search "${search.name}" at ${site.name} has ${summary}.`, ''];
  if (alerts.newCars.length > 0) {
    lines.push(newHeading);
    for (const car of alerts.newCars) lines.push(`- ${carLine(car)}`, `  ${input.carUrl(car)}`);
    lines.push('');
  }
  if (alerts.priceDrops.length > 0) {
    lines.push('Price drops');
    for (const drop of alerts.priceDrops) {
      lines.push(`- ${dropLine(drop)}`, `  ${input.carUrl(drop.car)}`);
    }
    lines.push('');
  }
  lines.push(
    `See the search: ${input.searchUrl}`,
    '',
    `To stop these alerts, unsubscribe: ${input.unsubscribeUrl}`,
  );

  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const listOf = (items: string[]) =>
    `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const html = [
    `<p>Your saved search <strong>${escapeHtml(search.name)}</strong> at ${escapeHtml(site.name)} has ${escapeHtml(summary)}.</p>`,
    alerts.newCars.length > 0
      ? `<h2>${escapeHtml(newHeading)}</h2>${listOf(
          alerts.newCars.map(
            (car) => `${link(input.carUrl(car), car.name)}: ${escapeHtml(formatAud(car.price))}`,
          ),
        )}`
      : '',
    alerts.priceDrops.length > 0
      ? `<h2>Price drops</h2>${listOf(
          alerts.priceDrops.map(
            ({ car, wasPrice }) =>
              `${link(input.carUrl(car), car.name)}: ${escapeHtml(formatAud(car.price))} <s>was ${escapeHtml(formatAud(wasPrice))}</s>`,
          ),
        )}`
      : '',
    `<p>${link(input.searchUrl, 'See the search')}</p>`,
    `<p>To stop these alerts, ${link(input.unsubscribeUrl, 'unsubscribe')}.</p>`,
  ].join('\n');
  return {
    subject: `${search.name}: ${summary} at ${site.name}`,
    text: `${lines.join('\n')}\n`,
    html: `<!doctype html>\n<html><body>\n${html}\n</body></html>\n`,
  };
}

/** The text message of a digest: the first few cars by name, the search and the way to stop. */
export function smsDigest(input: DigestInput): string {
  const { site, search, alerts } = input;
  const named = [...alerts.newCars.map(carLine), ...alerts.priceDrops.map(dropLine)];
  const shownCars = named.slice(0, SMS_DIGEST_CARS);
  const more = named.length - shownCars.length;
  return [
    `${site.name}: ${alertSummary(alerts, site.vehicleNoun)} for your saved search "${search.name}".`,
    `${shownCars.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`,
    `See them: ${input.searchUrl}`,
    `Stop alerts: ${input.unsubscribeUrl}`,
  ].join('\n');
}

// An email address for alerts is used only once its owner confirms it (a shopper could type
// anyone's address): the confirmation email's link opens the site's confirm page, whose button
// confirms it. The email goes when the address is given, and again from the alerts job while it
// waits, at most ALERT_EMAIL_CONFIRMATION.maxSends times, an hour apart.

export const ALERT_EMAIL_CONFIRMATION = { resendAfterMs: 60 * 60_000, maxSends: 3 } as const;

/** Whether an alert address's confirmation email should go now. */
export function confirmationEmailDue(
  address: { confirmedAt: Date | null; sentAt: Date | null; sends: number },
  now: Date,
  policy: { resendAfterMs: number; maxSends: number } = ALERT_EMAIL_CONFIRMATION,
): boolean {
  if (address.confirmedAt !== null || address.sends >= policy.maxSends) return false;
  return (
    address.sentAt === null || now.getTime() - address.sentAt.getTime() >= policy.resendAfterMs
  );
}

/** The email that asks a shopper to confirm their address for a site's alerts. */
export function confirmationEmail(input: {
  siteName: string;
  email: string;
  searchName: string;
  confirmUrl: string;
}): EmailDigest {
  const { siteName, email, searchName, confirmUrl } = input;
  const ask = `You asked ${siteName} to email alerts for your saved search "${searchName}" to ${email}.`;
  const text = [
    ask,
    '',
    `Confirm your email address to start the alerts: ${confirmUrl}`,
    '',
    'If you did not ask for these alerts, ignore this email and you will get no more.',
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(ask)}</p>`,
    `<p><a href="${escapeHtml(confirmUrl)}">Confirm your email address</a> to start the alerts.</p>`,
    '<p>If you did not ask for these alerts, ignore this email and you will get no more.</p>',
  ].join('\n');
  return {
    subject: `Confirm your email for alerts from ${siteName}`,
    text,
    html: `<!doctype html>\n<html><body>\n${html}\n</body></html>\n`,
  };
}
