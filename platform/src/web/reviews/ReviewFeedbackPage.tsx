import { Button, Container, Heading, Inline, Stack, Text } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { CUSTOMER_FEEDBACK_PATH, reviewFeedbackNames, reviewUrlOf } from '../../domain/reviews';
import { appRuntime } from '../../runtime';
import { type PageQuery } from '../leads/lead-pages';

export const REVIEW_FEEDBACK_TITLE = 'How was your experience?';

/**
 * spec §2 review-feedback page: greets the customer (query first_name, default 'Valued
 * Customer') for the dealership (query dealership_name, default 'Our Dealership'); 'I had a
 * great experience' goes to the dealer's review page, 'I had a bad experience' to the customer
 * feedback survey.
 */
export async function ReviewFeedbackPage({ site, query = {} }: { site: Site; query?: PageQuery }) {
  const { firstName, dealershipName } = reviewFeedbackNames(query);
  const { stock } = await appRuntime().store();
  const reviewUrl = reviewUrlOf(site, await stock.listLocations(site));
  return (
    <Container width="medium">
      <Stack space="large">
        <Stack space="small">
          <Heading level={1}>{REVIEW_FEEDBACK_TITLE}</Heading>
          <Text>
            Hi {firstName}, thank you for choosing {dealershipName}. We would love to hear how we
            did.
          </Text>
        </Stack>
        <Inline space="medium">
          <Button href={reviewUrl}>I had a great experience</Button>
          <Button href={CUSTOMER_FEEDBACK_PATH} variant="soft">
            I had a bad experience
          </Button>
        </Inline>
      </Stack>
    </Container>
  );
}
