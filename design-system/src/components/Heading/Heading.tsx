import { type ReactNode } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;

export interface HeadingProps {
  level: (typeof headingLevels)[number];
  id?: string;
  children: ReactNode;
}

/** A heading: the level sets both the element (h1-h4) and its size. */
export function Heading({ level, id, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={`${styles.root} ${styles.level[level]}`}>
      {children}
    </Tag>
  );
}
