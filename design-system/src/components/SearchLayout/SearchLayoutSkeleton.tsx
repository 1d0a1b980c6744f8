import { Skeleton } from '../Skeleton/Skeleton';
import { LoadingStatus } from '../private/LoadingStatus';
import { cardBody, cardFrame } from '../private/card.css';
import * as styles from './SearchLayout.css';

export interface SearchLayoutSkeletonProps {
  /** how many result cards the placeholder shows */
  cards?: number;
  /** the status read out while the results load */
  label?: string;
}

/** A result card while it loads: the card's picture (4:3), its name, price and button. */
function CardSkeleton() {
  return (
    <li className={cardFrame}>
      <div className={styles.skeletonMedia}>
        <Skeleton shape="rect" height="100%" />
      </div>
      <div className={cardBody}>
        <Skeleton shape="text" width="80%" height="1.4em" />
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="text" width="40%" height="1.6em" />
        <Skeleton shape="rect" height={44} />
      </div>
    </li>
  );
}

/**
 * The search page's shape while its results load: the filters column (from a desktop), the
 * toolbar, the count of results and a grid of result cards, in the SearchLayout's own grid so nothing moves when the
 * results arrive. It is busy and says so; its shapes are hidden from assistive technology.
 */
export function SearchLayoutSkeleton({ cards = 6, label = 'Loading…' }: SearchLayoutSkeletonProps) {
  return (
    <div
      className={`${styles.layout} ${styles.skeleton}`}
      aria-busy="true"
      data-slot="search-layout-skeleton"
    >
      <LoadingStatus label={label} />
      <div className={`${styles.filters} ${styles.filtersBesideOnly}`} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((group) => (
          <div key={group} className={styles.drawerFilters}>
            <Skeleton shape="text" width="50%" height="1.25em" />
            <Skeleton shape="text" lines={3} />
          </div>
        ))}
      </div>
      <div className={styles.results} aria-hidden="true">
        <div className={styles.toolbar}>
          <span className={styles.filterButton}>
            <Skeleton shape="rect" width="6rem" height={44} />
          </span>
          <Skeleton shape="rect" width="min(100%, 24rem)" height={44} />
          <Skeleton shape="rect" width="12rem" height={44} />
        </div>
        <div className={styles.skeletonResults}>
          <Skeleton shape="text" width="9rem" height="1.5em" />
          <ul className={styles.grid}>
            {Array.from({ length: cards }, (_, card) => (
              <CardSkeleton key={card} />
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
