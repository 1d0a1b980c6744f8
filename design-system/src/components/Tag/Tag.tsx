import { type ReactNode } from 'react';
import * as styles from './Tag.css';

export const tagTones = ['neutral', 'accent', 'positive', 'critical', 'caution', 'info'] as const;
export const tagSizes = ['small', 'standard'] as const;
export const tagEmphases = ['soft', 'solid'] as const;
export const tagShapes = ['rounded', 'pill'] as const;

export interface TagProps {
  children: ReactNode;
  tone?: (typeof tagTones)[number];
  size?: (typeof tagSizes)[number];
  /** soft: tinted background; solid: full colour (for labels over images) */
  emphasis?: (typeof tagEmphases)[number];
  shape?: (typeof tagShapes)[number];
  icon?: ReactNode;
  'data-testid'?: string;
}

/** A short label on a card or a row: 'Reserved', 'COMING SOON', 'JUST SOLD', 'New'. */
export function Tag({
  children,
  tone = 'neutral',
  size = 'standard',
  emphasis = 'soft',
  shape = 'rounded',
  icon,
  'data-testid': testId,
}: TagProps) {
  return (
    <span
      className={styles.tag({ tone, size, emphasis, shape })}
      data-slot="tag"
      data-tone={tone}
      data-testid={testId}
    >
      {icon}
      {children}
    </span>
  );
}

/** A strong, pill-shaped label (a count, a status over a picture): a solid Tag. */
export function Badge({ emphasis = 'solid', shape = 'pill', ...props }: TagProps) {
  return <Tag emphasis={emphasis} shape={shape} {...props} />;
}
