import { StarRating } from '../StarRating/StarRating';
import { formatRating } from '../StarRating/stars';
import * as styles from './ReviewSummary.css';
import { formatNumber } from '../Price/number-format';

export interface ReviewSummaryProps {
  /** the average rating, 0 to 5 */
  average: number;
  count: number;
  /** where the reviews come from, e.g. 'Google' */
  source?: string | null;
}

/** The average rating with one decimal, its stars and the number of reviews (spec §9). */
export function ReviewSummary({ average, count, source }: ReviewSummaryProps) {
  return (
    <div className={styles.root} data-slot="review-summary">
      <p className={styles.average}>{formatRating(average)}</p>
      <div className={styles.detail}>
        <StarRating rating={average} showSummary={false} size="large" />
        <p className={styles.count}>
          {formatNumber(count)} {count === 1 ? 'review' : 'reviews'}
          {source ? ` on ${source}` : null}
        </p>
      </div>
    </div>
  );
}
