import { CheckIcon } from '../../icons';
import { Link } from '../Link/Link';
import * as styles from './GuaranteeStrip.css';

export interface GuaranteeItem {
  /** e.g. '48HR MONEY BACK GUARANTEE' */
  label: string;
  /** a page that explains it */
  href?: string | null;
}

export interface GuaranteeStripProps {
  items: readonly GuaranteeItem[];
  /** the accessible name of the list */
  label?: string;
}

/** The dealer's promises in a band (used-car pages, contact pages): a tick and a short label each. */
export function GuaranteeStrip({ items, label = 'Our promise to you' }: GuaranteeStripProps) {
  if (items.length === 0) return null;
  return (
    <div className={styles.strip} data-slot="guarantee-strip">
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => (
          <li key={item.label} className={styles.item}>
            <span className={styles.icon} aria-hidden="true">
              <CheckIcon size={16} />
            </span>
            {item.href ? (
              <Link href={item.href} className={styles.link}>
                {item.label}
              </Link>
            ) : (
              <span>{item.label}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
