import { Button, Container, Heading, Inline, Stack, Text } from '@dealer/design-system';

/** The themed 404 inside a site. */
export function SiteNotFound() {
  return (
    <Container>
      <Stack space="large">
        <Heading level={1}>Page not found</Heading>
        <Text>
          Sorry, we couldn’t find that page. It may have moved, or the vehicle may have been sold.
        </Text>
        <Inline space="small">
          <Button href="/">Back to home</Button>
          <Button href="/search" variant="ghost">
            Search our stock
          </Button>
        </Inline>
      </Stack>
    </Container>
  );
}
