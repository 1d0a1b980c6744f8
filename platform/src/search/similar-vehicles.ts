import { effectivePrice } from '../domain/price-display';
import { quoteFilterValue } from '../domain/site-search-rules';
import { type Car } from '../domain/entities';

// The 'similar vehicles' strip of a vehicle page: a Meilisearch filter over the stock documents
// (domain/stock-document.ts field names). The server ANDs the site's own rules onto it.

export const SIMILAR_PRICE_BAND = 0.2; // ±20% of the price the shopper sees

/** The price band of similar cars, whole dollars, or null when the car shows no price. */
export function similarPriceBand(price: number): { min: number; max: number } | null {
  if (!(price > 0)) return null;
  return {
    min: Math.floor(price * (1 - SIMILAR_PRICE_BAND)),
    max: Math.ceil(price * (1 + SIMILAR_PRICE_BAND)),
  };
}

// spec §2/§4 'Find Me Something Similar' stock: in-stock cars of the same make and model, or of
// the same body within ±20% of the price, never the car itself.
export function similarVehiclesFilter(
  car: Pick<Car, 'id' | 'make' | 'model' | 'simpleBody' | 'price' | 'offerPrice'>,
): string {
  const sameModel = `(make = ${quoteFilterValue(car.make)} AND model = ${quoteFilterValue(car.model)})`;
  const band = similarPriceBand(effectivePrice(car));
  const alike = band
    ? `(${sameModel} OR (simple_body = ${quoteFilterValue(car.simpleBody)} AND price ${band.min} TO ${band.max}))`
    : sameModel;
  return `id != ${car.id} AND status IN ["in_stock", "coming_soon"] AND ${alike}`;
}
