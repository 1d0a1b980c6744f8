import { ChevronRightIcon } from '../../icons';
import { Link } from '../Link/Link';
import * as styles from './Breadcrumbs.css';

// Where a page sits: Home › Used Cars › Toyota › 2023 Toyota RAV4 GX. A server component; the
// links go through the app's Link.

export interface BreadcrumbItem {
  label: string;
  /** left out for a step that is not a page of its own */
  href?: string;
}

export interface BreadcrumbsProps {
  /** from the home page to the current page, which is the last item */
  items: readonly BreadcrumbItem[];
  /** names the navigation landmark */
  label?: string;
}

export function Breadcrumbs({ items, label = 'Breadcrumb' }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  const last = items.length - 1;
  return (
    <nav aria-label={label} data-slot="breadcrumbs" className={styles.root}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {index === last ? (
              <span aria-current="page" className={styles.current}>
                {item.label}
              </span>
            ) : item.href ? (
              <Link href={item.href} className={styles.link}>
                {item.label}
              </Link>
            ) : (
              <span className={styles.step}>{item.label}</span>
            )}
            {index === last ? null : <ChevronRightIcon size={14} className={styles.separator} />}
          </li>
        ))}
      </ol>
    </nav>
  );
}
