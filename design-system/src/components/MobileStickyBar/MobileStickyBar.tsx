import { type ReactNode } from 'react';
import * as styles from './MobileStickyBar.css';

export interface MobileStickyBarProps {
  /** the buttons, side by side: Call Now and Enquire Now */
  children: ReactNode;
  /** the accessible name of the bar */
  label?: string;
}

/** Call and enquire buttons fixed to the foot of a phone's screen; hidden from a tablet up. */
export function MobileStickyBar({ children, label = 'Contact the dealer' }: MobileStickyBarProps) {
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.bar} aria-label={label} data-slot="mobile-sticky-bar">
        {children}
      </section>
    </>
  );
}
