import { Button, Container, Heading, Stack, Text } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { appRuntime } from '../../runtime';

const numberFormat = new Intl.NumberFormat('en-AU');

/** A site's home page: its name, its stock count and the way into search. */
export async function HomePage({ site }: { site: Site }) {
  const store = await appRuntime().store();
  const [stockCount, locations] = await Promise.all([
    store.stock.countVisibleStock(site, new Date()),
    store.stock.listLocations(site),
  ]);
  const noun = site.content.vehicleNoun;
  const salesLocations = locations.filter((l) => l.visible && l.locationType === 'sales');
  return (
    <Container>
      <Stack space="xlarge">
        <section aria-labelledby="home-heading">
          <Stack space="medium">
            <Heading level={1} id="home-heading">
              {site.name}
            </Heading>
            {site.content.tagline ? <Text tone="muted">{site.content.tagline}</Text> : null}
            <Text size="large" data-testid="stock-count">
              <strong>{numberFormat.format(stockCount)}</strong> {noun.toLowerCase()} in stock
            </Text>
            <div>
              <Button href="/search" size="large">
                {`Search all ${numberFormat.format(stockCount)} ${noun.toLowerCase()}`}
              </Button>
            </div>
          </Stack>
        </section>
        {salesLocations.length > 0 ? (
          <section aria-labelledby="locations-heading">
            <Stack space="medium">
              <Heading level={2} id="locations-heading">
                Our locations
              </Heading>
              <ul>
                {salesLocations.map((location) => (
                  <li key={location.id}>
                    <Text weight="strong">{location.name.replace(/ - Sales$/, '')}</Text>
                    <Text tone="muted">
                      {location.address.street}, {location.address.city} {location.address.state}{' '}
                      {location.address.postcode} · {location.phone}
                    </Text>
                  </li>
                ))}
              </ul>
            </Stack>
          </section>
        ) : null}
      </Stack>
    </Container>
  );
}
