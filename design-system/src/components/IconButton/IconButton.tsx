import { type ComponentPropsWithRef, type ReactNode } from 'react';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['solid', 'soft', 'ghost', 'transparent'] as const;
export const iconButtonSizes = ['small', 'standard', 'large'] as const;
export const iconButtonShapes = ['round', 'square'] as const;

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label'
> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: (typeof iconButtonVariants)[number];
  size?: (typeof iconButtonSizes)[number];
  shape?: (typeof iconButtonShapes)[number];
}

/**
 * A button that shows only an icon (close, share, favourite, print). Other props reach the
 * button, so it works as a Radix `asChild` trigger.
 */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'standard',
  shape = 'round',
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={[styles.iconButton({ variant, size, shape }), className].filter(Boolean).join(' ')}
      data-slot="icon-button"
      {...props}
    >
      {icon}
    </button>
  );
}
