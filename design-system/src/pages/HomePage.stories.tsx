import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { CallToActionBand } from '../components/CallToActionBand/CallToActionBand';
import * as CallToActionStories from '../components/CallToActionBand/CallToActionBand.stories';
import { Container } from '../components/Container/Container';
import { FacetTiles } from '../components/FacetTiles/FacetTiles';
import * as FacetTilesStories from '../components/FacetTiles/FacetTiles.stories';
import { FeaturedStock } from '../components/FeaturedStock/FeaturedStock';
import * as FeaturedStockStories from '../components/FeaturedStock/FeaturedStock.stories';
import { GuaranteeStrip } from '../components/GuaranteeStrip/GuaranteeStrip';
import * as GuaranteeStories from '../components/GuaranteeStrip/GuaranteeStrip.stories';
import { Heading } from '../components/Heading/Heading';
import * as HeroSearchStories from '../components/HeroSearch/HeroSearch.stories';
import { Inline } from '../components/Inline/Inline';
import { LocationsCarousel } from '../components/LocationsCarousel/LocationsCarousel';
import * as LocationsCarouselStories from '../components/LocationsCarousel/LocationsCarousel.stories';
import { OfferCard } from '../components/OfferCard/OfferCard';
import { OfferGrid } from '../components/OfferCard/OfferGrid';
import * as OfferCardStories from '../components/OfferCard/OfferCard.stories';
import { ReviewCard } from '../components/ReviewCard/ReviewCard';
import { ReviewGrid } from '../components/ReviewCard/ReviewGrid';
import { ReviewSummary } from '../components/ReviewSummary/ReviewSummary';
import * as ReviewSummaryStories from '../components/ReviewSummary/ReviewSummary.stories';
import { Stack } from '../components/Stack/Stack';
import { Text } from '../components/Text/Text';
import { dealerName, desktop, phone, SitePage } from './SitePage';

// A dealer's home page as the platform's home blocks place it (spec §2): the hero with its quick
// search, the stock count, featured stock, body types, offers, locations, reviews, guarantees and
// calls to action, each part with its own story data.

const offer = OfferCardStories.default.args;

function HomePage() {
  return (
    <SitePage width="full">
      <Stack space="xlarge">
        {HeroSearchStories.default.render({
          ...HeroSearchStories.default.args,
          heading: dealerName,
          tagline: 'Genuine Toyota sales, service and parts in Perth’s east.',
        })}
        <Container>
          <Stack space="xlarge">
            <Inline space="medium" alignY="center">
              <Text size="large">272 cars in stock</Text>
              <Button href="/search" size="large" variant="soft">
                View All Stock
              </Button>
            </Inline>
            <FeaturedStock {...FeaturedStockStories.default.args} />
            <section aria-labelledby="home-body-types-heading">
              <Stack space="medium">
                <Heading level={2} id="home-body-types-heading">
                  Browse by body type
                </Heading>
                <FacetTiles {...FacetTilesStories.default.args} />
              </Stack>
            </section>
            <section aria-labelledby="home-offers-heading">
              <Stack space="medium">
                <Heading level={2} id="home-offers-heading">
                  Special Offers
                </Heading>
                <OfferGrid aria-labelledby="home-offers-heading">
                  <OfferCard {...offer} headingLevel={3} />
                  <OfferCard
                    title="$2,000 trade-in bonus"
                    category="Trade-in offer"
                    image={offer.image}
                    description="An extra $2,000 on your trade-in when you upgrade."
                    action={{ label: 'View Offer', href: '/offers/toyota/1235' }}
                    headingLevel={3}
                  />
                  <OfferCard
                    title="Three years of capped-price servicing"
                    image={offer.image}
                    description="Logbook servicing at a capped price for three years."
                    action={{ label: 'View Offer', href: '/offers/toyota/1236' }}
                    headingLevel={3}
                  />
                </OfferGrid>
              </Stack>
            </section>
            <LocationsCarousel {...LocationsCarouselStories.default.args} />
            <section aria-labelledby="home-reviews-heading">
              <Stack space="medium">
                <Heading level={2} id="home-reviews-heading">
                  What our customers say
                </Heading>
                <ReviewSummary {...ReviewSummaryStories.default.args} />
                <ReviewGrid aria-label="Customer reviews">
                  <ReviewCard
                    customerName="Olivia N."
                    rating={5}
                    text="Friendly team, and the car was ready when they said it would be."
                    dateInWords="a week ago"
                  />
                  <ReviewCard
                    customerName="Liam T."
                    rating={4}
                    text={null}
                    dateInWords="2 months ago"
                  />
                  <ReviewCard
                    customerName="Mia K."
                    rating={5}
                    text="Smooth from the test drive to the paperwork."
                    dateInWords="a year ago"
                  />
                </ReviewGrid>
              </Stack>
            </section>
          </Stack>
        </Container>
        <GuaranteeStrip {...GuaranteeStories.default.args} />
        <Container>
          <CallToActionBand {...CallToActionStories.default.args} />
        </Container>
      </Stack>
    </SitePage>
  );
}

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { bleed: true },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const showsTheHome: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: dealerName })).toBeVisible();
  const main = canvas.getByRole('main');
  for (const name of ['Just Arrived', 'Browse by body type', 'Special Offers', 'Our Locations']) {
    await expect(within(main).getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  await expect(within(main).getByRole('link', { name: 'View All Stock' })).toHaveAttribute(
    'href',
    '/search',
  );
  await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
};

/** The home page on a desktop: the menu in the header, five cars across. */
export const Desktop: Story = {
  globals: desktop,
  play: async (context) => {
    await showsTheHome(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

/** The home page on a phone: the same blocks in one column, the menu behind its button. */
export const Phone: Story = {
  globals: phone,
  play: async (context) => {
    await showsTheHome(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: /menu/i })).toBeVisible();
  },
};
