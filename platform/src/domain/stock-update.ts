import { z } from 'zod';
import { type Car, carStatuses } from './entities';
import { withDealerReserved } from './reservations';

// A dealer system's change to a car it has on the site, named by stock number with the fields
// of spec §3 (price, offer_price, status ...): what a price drop, a sale or a reservation sends.
// Every field but the stock number is optional; a field left out keeps its value.

const money = z.number().finite().nonnegative().max(10_000_000);

export const stockUpdateSchema = z
  .object({
    stocknum: z.string().trim().min(1).max(64),
    price: money.optional(),
    before_price: money.nullable().optional(),
    offer_price: money.nullable().optional(),
    subscription_price: money.nullable().optional(),
    status: z.enum(carStatuses).optional(),
    /** spec §3 sold_date_timestamp: seconds since 1970; defaults to the time of the change */
    sold_date_timestamp: z.number().int().positive().optional(),
    reserved: z.boolean().optional(),
    certified: z.boolean().optional(),
    tag: z.string().trim().max(40).nullable().optional(),
    km: z.number().int().nonnegative().max(5_000_000).optional(),
    show_on_dealer_website: z.boolean().optional(),
    dealercomments: z.string().max(20_000).nullable().optional(),
  })
  .strict();

export type StockUpdate = z.infer<typeof stockUpdateSchema>;

/** The car after a change: the named fields replaced, the rest as it was. */
export function applyStockUpdate(car: Car, update: StockUpdate, now: Date): Car {
  // the dealer's reserved flag is the dealer's; a live online hold stays whatever it says
  const next: Car =
    update.reserved !== undefined ? withDealerReserved(car, update.reserved) : { ...car };
  if (update.price !== undefined) next.price = update.price;
  if (update.before_price !== undefined) next.beforePrice = update.before_price;
  if (update.offer_price !== undefined) next.offerPrice = update.offer_price;
  if (update.subscription_price !== undefined) next.subscriptionPrice = update.subscription_price;
  if (update.certified !== undefined) next.certified = update.certified;
  if (update.tag !== undefined) next.tag = update.tag || null;
  if (update.km !== undefined) next.km = update.km;
  if (update.show_on_dealer_website !== undefined)
    next.showOnDealerWebsite = update.show_on_dealer_website;
  if (update.dealercomments !== undefined) next.dealerComments = update.dealercomments;
  if (update.status !== undefined) next.status = update.status;
  // a sale keeps its time (spec §4: a sold car shows for its window after the sale)
  if (next.status === 'sold') {
    if (update.sold_date_timestamp !== undefined)
      next.soldAt = new Date(update.sold_date_timestamp * 1000);
    else if (car.status !== 'sold' || !car.soldAt) next.soldAt = now;
  } else next.soldAt = null;
  return next;
}
