import { Breadcrumbs, Container, Heading, Link, Stack, Text } from '@dealer/design-system';
import { type ContentBlock } from '@dealer/site-config';
import { type ContentPage as ContentPageData } from './content-pages';
import { ViewEvent } from '../frame/client/ViewEvent';

function Block({ block }: { block: ContentBlock }) {
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
  }
}

/** A content page of the site: its title and its blocks, in the site's theme. */
export function ContentPage({ page }: { page: ContentPageData }) {
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
        <Heading level={1}>{page.title}</Heading>
        <Stack space="medium">
          {page.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
