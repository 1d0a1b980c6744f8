import { type ReactNode } from 'react';
import * as styles from './SearchLayout.css';

export interface SearchLayoutProps {
  filters: ReactNode;
  toolbar: ReactNode;
  children: ReactNode;
  /** a label for the filters region, e.g. 'Filter cars' */
  filtersLabel: string;
  /**
   * the phone's way to the filters (a FilterDrawer): with it, a phone shows the results first
   * and the filters column only on wide screens; without it the filters stack above the results
   */
  filterButton?: ReactNode;
}

/** The search page: a filters column beside the results; on a phone, results first. */
export function SearchLayout({
  filters,
  toolbar,
  children,
  filtersLabel,
  filterButton,
}: SearchLayoutProps) {
  return (
    <div className={styles.layout}>
      <aside
        className={`${styles.filters} ${filterButton ? styles.filtersBesideOnly : ''}`}
        aria-label={filtersLabel}
      >
        {filters}
      </aside>
      <section className={styles.results} aria-label="Search results">
        <div className={styles.toolbar}>
          {filterButton}
          {toolbar}
        </div>
        {children}
      </section>
    </div>
  );
}

/** The grid of result cards; `busy` dims it while new results load. */
export function ResultsGrid({
  children,
  busy = false,
  label,
}: {
  children: ReactNode;
  busy?: boolean;
  label: string;
}) {
  return (
    <ul
      className={`${styles.grid} ${busy ? styles.busy : ''}`}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {children}
    </ul>
  );
}
