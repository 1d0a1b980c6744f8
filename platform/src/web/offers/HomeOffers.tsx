import { Button, Heading, OfferCard, OfferGrid, Stack } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { appRuntime } from '../../runtime';
import { OFFERS_TITLE, offerCardProps } from './offer-views';

/** How many offers the home page shows before 'View all offers'. */
export const HOME_OFFERS_SHOWN = 3;

/** The home page's offers block: the first offers the site shows, and the way to them all. */
export async function HomeOffers({ site }: { site: Site }) {
  const { content } = await appRuntime().store();
  const offers = await content.listOffers(site);
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="home-offers">
      <Stack space="medium">
        <Heading level={2} id="home-offers">
          {OFFERS_TITLE}
        </Heading>
        <OfferGrid aria-label={OFFERS_TITLE}>
          {offers.slice(0, HOME_OFFERS_SHOWN).map((offer) => (
            <OfferCard key={offer.id} {...offerCardProps(offer, site)} headingLevel={3} />
          ))}
        </OfferGrid>
        <div>
          <Button href="/special-offers" variant="soft">
            View all offers
          </Button>
        </div>
      </Stack>
    </section>
  );
}
