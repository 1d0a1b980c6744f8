import { type StockRule } from '@dealer/site-config';
import { type Car, type CarStatus } from './entities';

const DAY_MS = 24 * 60 * 60 * 1000;

// spec §4 car status: in_stock and coming_soon count as in stock
export function isInStock(status: CarStatus): boolean {
  return status === 'in_stock' || status === 'coming_soon';
}

export type VisibilityFields = Pick<
  Car,
  'status' | 'soldAt' | 'showOnDealerWebsite' | 'carType' | 'stocknum' | 'make' | 'tag' | 'images'
>;

// spec §4 stock visibility: in stock, or sold within the site's window; only when
// show_on_dealer_website; then the per-site overrides narrow it further.
export function isStockVisible(car: VisibilityFields, rule: StockRule, now: Date): boolean {
  if (!car.showOnDealerWebsite) return false;
  const soldRecently =
    car.status === 'sold' &&
    car.soldAt !== null &&
    now.getTime() - car.soldAt.getTime() <= rule.soldWithinDays * DAY_MS;
  if (!isInStock(car.status) && !soldRecently) return false;
  if (rule.inStockOnly && !isInStock(car.status)) return false;
  if (rule.usedOnly && car.carType !== 'used') return false;
  if (rule.excludedStockNumbers.includes(car.stocknum)) return false;
  const make = car.make.toLowerCase();
  if (car.carType === 'new' && rule.excludeNewMakes.some((m) => m.toLowerCase() === make)) {
    return false;
  }
  if (rule.requirePhotos && car.images.length === 0) return false;
  if (car.tag !== null && rule.excludeTags.includes(car.tag)) return false;
  return true;
}

/** The earliest sale time that is still visible under the rule. */
export function soldVisibleSince(rule: StockRule, now: Date): Date {
  return new Date(now.getTime() - rule.soldWithinDays * DAY_MS);
}
