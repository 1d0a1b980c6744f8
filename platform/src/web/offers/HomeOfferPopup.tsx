import { type Site } from '@dealer/site-config';
import { popupOffer } from '../../domain/offers';
import { dayIn } from '../../domain/promo-cards';
import { appRuntime } from '../../runtime';
import { OfferPopup, type OfferPopupProps } from './client/OfferPopup';
import { offerPopupProps } from './offer-views';

/**
 * spec §4 the site's popup offer, as the home page shows it: the first offer the site lists that
 * asks to be the popup, when the site shows one (site.offers.popup); null otherwise.
 */
export async function offerPopupFor(site: Site, now = new Date()): Promise<OfferPopupProps | null> {
  const { content } = await appRuntime().store();
  const timeZone = await content.siteTimeZone(site);
  const offer = popupOffer(await content.listOffers(site, now), site, dayIn(timeZone, now));
  return offer ? offerPopupProps(offer, site, timeZone) : null;
}

/** The home page's offer popup (renders in the browser only, once mounted), or nothing. */
export async function HomeOfferPopup({ site }: { site: Site }) {
  const props = await offerPopupFor(site);
  if (!props) return null;
  return <OfferPopup {...props} />;
}
