import { type ReactNode } from 'react';
import { type Space } from '../../css/sprinkles.css';
import * as styles from './Columns.css';

export const columnWidths = ['content', '1/3', '1/2', '2/3', '1/4', '3/4'] as const;
export const columnsCollapseBelow = ['tablet', 'desktop'] as const;

export interface ColumnsProps {
  space: Space;
  /** Below this breakpoint the columns stack. */
  collapseBelow?: (typeof columnsCollapseBelow)[number];
  children: ReactNode;
}

/** Columns side by side from a breakpoint up; stacked below it. */
export function Columns({ space, collapseBelow = 'tablet', children }: ColumnsProps) {
  return (
    <div
      className={[styles.root, styles.space[space], styles.collapseBelow[collapseBelow]].join(' ')}
    >
      {children}
    </div>
  );
}

export function Column({
  width,
  children,
}: {
  width?: (typeof columnWidths)[number];
  children: ReactNode;
}) {
  return (
    <div className={[styles.column, width ? styles.width[width] : ''].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
