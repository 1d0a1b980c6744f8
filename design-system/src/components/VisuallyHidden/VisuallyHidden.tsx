import { type ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

/** Text for screen readers only. */
export function VisuallyHidden({
  children,
  as: Component = 'span',
}: {
  children: ReactNode;
  as?: 'span' | 'div' | 'h2';
}) {
  return <Component className={styles.root}>{children}</Component>;
}
