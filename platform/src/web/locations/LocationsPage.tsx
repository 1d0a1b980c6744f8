import { Breadcrumbs, Container, Heading, LocationsGrid, Stack, Text } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { distinctPlacesByStreet, placesOf } from '../../domain/locations';
import { appRuntime } from '../../runtime';
import { NearestLocationFinder } from './client/NearestLocationFinder';
import { placeCard } from './location-views';

/** spec §2 /our-location: 'View our locations', a card for each place to its details page. */
export async function LocationsPage({ site }: { site: Site }) {
  const store = await appRuntime().store();
  const locations = (await store.stock.listLocations(site)).filter((l) => l.visible);
  // a card for each street address (spec §5): places under other names at one street are one
  const places = distinctPlacesByStreet(placesOf(locations));
  const now = new Date();
  return (
    <Container>
      <Stack space="large">
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Our Locations', href: '/our-location' },
          ]}
        />
        <Stack space="small">
          <Heading level={1}>View our locations</Heading>
          <Text tone="muted">
            {places.length === 1
              ? `Visit us at ${places[0]!.name}.`
              : `${site.name} has ${places.length} locations. Find the one nearest to you.`}
          </Text>
        </Stack>
        {places.length > 1 ? (
          <section aria-labelledby="nearest-location">
            <Stack space="small">
              <Heading level={2} id="nearest-location">
                Find the location nearest to you
              </Heading>
              <NearestLocationFinder headingLevel={3} />
            </Stack>
          </section>
        ) : null}
        <LocationsGrid
          label="Our locations"
          headingLevel={2}
          locations={places.map((place) =>
            placeCard(
              place,
              `/our-location/${place.slug}`,
              'View Location Details',
              site.hours,
              now,
            ),
          )}
        />
      </Stack>
    </Container>
  );
}
