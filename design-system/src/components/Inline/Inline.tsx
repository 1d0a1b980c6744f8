import { type ElementType, type ReactNode } from 'react';
import { type Space } from '../../css/sprinkles.css';
import * as styles from './Inline.css';

export const inlineAligns = ['left', 'center', 'right', 'spaceBetween'] as const;
export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;

export interface InlineProps {
  space: Space;
  align?: (typeof inlineAligns)[number];
  alignY?: (typeof inlineAlignYs)[number];
  wrap?: boolean;
  as?: ElementType;
  children: ReactNode;
}

/** Children side by side, wrapping onto new lines when they run out of room. */
export function Inline({
  space,
  align = 'left',
  alignY = 'center',
  wrap = true,
  as: Component = 'div',
  children,
}: InlineProps) {
  const className = [
    styles.root,
    styles.space[space],
    styles.align[align],
    styles.alignY[alignY],
    wrap ? styles.wrap : '',
  ]
    .filter(Boolean)
    .join(' ');
  return <Component className={className}>{children}</Component>;
}
