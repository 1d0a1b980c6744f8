import {
  Container,
  Heading,
  OfferCard,
  OfferGrid,
  PageBanner,
  Stack,
  Text,
} from '@dealer/design-system';
import { pageBannerOf } from '../../domain/page-banners';
import { type Site } from '@dealer/site-config';
import { appRuntime } from '../../runtime';
import { OFFERS_EMPTY_MESSAGE, OFFERS_TITLE, offerCardProps } from './offer-views';

/**
 * spec §2 /special-offers: the offers the site shows (spec §5), each a card whose description
 * collapses with 'View more' / 'View less' and whose disclaimer is cut with 'View full
 * disclaimer' / 'View less disclaimer' (spec §4), linking to the offer's own page.
 */
export async function OffersPage({ site }: { site: Site }) {
  const { content } = await appRuntime().store();
  const offers = await content.listOffers(site);
  return (
    <Container>
      <Stack space="large">
        <PageBanner image={pageBannerOf(site, 'offers')} priority />
        <Stack space="small">
          <Heading level={1}>{OFFERS_TITLE}</Heading>
          <Text tone="muted">The latest offers from {site.name}.</Text>
        </Stack>
        {offers.length > 0 ? (
          <OfferGrid aria-label={OFFERS_TITLE}>
            {offers.map((offer) => (
              <OfferCard key={offer.id} {...offerCardProps(offer, site)} />
            ))}
          </OfferGrid>
        ) : (
          <Text>{OFFERS_EMPTY_MESSAGE}</Text>
        )}
      </Stack>
    </Container>
  );
}
