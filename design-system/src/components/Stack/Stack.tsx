import { type ElementType, type ReactNode } from 'react';
import { type Space } from '../../css/sprinkles.css';
import * as styles from './Stack.css';

export interface StackProps {
  space: Space;
  as?: ElementType;
  children: ReactNode;
}

/** Children one under another with even space between. */
export function Stack({ space, as: Component = 'div', children }: StackProps) {
  return <Component className={styles.space[space]}>{children}</Component>;
}
