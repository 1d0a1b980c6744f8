import { Button, Container, Heading, Inline, Stack, Text } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { EnquiredCar } from './client/EnquiredCar';

/** spec §2 /success: where a shopper lands after an enquiry is accepted. */
export function SuccessPage({ site }: { site: Site }) {
  return (
    <Container width="medium">
      <Stack space="large">
        <Heading level={1}>Thank You</Heading>
        <Text size="large">
          Thank you for your enquiry. A member of the {site.name} team will be in touch with you
          shortly.
        </Text>
        <EnquiredCar />
        <Inline space="small">
          <Button href="/">Back to Home</Button>
          <Button href="/search" variant="ghost">
            {`Browse our ${site.content.vehicleNoun.toLowerCase()}`}
          </Button>
        </Inline>
      </Stack>
    </Container>
  );
}
