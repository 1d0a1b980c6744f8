import { Breadcrumbs, Container, OfferDetail, Stack } from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { loadOfferForRoute } from './load-offer';
import { OFFERS_TITLE, offerDetailProps, SPECIAL_OFFERS_PATH } from './offer-views';

/**
 * spec §2 /offers/{id} and /offers/{manufacturer}/{id}: one offer in full, its description made
 * safe, its whole disclaimer, and an enquiry.
 */
export async function OfferPage({
  site,
  id,
  manufacturer = null,
}: {
  site: Site;
  id: string;
  manufacturer?: string | null;
}) {
  const offer = await loadOfferForRoute(site, id, manufacturer);
  return (
    <Container>
      <Stack space="large">
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: OFFERS_TITLE, href: SPECIAL_OFFERS_PATH },
            { label: offer.name },
          ]}
        />
        <OfferDetail {...offerDetailProps(offer)} />
      </Stack>
    </Container>
  );
}
