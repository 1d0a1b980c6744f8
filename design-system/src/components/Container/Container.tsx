import { type ReactNode } from 'react';
import * as styles from './Container.css';

export const containerWidths = ['medium', 'large'] as const;

/** Centres content at a readable width with the page gutters. */
export function Container({
  width = 'large',
  children,
}: {
  width?: (typeof containerWidths)[number];
  children: ReactNode;
}) {
  return <div className={`${styles.root} ${styles.width[width]}`}>{children}</div>;
}
