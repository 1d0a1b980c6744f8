import {
  offerDescriptionPreview,
  type OfferCardProps,
  type OfferDetailProps,
} from '@dealer/design-system';
import { type Site } from '@dealer/site-config';
import { offerHtmlText, sanitizeOfferHtml } from '../../domain/offer-html';
import {
  isOfferExpandedByDefault,
  type Offer,
  offerImageOrModelImage,
  offerPath,
} from '../../domain/offers';
import { type OfferPopupProps } from './client/OfferPopup';

// On the server: what the offer pages, the single offer view and the home page's popup show of
// an offer. Its HTML is made safe here and never reaches a page otherwise.

/** spec §9 offer images are 375×250. */
export const OFFER_IMAGE_SIZE = { width: 375, height: 250 } as const;

export const SPECIAL_OFFERS_PATH = '/special-offers';
/** The single offer view's enquiry: the site's contact form. */
export const OFFER_ENQUIRY_PATH = '/contact-us';

export const OFFERS_TITLE = 'Special Offers';
export const OFFERS_EMPTY_MESSAGE =
  'There are no special offers at the moment. Please check back soon.';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Offer ends 31 December 2026' for a last day of 2026-12-31, or null. */
export function offerExpiryText(expiresOn: string | null): string | null {
  const match = expiresOn ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(expiresOn) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  return `Offer ends ${Number(day)} ${months[Number(month) - 1]} ${year}`;
}

/** The offer's picture (spec §3 image_or_model_image: its own, else its model's), 375×250. */
function offerImage(offer: Offer) {
  const image = offerImageOrModelImage(offer);
  return image ? { src: image.url, alt: offer.name, ...OFFER_IMAGE_SIZE } : null;
}

/**
 * An offer's card on /special-offers (spec §2, §4): its description's text for the preview and
 * its safe HTML once expanded, the disclaimer, a link to its page, and finance offers expanded
 * where the site says. The cards' titles are the page's level 2 headings.
 */
export function offerCardProps(offer: Offer, site: Site): OfferCardProps {
  const text = offerHtmlText(offer.description);
  return {
    title: offer.name,
    image: offerImage(offer),
    category: offer.category,
    description: text || null,
    descriptionHtml: text ? sanitizeOfferHtml(offer.description, { headingLevel: 3 }) : null,
    disclaimer: offer.disclaimer?.trim() || null,
    action: { label: 'View Offer', href: offerPath(offer, site) },
    expandedByDefault: isOfferExpandedByDefault(offer, site),
    headingLevel: 2,
  };
}

/** The single offer view (spec §2 /offers/…): the whole offer and the enquiry. */
export function offerDetailProps(offer: Offer): OfferDetailProps {
  const text = offerHtmlText(offer.description);
  return {
    title: offer.name,
    image: offerImage(offer),
    category: offer.category,
    descriptionHtml: text ? sanitizeOfferHtml(offer.description, { headingLevel: 2 }) : null,
    disclaimer: offer.disclaimer?.trim() || null,
    expiry: offerExpiryText(offer.expiresOn),
    actions: [
      { label: 'Enquire Now', href: OFFER_ENQUIRY_PATH },
      { label: 'View All Offers', href: SPECIAL_OFFERS_PATH },
    ],
    headingLevel: 1,
  };
}

/** What a page says of an offer to search engines and link previews: its text, about 160. */
export function offerMetaDescription(offer: Offer): string {
  const text = offerHtmlText(offer.description).replace(/\s*\n\s*/g, ' ');
  return offerDescriptionPreview(text) ?? text;
}

/**
 * The home page's popup of an offer (spec §4): its picture, title, the description's text (the
 * preview when long) and a link to its page; it stops on its last day, counted in the site's day.
 */
export function offerPopupProps(offer: Offer, site: Site, timeZone: string): OfferPopupProps {
  const text = offerHtmlText(offer.description).replace(/\s*\n\s*/g, ' ');
  return {
    offerId: offer.id,
    title: offer.name,
    description: (text && (offerDescriptionPreview(text) ?? text)) || null,
    image: offerImage(offer),
    href: offerPath(offer, site),
    actionLabel: 'View Offer',
    expiresOn: offer.expiresOn,
    timeZone,
  };
}
