import { Children, type ReactNode } from 'react';
import * as styles from './OfferGrid.css';

export interface OfferGridProps {
  /** the offer cards, one list item each */
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** The offer cards of a page as a list, as many to a row as fit. */
export function OfferGrid({ children, ...labelling }: OfferGridProps) {
  return (
    <ul className={styles.grid} data-slot="offer-grid" {...labelling}>
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : (
          <li className={styles.item}>{child}</li>
        ),
      )}
    </ul>
  );
}
