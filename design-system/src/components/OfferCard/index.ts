export { OfferCard, type OfferCardProps } from './OfferCard';
export { OfferGrid, type OfferGridProps } from './OfferGrid';
export { OfferDetail, type OfferDetailAction, type OfferDetailProps } from './OfferDetail';
export {
  OFFER_DESCRIPTION_COLLAPSE_OVER,
  OFFER_DESCRIPTION_PREVIEW_LENGTH,
  OFFER_DISCLAIMER_PREVIEW_LENGTH,
  offerDescriptionPreview,
  offerDisclaimerPreview,
  shortenText,
} from './truncate';
