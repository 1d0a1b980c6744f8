import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

export interface SkeletonProps {
  shape?: (typeof skeletonShapes)[number];
  /** a CSS length or pixels; text defaults to the full width */
  width?: string | number;
  /** a CSS length or pixels; text defaults to one line */
  height?: string | number;
  /** for text: the number of lines (the last one shorter) */
  lines?: number;
}

const length = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder with the size of the content that is loading, so nothing shifts when it
 * arrives. Hidden from assistive technology: the loading region says it is busy.
 */
export function Skeleton({ shape = 'rect', width, height, lines = 1 }: SkeletonProps) {
  const defaults = {
    text: ['100%', '1em'],
    rect: ['100%', '8rem'],
    circle: ['3rem', '3rem'],
  } as const;
  const [w, h] = defaults[shape];
  const block = (key: number, lineWidth?: string) => (
    <span
      key={key}
      aria-hidden="true"
      data-slot="skeleton"
      className={`${styles.root} ${styles.shape[shape]}`}
      style={assignInlineVars({
        [styles.width]: lineWidth ?? length(width ?? w),
        [styles.height]: length(height ?? (shape === 'circle' ? (width ?? h) : h)),
      })}
    />
  );
  if (shape !== 'text' || lines <= 1) return block(0);
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => block(i, i === lines - 1 ? '60%' : undefined))}
    </span>
  );
}
