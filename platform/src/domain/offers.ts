import { z } from 'zod';
import { type Site } from '@dealer/site-config';
import { legacySlugForms, slugOf } from './slug';

// spec §3 Offer and the rules around it: which offers a site shows (§5 excluded_website_ids),
// the address of an offer (§2 /offers/{id} or /offers/{manufacturer}/{id}), finance offers
// expanded on some sites (§4) and the home page's offer popup (§4). The offer's HTML is made safe
// in offer-html.ts (server only); the text truncation is the OfferCard's (design-system truncate).

export const offerModelSchema = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  /** the model page's own address, when it is not /{model slug} */
  overrideUrl: z.string().nullable(),
  /** the model's picture (spec §3 Model image url), where the site's range has the model */
  imageUrl: z.string().nullable().optional(),
});

export const offerSchema = z.object({
  id: z.number().int().positive(),
  /** the dealership the offer belongs to: a site sees the offers of its dealerships */
  dealershipId: z.number().int().positive(),
  name: z.string().trim().min(1),
  /** the dealer's HTML, as entered: shown only through sanitizeOfferHtml */
  description: z.string(),
  disclaimer: z.string().nullable(),
  /** e.g. 'Finance offer' */
  category: z.string().nullable(),
  /** spec §9 offer images are 375×250 */
  imageUrl: z.string().nullable(),
  model: offerModelSchema.nullable(),
  manufacturer: z.string().nullable(),
  /** spec §5: the sites that must not show this offer */
  excludedWebsiteIds: z.array(z.number().int()),
  /** the offer asks to be the home page's popup (spec §4) */
  popup: z.boolean(),
  /** the last day of the offer (YYYY-MM-DD, in the site's day), or null when open-ended */
  expiresOn: z.iso.date().nullable(),
  /** the dealer's order on the offers page (lower first) */
  position: z.number().int(),
});

export type Offer = z.infer<typeof offerSchema>;
export type OfferModel = z.infer<typeof offerModelSchema>;

/**
 * spec §3 Offer image_or_model_image.url: the offer's own picture, else its model's picture;
 * null when it has neither.
 */
export function offerImageOrModelImage(
  offer: Pick<Offer, 'imageUrl' | 'model'>,
): { url: string } | null {
  const url = offer.imageUrl || offer.model?.imageUrl || null;
  return url ? { url } : null;
}

/**
 * The picture of an offer's model: the model of that slug in the range of the offer's
 * manufacturer (the site's own where the offer names none); null when the range has no such
 * model or it has no picture.
 */
export function offerModelImageUrl(
  offer: Pick<Offer, 'model' | 'manufacturer'>,
  models: readonly { manufacturer: string; slug: string; imageUrl: string | null }[],
  siteManufacturer: string | null,
): string | null {
  const maker = (offer.manufacturer ?? siteManufacturer)?.toLowerCase();
  if (!offer.model || !maker) return null;
  const model = models.find(
    (m) => m.slug === offer.model!.slug && m.manufacturer.toLowerCase() === maker,
  );
  return model?.imageUrl ?? null;
}

type OfferSite = Pick<Site, 'id' | 'manufacturer'> & OfferShownSite;

/** A site as the offer rules see it: its id, and the offers it shows despite their exclusion. */
type OfferShownSite = Pick<Site, 'id'> & {
  offers?: Pick<Site['offers'], 'exclusionExceptions'>;
};

/**
 * spec §5: an offer whose excluded_website_ids include the site is hidden on it, except an offer
 * on the site's exception list (offers.exclusionExceptions).
 */
export function isOfferShownOnSite(
  offer: Pick<Offer, 'id' | 'excludedWebsiteIds'>,
  site: OfferShownSite,
): boolean {
  return (
    !offer.excludedWebsiteIds.includes(site.id) ||
    (site.offers?.exclusionExceptions.includes(offer.id) ?? false)
  );
}

/** An offer is current up to and including its last day (`today` is the site's day). */
export function isOfferCurrent(offer: Pick<Offer, 'expiresOn'>, today: string): boolean {
  return offer.expiresOn === null || today <= offer.expiresOn;
}

/** The offers a site lists: shown on the site and current, in the dealer's order. */
export function offersForSite<T extends Offer>(
  offers: readonly T[],
  site: OfferShownSite,
  today: string,
): T[] {
  return offers
    .filter((offer) => isOfferShownOnSite(offer, site) && isOfferCurrent(offer, today))
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * spec §2 the address of an offer: /offers/{id}, or /offers/{manufacturer slug}/{id} on a site
 * that has no manufacturer of its own (an offer with no manufacturer has no such part).
 */
export function offerPath(offer: Pick<Offer, 'id' | 'manufacturer'>, site: OfferSite): string {
  const slug = offer.manufacturer ? slugOf(offer.manufacturer) : '';
  return site.manufacturer === null && slug ? `/offers/${slug}/${offer.id}` : `/offers/${offer.id}`;
}

/** The offer id of an /offers/… path segment: a positive whole number, or null. */
export function offerIdOf(segment: string): number | null {
  if (!/^\d{1,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

/**
 * What an /offers/{id} or /offers/{manufacturer}/{id} request gets: the offer, a redirect to its
 * own address (the offer asked for without the manufacturer part its address has, or by an old
 * form of that part), or not found (unknown, hidden on the site, past its last day, another
 * manufacturer, or a manufacturer part the address does not have).
 */
export function offerRouteOutcome(
  offer: Offer | null,
  site: OfferSite,
  request: { manufacturer: string | null },
  today: string,
): { kind: 'show' } | { kind: 'redirect'; path: string } | { kind: 'not-found' } {
  if (!offer || !isOfferShownOnSite(offer, site) || !isOfferCurrent(offer, today)) {
    return { kind: 'not-found' };
  }
  const path = offerPath(offer, site);
  const requested =
    request.manufacturer === null
      ? `/offers/${offer.id}`
      : `/offers/${request.manufacturer.toLowerCase()}/${offer.id}`;
  if (requested === path) return { kind: 'show' };
  if (request.manufacturer === null) return { kind: 'redirect', path };
  // an old form of the manufacturer's slug ('citroe-n' for Citroën) is sent to its address now
  const oldForm =
    offer.manufacturer !== null &&
    path !== `/offers/${offer.id}` &&
    legacySlugForms(offer.manufacturer).includes(request.manufacturer.toLowerCase());
  return oldForm ? { kind: 'redirect', path } : { kind: 'not-found' };
}

/** A finance offer by its category ('Finance offer', 'Finance', 'Low rate finance'...). */
export function isFinanceOffer(offer: Pick<Offer, 'category'>): boolean {
  return /\bfinance\b/i.test(offer.category ?? '');
}

/** spec §4: finance offers show their whole description and disclaimer on some sites. */
export function isOfferExpandedByDefault(
  offer: Pick<Offer, 'category'>,
  site: Pick<Site, 'offers'>,
): boolean {
  return site.offers.financeExpanded && isFinanceOffer(offer);
}

/** The link from an offer to its model's page: the model's own address, or /{model slug}. */
export function offerModelPath(offer: Pick<Offer, 'model'>): string | null {
  if (!offer.model) return null;
  return offer.model.overrideUrl ?? `/${offer.model.slug}`;
}

/**
 * spec §4 the home page's popup: the first offer the site lists that asks to be the popup,
 * when the site shows a popup at all; null otherwise.
 */
export function popupOffer<T extends Offer>(
  offers: readonly T[],
  site: Pick<Site, 'id' | 'offers'>,
  today: string,
): T | null {
  if (!site.offers.popup) return null;
  return offersForSite(offers, site, today).find((offer) => offer.popup) ?? null;
}

export { isPopupVisible, offerPopupSessionKey, type PopupVisibility } from './offer-popup';
