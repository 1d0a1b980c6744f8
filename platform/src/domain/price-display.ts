import { type Car } from './entities';
import { type VehicleFacts } from './vehicle-facts';

export type PriceDisplayKind = 'subscription' | 'offer' | 'price' | 'preorder' | 'none';

export interface PriceDisplay {
  kind: PriceDisplayKind;
  /** the amount shown, in whole dollars; null for PREORDER and the no-price text */
  amount: number | null;
  /** the text when there is no amount: 'PREORDER' or the site's no-price text */
  text: string | null;
  /** 'per week' for subscriptions, else the car's price type (e.g. 'Drive Away') */
  qualifier: string | null;
  /** the earlier, higher price shown struck through; null unless it is higher */
  wasPrice: number | null;
}

export interface PriceDisplayOptions {
  subscriptionOffers: boolean;
  noPriceText: string;
}

const MIN_SHOWN_PRICE = 10; // spec §9: price must exceed 10 to show

// spec §4 price display precedence: subscription price when subscription offers are on and
// price > 0; else the offer price when above 10 and different; else the price when above 10;
// else PREORDER for preorders; else the site's no-price text. Was-price only when higher.
export function priceDisplay(car: VehicleFacts, options: PriceDisplayOptions): PriceDisplay {
  const was = (shown: number, earlier: number | null) =>
    earlier !== null && earlier > shown ? earlier : null;
  if (
    options.subscriptionOffers &&
    car.price > 0 &&
    car.subscriptionPrice !== null &&
    // any amount the dealer gives: the floor of 10 is the price's and the offer price's only
    car.subscriptionPrice > 0
  ) {
    return {
      kind: 'subscription',
      amount: car.subscriptionPrice,
      text: null,
      qualifier: 'per week',
      wasPrice: null,
    };
  }
  if (car.offerPrice !== null && car.offerPrice > MIN_SHOWN_PRICE && car.offerPrice !== car.price) {
    const earlier = car.price > car.offerPrice ? car.price : car.beforePrice;
    return {
      kind: 'offer',
      amount: car.offerPrice,
      text: null,
      qualifier: car.priceType,
      wasPrice: was(car.offerPrice, earlier),
    };
  }
  if (car.price > MIN_SHOWN_PRICE) {
    return {
      kind: 'price',
      amount: car.price,
      text: null,
      qualifier: car.priceType,
      wasPrice: was(car.price, car.beforePrice),
    };
  }
  if (car.preorder)
    return { kind: 'preorder', amount: null, text: 'PREORDER', qualifier: null, wasPrice: null };
  return { kind: 'none', amount: null, text: options.noPriceText, qualifier: null, wasPrice: null };
}

/** The price a shopper sees and sorts by: a shown offer price, else the price (spec §4). */
export function effectivePrice(car: Pick<Car, 'price' | 'offerPrice'>): number {
  return car.offerPrice !== null && car.offerPrice > 10 && car.offerPrice !== car.price
    ? car.offerPrice
    : car.price;
}
