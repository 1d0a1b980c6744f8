'use client';

import { type MouseEvent, type ReactNode } from 'react';
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
  /**
   * where the first result is (e.g. '#search-results'): a 'Skip to results' link, the first
   * thing a keyboard reaches, goes past the filters and the toolbar to it
   */
  resultsHref?: string;
}

/** The search page: a filters column beside the results; on a phone, results first. */
export function SearchLayout({
  filters,
  toolbar,
  children,
  filtersLabel,
  filterButton,
  resultsHref,
}: SearchLayoutProps) {
  return (
    <div className={styles.layout}>
      {resultsHref ? (
        <a href={resultsHref} className={styles.skipLink} onClick={skipTo}>
          Skip to results
        </a>
      ) : null}
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

/**
 * Moves the focus to the results (the next Tab reaches the first one) and scrolls to them,
 * without writing the link's #fragment into the address.
 */
function skipTo(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView({ block: 'start' });
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
