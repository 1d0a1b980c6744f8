import { Children, type ReactNode } from 'react';
import * as styles from './ReviewGrid.css';

export interface ReviewGridProps {
  /** the review cards, one list item each */
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Review cards as a list, as many to a row as fit. */
export function ReviewGrid({ children, ...labelling }: ReviewGridProps) {
  return (
    <ul className={styles.grid} data-slot="review-grid" {...labelling}>
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : (
          <li className={styles.item}>{child}</li>
        ),
      )}
    </ul>
  );
}
