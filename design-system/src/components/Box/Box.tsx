import { type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../../css/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'className'> & {
    as?: ElementType;
    className?: string;
    children?: ReactNode;
  };

const sprinkleKeys = new Set<string>(sprinkles.properties);

/** The one component with atom props; every other component has closed, explicit props. */
export function Box({ as: Component = 'div', className, children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else rest[key] = value;
  }
  const atomClass = sprinkles(atoms as Sprinkles);
  return (
    <Component className={[atomClass, className].filter(Boolean).join(' ') || undefined} {...rest}>
      {children}
    </Component>
  );
}
