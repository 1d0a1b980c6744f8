'use client';

import { type MouseEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { Link } from '../Link/Link';
import { paginationItems } from './pages';
import * as styles from './Pagination.css';

export interface PaginationProps {
  current: number;
  total: number;
  hrefForPage: (page: number) => string;
  /** client navigation (e.g. a search refine); the links still work without it */
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  label?: string;
}

/** Page links with previous/next, the current page marked with aria-current. */
export function Pagination({
  current,
  total,
  hrefForPage,
  onNavigate,
  label = 'Pagination',
}: PaginationProps) {
  if (total <= 1) return null;
  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => onNavigate?.(page, event);
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {current > 1 ? (
          <li>
            <Link
              href={hrefForPage(current - 1)}
              className={styles.item}
              onClick={go(current - 1)}
              aria-label="Previous page"
            >
              <ChevronLeftIcon />
            </Link>
          </li>
        ) : null}
        {paginationItems(current, total).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefForPage(item)}
                className={styles.item}
                onClick={go(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link
              href={hrefForPage(current + 1)}
              className={styles.item}
              onClick={go(current + 1)}
              aria-label="Next page"
            >
              <ChevronRightIcon />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
