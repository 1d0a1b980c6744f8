import { type Site } from '@dealer/site-config';
import { isComparable } from '../../domain/compare';
import { loadVehicle } from '../vehicle/load-vehicle';
import { type ComparedCar, comparedCar } from './compare-view';

export interface ComparedCars {
  /** the cars the page shows, in the address's order */
  cars: ComparedCar[];
  /** how many cars the address named that the page does not show */
  unavailable: number;
}

/**
 * The cars of a /compare address, read from the store: each a car the site shows a page for
 * (its own, within its visibility rule) that can be compared (spec §5: in stock).
 */
export async function loadComparedCars(
  site: Site,
  slugs: readonly string[],
): Promise<ComparedCars> {
  const loaded = await Promise.all(slugs.map((slug) => loadVehicle(site, slug)));
  const cars = loaded.flatMap((one) =>
    one && isComparable(one.car, site) ? [comparedCar(site, one)] : [],
  );
  return { cars, unavailable: slugs.length - cars.length };
}
