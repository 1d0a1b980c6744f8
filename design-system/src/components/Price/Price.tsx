import { formatAud } from './format';
import * as styles from './Price.css';

export interface PriceProps {
  amount: number | null;
  /** Shown when there is no amount to show (e.g. 'Enquire for price.'). */
  noPriceText?: string;
}

/** An amount in AUD, or the site's no-price text. */
export function Price({ amount, noPriceText = 'Enquire for price.' }: PriceProps) {
  if (amount === null || amount <= 0) return <span className={styles.noPrice}>{noPriceText}</span>;
  return <span className={styles.amount}>{formatAud(amount)}</span>;
}
