import { type CardDocument, type CardOptions } from '../../../search/address/search-config';

// Search card documents and card options for the tests of the browser's result lists.

export const cardOptions: CardOptions = {
  subscriptionOffers: false,
  noPriceText: 'Enquire for price.',
  fuelTag: false,
  certifiedBadge: false,
  certifiedMake: 'Toyota',
  soldTagName: 'JUST SOLD',
  justArrivedDays: 7,
  justArrivedTagName: 'New',
  reserveEnabled: false,
  depositAmount: 0,
  checkoutPath: 'checkout',
  hideSaveForNoPriceOrImages: false,
  favourites: true,
  compare: false,
  watchlist: false,
};

/** A used car's search card document. */
export function cardDocument(id: number, name: string, price: number): CardDocument {
  return {
    id,
    slug: `car-${id}`,
    name,
    status: 'in_stock',
    car_type: 'used',
    item_type: 'car',
    make: 'Toyota',
    model: 'Corolla',
    fuel: 'Petrol',
    list_price: price,
    offer_price: null,
    before_price: null,
    subscription_price: null,
    price_type: null,
    preorder: false,
    reserved: false,
    dealerReserved: false,
    reservationHeld: false,
    certified: false,
    tag: null,
    created_at_timestamp: 1_700_000_000,
    payment_processors: [],
    photos_count: 3,
    primary_image_url: null,
    km: 42000,
    transmission: 'Automatic',
    body: 'Hatch',
    series: null,
    location_name: 'Parramatta',
    sleeps: null,
    body_length: null,
  } as CardDocument;
}
