import { Button, Columns, Heading, LocationsGrid, Stack } from '@dealer/design-system';
import { type LocationsBlock as LocationsBlockConfig, type Site } from '@dealer/site-config';
import { type Place } from '../../domain/locations';
import { PlaceDetails, PlaceHours } from './LocationPage';
import { placeCard } from './location-views';

/**
 * spec §2 the locations block of a content page: one place's details and hours, or a grid of
 * cards (dark where the block asks) to each place's page; nothing when the filter picks none.
 */
export function LocationsBlock({
  site,
  block,
  places,
  id,
  now,
}: {
  site: Site;
  block: LocationsBlockConfig;
  places: readonly Place[];
  /** the block's heading id, unique on its page */
  id: string;
  now: Date;
}) {
  if (places.length === 0) return null;
  const heading = block.heading ?? 'Our Locations';
  const only = places.length === 1 ? places[0]! : null;
  return (
    <section aria-labelledby={id}>
      <Stack space="medium">
        <Heading level={2} id={id}>
          {heading}
        </Heading>
        {only ? (
          <>
            <Columns space="xlarge">
              <PlaceDetails site={site} place={only} headingLevel={3} />
              <PlaceHours site={site} place={only} now={now} headingLevel={3} />
            </Columns>
            <div>
              <Button href={`/our-location/${only.slug}`} variant="soft">
                View {only.name}
              </Button>
            </div>
          </>
        ) : (
          <LocationsGrid
            label={heading}
            headingLevel={3}
            variant={block.variant}
            locations={places.map((place) =>
              placeCard(place, `/our-location/${place.slug}`, 'View Details', site.hours, now),
            )}
          />
        )}
      </Stack>
    </section>
  );
}
