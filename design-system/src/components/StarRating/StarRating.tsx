import { assignInlineVars } from '@vanilla-extract/dynamic';
import { StarIcon } from '../../icons';
import { ratingLabel, ratingSummary, starFills } from './stars';
import * as styles from './StarRating.css';

export const starRatingSizes = ['small', 'standard', 'large'] as const;
const starSize = { small: 14, standard: 18, large: 24 } as const;

export interface StarRatingProps {
  /** 0 to 5 */
  rating: number;
  /** number of reviews: shows '4.4 (266 reviews)' */
  count?: number | null;
  /** show the number beside the stars (default true) */
  showSummary?: boolean;
  size?: (typeof starRatingSizes)[number];
}

/** Up to five stars with partial fills (spec §9), and the rating with its review count. */
export function StarRating({
  rating,
  count,
  showSummary = true,
  size = 'standard',
}: StarRatingProps) {
  const px = starSize[size];
  return (
    <span className={`${styles.root} ${styles.size[size]}`} data-slot="star-rating">
      <span role="img" aria-label={ratingLabel(rating)} className={styles.stars}>
        {starFills(rating).map((fill, index) => (
          <span key={index} className={styles.star} data-fill={fill}>
            <StarIcon size={px} className={styles.empty} />
            <span
              className={styles.filled}
              style={assignInlineVars({ [styles.fill]: `${fill * 100}%` })}
            >
              <StarIcon size={px} />
            </span>
          </span>
        ))}
      </span>
      {showSummary ? <span className={styles.summary}>{ratingSummary(rating, count)}</span> : null}
    </span>
  );
}
