import { type VehicleKind } from '@dealer/template-profiles';

// spec §2 'Guarantee strip on used-car pages and contact-us': the promises that come with a used
// car (ONE HAGGLE-FREE PRICE, 48HR MONEY BACK GUARANTEE...) on the pages of a dealer that sells
// used cars.

/** How many cars of each car type (new, demo, used) a site's stock holds. */
export type CarTypeCounts = Readonly<Partial<Record<string, number>>>;

/** Whether a site sells used cars: a car dealer (not a caravan one) with used cars in stock. */
export function sellsUsedCars(vehicleKind: VehicleKind, carTypeCounts: CarTypeCounts): boolean {
  return vehicleKind === 'car' && (carTypeCounts.used ?? 0) > 0;
}

/**
 * Whether a stock search is a used-car page that shows the strip: its address stands for used
 * cars only (/search/used-cars), on a site that sells them.
 */
export function isUsedCarSearch(
  vehicleKind: VehicleKind,
  carTypeCounts: CarTypeCounts,
  pathCarTypes: readonly string[] | undefined,
): boolean {
  return (
    pathCarTypes?.length === 1 &&
    pathCarTypes[0] === 'used' &&
    sellsUsedCars(vehicleKind, carTypeCounts)
  );
}
