import { type Site } from '@dealer/site-config';
import { type Location } from '../../domain/entities';
import { rulesAt, type SearchBackend, STOCK_INDEX_UID } from '..';
import { severalValueAttributes } from './search-config';
import { type SearchPathContext } from './search-path';

// What a site's /search/... paths can name, read from its stock under the site's rules: the
// makes and their models, the locations and dealerships; and how many cars of each make and car
// type it has. The search page reads it for every request; a saved search's check reads it too.

export interface SiteSearchContext extends SearchPathContext {
  /** make -> its models */
  models: Map<string, string[]>;
  makeCounts: Record<string, number>;
  carTypeCounts: Record<string, number>;
  /** how many values the site's stock holds of each facet that needs several to show */
  valueCounts: Record<string, number>;
}

export async function loadSearchPathContext(
  backend: SearchBackend,
  stock: { listLocations(site: Site): Promise<Location[]> },
  site: Site,
  now: Date,
): Promise<SiteSearchContext> {
  const response = await backend.search(
    site,
    STOCK_INDEX_UID,
    { facets: ['make', 'make_model', 'car_type', ...severalValueAttributes(site)], limit: 0 },
    rulesAt(site, now),
  );
  const makes = Object.keys(response.facetDistribution?.make ?? {});
  const models = new Map<string, string[]>();
  for (const makeModel of Object.keys(response.facetDistribution?.make_model ?? {})) {
    const make = makes.find((m) => makeModel.toLowerCase().startsWith(`${m.toLowerCase()} `));
    if (make) models.set(make, [...(models.get(make) ?? []), makeModel.slice(make.length + 1)]);
  }
  const locations = (await stock.listLocations(site)).map((l) => ({
    slug: l.slug,
    name: l.name.replace(/ - (Sales|Service|Parts)$/, ''),
    fullName: l.name,
  }));
  return {
    makes,
    models,
    locations,
    dealerships: site.dealerships,
    vehicleNoun: site.content.vehicleNoun,
    makeCounts: (response.facetDistribution?.make ?? {}) as Record<string, number>,
    carTypeCounts: response.facetDistribution?.car_type ?? {},
    valueCounts: Object.fromEntries(
      severalValueAttributes(site).map((attribute) => [
        attribute,
        Object.keys(response.facetDistribution?.[attribute] ?? {}).length,
      ]),
    ),
  };
}
