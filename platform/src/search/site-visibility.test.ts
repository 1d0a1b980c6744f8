import { describe, expect, it } from 'vitest';
import { demoSites, getSiteBySlug } from '@dealer/site-config';
import { generateDemoData } from '../demo';
import { isCarVisibleOnSite } from '../domain/site-visibility';
import { testNow } from '../domain/vehicle-page.fixtures';
import { EmbeddedSearch } from './embedded';
import { rulesAt } from './protocol';
import { parseSearchBody, searchRequestSchema } from './request';
import { STOCK_INDEX_UID } from './settings';

const sites = demoSites.map((s) => getSiteBySlug(s.slug)!);

describe('search and the visibility rule (spec §4) agree', () => {
  // the vehicle page and every other path agree with search, car by car, on every demo site
  it.each(sites.map((s) => [s.slug, s] as const))(
    'agrees with search on every car of %s',
    async (_slug, demoSite) => {
      const data = generateDemoData(demoSite, { now: testNow });
      const search = new EmbeddedSearch({
        listCars: async () => data.cars,
        listLocations: async () => data.locations,
      });
      const found = new Set<number>();
      for (let offset = 0; ; offset += 250) {
        const request = parseSearchBody(searchRequestSchema, {
          limit: 250,
          offset,
          attributesToRetrieve: ['id'],
        });
        const page = await search.search(
          demoSite,
          STOCK_INDEX_UID,
          request,
          rulesAt(demoSite, testNow),
        );
        for (const hit of page.hits) found.add((hit as { id: number }).id);
        if (page.hits.length < 250) break;
      }
      const locationOf = new Map(data.locations.map((l) => [l.id, l]));
      const visible = data.cars.filter((c) =>
        isCarVisibleOnSite(demoSite, c, locationOf.get(c.locationId) ?? null, testNow),
      );
      expect(new Set(visible.map((c) => c.id))).toEqual(found);
      // the demo stock holds cars a shopper must not see, so the agreement means something
      expect(visible.length).toBeLessThan(data.cars.length);
      expect(visible.length).toBeGreaterThan(0);
    },
  );
});
