import {
  Breadcrumbs,
  Container,
  Heading,
  Link,
  PageBanner,
  Stack,
  Text,
} from '@dealer/design-system';
import { type PageBanner as PageBannerImage } from '../../domain/page-banners';
import { type ContentBlock, type Site } from '@dealer/site-config';
import { type Place } from '../../domain/locations';
import { type ContentPage as ContentPageData } from './content-pages';
import { ViewEvent } from '../frame/client/ViewEvent';
import { LocationsBlock } from '../locations/LocationsBlock';

/** What a page's locations blocks show: the site, and each block's places by its index. */
export interface ContentPageLocations {
  site: Site;
  places: ReadonlyMap<number, readonly Place[]>;
  now: Date;
}

function Block({
  block,
  index,
  locations,
}: {
  block: ContentBlock;
  index: number;
  locations?: ContentPageLocations;
}) {
  switch (block.kind) {
    case 'heading':
      return <Heading level={2}>{block.text}</Heading>;
    case 'paragraph':
      return <Text>{block.text}</Text>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>
              <Text as="span">{item}</Text>
            </li>
          ))}
        </ul>
      );
    case 'links':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item.href}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      );
    case 'locations':
      return locations ? (
        <LocationsBlock
          site={locations.site}
          block={block}
          places={locations.places.get(index) ?? []}
          id={`locations-block-${index}`}
          now={locations.now}
        />
      ) : null;
  }
}

/** A content page of the site: its title and its blocks, in the site's theme. */
export function ContentPage({
  page,
  locations,
  banner,
}: {
  page: ContentPageData;
  locations?: ContentPageLocations;
  /** spec §9 the banner across the top of a blog page */
  banner?: PageBannerImage | null;
}) {
  return (
    <Container width="medium">
      {page.viewEvent ? <ViewEvent eventId={page.viewEvent} detail={{ page: page.path }} /> : null}
      <Stack space="large">
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: page.title, href: page.path },
          ]}
        />
        {banner ? <PageBanner image={banner} priority /> : null}
        <Heading level={1}>{page.title}</Heading>
        <Stack space="medium">
          {page.blocks.map((block, index) => (
            <Block key={index} block={block} index={index} locations={locations} />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
