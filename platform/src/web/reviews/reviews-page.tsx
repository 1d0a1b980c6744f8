import { type Metadata } from 'next';
import { connection } from 'next/server';
import { Container, Heading, Stack, Text } from '@dealer/design-system';
import { requireSite } from '../frame/app-context';
import { ReviewsSection } from './ReviewsSection';

// app/[site]/reviews/page.tsx of every template app: the review texts (spec §3 Review; §9 the
// site's minimum rating, the 12 newest), linked from the home page's review summary.

type Params = Promise<{ site: string }>;

export const REVIEWS_PAGE_TITLE = 'Customer Reviews';

export function reviewsPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const site = await requireSite((await params).site);
      return {
        title: REVIEWS_PAGE_TITLE,
        description: `What customers say about ${site.name}.`,
      };
    },
    Page: async function ReviewsPage({ params }: { params: Params }) {
      // rendered per request, so the page's scripts carry the request's CSP nonce
      await connection();
      const site = await requireSite((await params).site);
      const section = await ReviewsSection({
        site,
        heading: `What our customers say about ${site.name}`,
      });
      return (
        <Container>
          <Stack space="large">
            <Heading level={1}>{REVIEWS_PAGE_TITLE}</Heading>
            {section ?? <Text>There are no reviews yet.</Text>}
          </Stack>
        </Container>
      );
    },
  };
}
