export { StarRating, starRatingSizes, type StarRatingProps } from './StarRating';
export {
  formatRating,
  MAX_STARS,
  PARTIAL_STAR_ABOVE,
  ratingLabel,
  ratingSummary,
  starFills,
} from './stars';
