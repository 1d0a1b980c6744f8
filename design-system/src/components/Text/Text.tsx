import { type ReactNode } from 'react';
import * as styles from './Text.css';

export const textTones = [
  'neutral',
  'muted',
  'critical',
  'positive',
  'caution',
  'brandAccent',
  'inherit',
] as const;
export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;

export interface TextProps {
  children: ReactNode;
  tone?: (typeof textTones)[number];
  size?: (typeof textSizes)[number];
  weight?: (typeof textWeights)[number];
  align?: 'left' | 'center' | 'right';
  as?: 'p' | 'span' | 'div' | 'strong' | 'dd' | 'dt';
  id?: string;
  'data-testid'?: string;
}

/** Body text in the theme's type scale. */
export function Text({
  children,
  tone = 'neutral',
  size = 'standard',
  weight = 'regular',
  align,
  as: Component = 'p',
  id,
  'data-testid': testId,
}: TextProps) {
  const className = [
    styles.root,
    styles.tone[tone],
    styles.size[size],
    styles.weight[weight],
    align ? styles.align[align] : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Component className={className} id={id} data-testid={testId}>
      {children}
    </Component>
  );
}
