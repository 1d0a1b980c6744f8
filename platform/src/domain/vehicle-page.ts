import { type Site } from '@dealer/site-config';
import { type Car, type Location } from './entities';
import { isLocationOpen } from './opening-hours';
import { isStockVisible } from './stock-visibility';
import { callNowNumber, telHref } from './vehicle-sidebar';

// Page-level rules of a vehicle page: whether it exists, the sticky bars, its analytics events.

// spec §4 stock visibility: a car of another site's dealership, or one outside the site's
// visibility rule (e.g. sold longer ago than the window), has no page: a 404
export function isVehiclePageFound(
  car: Car | null,
  site: Pick<Site, 'dealerships' | 'search'>,
  now: Date,
): boolean {
  if (car === null) return false;
  if (!site.dealerships.some((dealership) => dealership.id === car.dealershipId)) return false;
  return isStockVisible(car, site.search.stockRule, now);
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
