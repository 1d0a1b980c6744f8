import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { type Site } from '@dealer/site-config';
import { type Offer, offerIdOf, offerRouteOutcome } from '../../domain/offers';
import { dayIn } from '../../domain/promo-cards';
import { appRuntime } from '../../runtime';
import { decodePathSegment } from '../../domain/path-segment';

/** The path segments of /offers/{id} and /offers/{manufacturer}/{id}, as the route has them. */
export interface OfferRouteParams {
  id: string;
  manufacturer?: string;
}

/**
 * The offer an /offers/… request shows (spec §2), once for the page and its metadata: an unknown
 * id, another site's offer, one excluded from the site (spec §5) or past its last day, and a
 * manufacturer part the offer's address does not have are a 404; the offer asked for without
 * the manufacturer part its address has is sent there.
 */
export const loadOfferForRoute = cache(
  async (site: Site, id: string, manufacturer: string | null): Promise<Offer> => {
    const offerId = offerIdOf(id);
    const part = manufacturer === null ? null : decodePathSegment(manufacturer);
    if (offerId === null || part === '' || (manufacturer !== null && part === null)) notFound();
    const { content } = await appRuntime().store();
    const now = new Date();
    const offer = await content.getOffer(site, offerId, now);
    const today = dayIn(await content.siteTimeZone(site), now);
    const outcome = offerRouteOutcome(offer, site, { manufacturer: part }, today);
    if (outcome.kind === 'redirect') permanentRedirect(outcome.path);
    if (outcome.kind === 'not-found' || !offer) notFound();
    return offer;
  },
);
