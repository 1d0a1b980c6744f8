import { formatAud } from '@dealer/design-system/format';
import { isInStock } from './stock-visibility';
import { type VehicleFacts } from './vehicle-facts';

export interface CardActionOptions {
  reserveEnabled: boolean;
  depositAmount: number;
  hideSaveForNoPriceOrImages: boolean;
  favourites: boolean;
  compare: boolean;
}

export interface CardActions {
  explore: boolean;
  quickEnquiry: boolean;
  /** the reserve button's label, or null when it is not shown */
  reserveLabel: string | null;
  findSimilar: boolean;
  save: boolean;
  compare: boolean;
}

// spec §2/§5 reserve: only when checkout is enabled (the site's switch and a payment processor
// on the car); 'Reserve This Car {amount}', the amount omitted when zero.
export function reserveLabel(
  car: VehicleFacts,
  options: Pick<CardActionOptions, 'reserveEnabled' | 'depositAmount'>,
): string | null {
  if (!options.reserveEnabled || !isInStock(car.status) || car.reserved) return null;
  if (car.paymentProcessors.length === 0 || car.price <= 0) return null;
  return options.depositAmount > 0
    ? `Reserve This Car ${formatAud(options.depositAmount)}`
    : 'Reserve This Car';
}

export type SaveCompareOptions = Pick<
  CardActionOptions,
  'hideSaveForNoPriceOrImages' | 'favourites' | 'compare'
>;

// spec §5 save and compare hidden for cars not in stock and (some sites) for price 0 or no
// images; spec §6 the site's favourites and compare switches.
export function saveAndCompareShown(
  car: Pick<VehicleFacts, 'status' | 'price' | 'photosCount'>,
  options: SaveCompareOptions,
): { save: boolean; compare: boolean } {
  const saveable =
    isInStock(car.status) &&
    !(options.hideSaveForNoPriceOrImages && (car.price <= 0 || car.photosCount === 0));
  return { save: options.favourites && saveable, compare: options.compare && saveable };
}

// spec §2 search card buttons; spec §5 save and compare visibility.
export function cardActions(car: VehicleFacts, options: CardActionOptions): CardActions {
  const inStock = isInStock(car.status);
  return {
    explore: inStock,
    quickEnquiry: inStock,
    reserveLabel: reserveLabel(car, options),
    findSimilar: !inStock,
    ...saveAndCompareShown(car, options),
  };
}
