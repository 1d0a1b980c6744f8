import { Container, Heading, Stack } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { CompareCars } from './client/CompareCars';
import { type ComparedCars } from './load-compare';
import { vehicleWords } from './compare-view';

/** The compare page's heading: 'Compare cars', 'Compare caravans'. */
export const compareTitle = (site: Pick<Site, 'content'>) =>
  `Compare ${vehicleWords(site.content.vehicleNoun).many}`;

/**
 * spec §1/§6 /compare: up to four cars side by side. The cars come read from the store with the
 * page; the island keeps the address and the browser's compare list in step as cars go.
 */
export function ComparePage({
  site,
  compared,
  fromAddress,
}: {
  site: Site;
  compared: ComparedCars;
  fromAddress: boolean;
}) {
  return (
    <Container>
      <Stack space="large">
        <Heading level={1}>{compareTitle(site)}</Heading>
        <CompareCars
          siteSlug={site.slug}
          cars={compared.cars}
          unavailable={compared.unavailable}
          fromAddress={fromAddress}
          vehicleNoun={site.content.vehicleNoun}
          searchHref="/search"
        />
      </Stack>
    </Container>
  );
}
