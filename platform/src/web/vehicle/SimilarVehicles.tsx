import { Heading, ResultsGrid, Stack, VehicleCard } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { type Car } from '../../domain/entities';
import { similarVehiclesFilter } from '../../search/similar-vehicles';
import { rulesAt, STOCK_INDEX_UID } from '../../search';
import {
  cardAttributes,
  type CardDocument,
  cardOptions,
  vehicleCardProps,
} from '../../search/address/search-config';
import { appRuntime } from '../../runtime';

export const SIMILAR_VEHICLES_LIMIT = 4;

/** spec §2 similar vehicles: in-stock cars like this one, from the site's own search. */
export async function similarVehicleHits(site: Site, car: Car, now: Date): Promise<CardDocument[]> {
  const backend = await appRuntime().searchBackend();
  const response = await backend.search(
    site,
    STOCK_INDEX_UID,
    {
      filter: similarVehiclesFilter(car),
      limit: SIMILAR_VEHICLES_LIMIT,
      attributesToRetrieve: cardAttributes,
    },
    rulesAt(site, now),
  );
  return response.hits as unknown as CardDocument[];
}

/** The row of similar vehicles under a vehicle page. */
export function SimilarVehicles({
  site,
  hits,
  now,
}: {
  site: Site;
  now: Date;
  hits: readonly CardDocument[];
}) {
  if (hits.length === 0) return null;
  const options = cardOptions(site);
  const title = `Similar ${site.content.vehicleNoun.toLowerCase()}`;
  return (
    <section aria-labelledby="similar-vehicles-heading">
      <Stack space="medium">
        <Heading level={2} id="similar-vehicles-heading">
          {title}
        </Heading>
        <ResultsGrid label={title}>
          {hits.map((hit) => (
            <li key={hit.slug}>
              <VehicleCard {...vehicleCardProps(hit, options, now)} />
            </li>
          ))}
        </ResultsGrid>
      </Stack>
    </section>
  );
}
