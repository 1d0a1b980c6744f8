import { type Site } from '@dealer/site-config';
import { type Car, type Location } from './entities';
import { isLocationOpen } from './opening-hours';
import { findByLegacySlug, slugOf } from './slug';
import { visibilityMinute } from './site-visibility';
import { isStockVisible } from './stock-visibility';
import { callNowNumber, telHref } from './vehicle-sidebar';

// Page-level rules of a vehicle page: whether it exists, the sticky bars, its analytics events.

// spec §4 stock visibility: a car of another site's dealership, or one outside the site's
// visibility rule (e.g. sold longer ago than the window), has no page: a 404. Judged at the
// minute, as search does: a sold car's page goes at the minute it leaves search.
export function isVehiclePageFound(
  car: Car | null,
  site: Pick<Site, 'dealerships' | 'search'>,
  now: Date,
): boolean {
  if (car === null) return false;
  if (!site.dealerships.some((dealership) => dealership.id === car.dealershipId)) return false;
  return isStockVisible(car, site.search.stockRule, visibilityMinute(now));
}

/** The name a car's slug is made of where the platform makes it (the demo stock). */
const vehicleSlugName = (car: Pick<Car, 'name' | 'stocknum'>) => `${car.name} ${car.stocknum}`;

/** A car's slug where the platform makes it: its name and stock number ('2024-toyota-rav4-gx-n1010001'). */
export function vehicleSlugOf(car: Pick<Car, 'name' | 'stocknum'>): string {
  return slugOf(vehicleSlugName(car));
}

/**
 * The car a /cars/{slug} address named by an old form of its slug (see legacySlugForms), among
 * cars whose slug is vehicleSlugOf them (a slug a feed gave never had another form); null when
 * none, and for a slug some car has now.
 */
export function vehicleOfLegacySlug<T extends Pick<Car, 'name' | 'stocknum' | 'slug'>>(
  cars: readonly T[],
  slug: string,
): T | null {
  return findByLegacySlug(cars, slug, vehicleSlugName, (car) => car.slug);
}

/**
 * The last word of a slug ('s1234' of 'citroe-n-c4-s1234'): every slug maker ends a car's slug
 * with its stock number's last word, so only cars whose slug ends so can have had this one.
 */
export function slugLastWord(slug: string): string | null {
  return /(?:^|-)([a-z0-9]+)$/.exec(slug.toLowerCase())?.[1] ?? null;
}

export { STICKY_BAR_SCROLL_Y, showsStickyBar } from './sticky-bar';

export interface MobileStickyBar {
  callNow: { label: 'Call Now'; phone: string; href: string };
  enquire: { kind: 'enquire' | 'chat'; label: 'Enquire Now' | 'Instant Message' };
}

// spec §2 mobile sticky bar with Call Now and Enquire Now where the site turns it on; hidden
// while the dealership is closed (on its own clock) where the site says so
export function mobileStickyBar(
  car: Pick<Car, 'carType' | 'status'>,
  location: Pick<Location, 'phone' | 'timezone' | 'openingHours'>,
  site: {
    features: Pick<
      Site['features'],
      'mobileStickyBar' | 'callNowByCarType' | 'chatInsteadOfEnquire'
    >;
  },
  at: Date,
): MobileStickyBar | null {
  const { enabled, hideWhenClosed } = site.features.mobileStickyBar;
  if (!enabled || car.status === 'sold') return null;
  if (hideWhenClosed && !isLocationOpen(location, at)) return null;
  const phone = callNowNumber(car, location, site);
  return {
    callNow: { label: 'Call Now', phone, href: telHref(phone) },
    enquire: site.features.chatInsteadOfEnquire
      ? { kind: 'chat', label: 'Instant Message' }
      : { kind: 'enquire', label: 'Enquire Now' },
  };
}

// spec §7 analytics event ids of a vehicle page
export const vehiclePageEvents = {
  usedDetailView: 4,
  favourite: 39,
  historyReport: 60,
  print: 61,
} as const;

// spec §7 'used detail view 4': the page view event fires for used cars only
export function detailViewEventId(car: Pick<Car, 'carType'>): number | null {
  return car.carType === 'used' ? vehiclePageEvents.usedDetailView : null;
}
