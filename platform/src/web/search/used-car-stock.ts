import { type Site } from '@dealer/site-config';
import { profileOf } from '@dealer/template-profiles';
import { sellsUsedCars } from '../../domain/used-car-guarantees';
import { appRuntime } from '../../runtime';
import { rulesAt, STOCK_INDEX_UID } from '../../search';

/** Whether a site sells used cars (spec §2 guarantee strip), from the car types of its stock. */
export async function siteSellsUsedCars(site: Site, now: Date): Promise<boolean> {
  const backend = await appRuntime().searchBackend();
  const response = await backend.search(
    site,
    STOCK_INDEX_UID,
    { facets: ['car_type'], limit: 0 },
    rulesAt(site, now),
  );
  return sellsUsedCars(
    profileOf(site.template).vehicle.kind,
    response.facetDistribution?.car_type ?? {},
  );
}
