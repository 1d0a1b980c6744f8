import { type HTMLAttributes, type MouseEventHandler, type ReactNode, type Ref } from 'react';
import { Link } from '../Link/Link';
import * as styles from './Button.css';

export const buttonVariants = ['solid', 'soft', 'ghost', 'transparent', 'critical'] as const;
export const buttonTones = ['brandAccent', 'critical', 'neutral'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;

/**
 * Other attributes and handlers reach the element, so a Button can be the `asChild` child of a
 * Radix trigger (dialog, menu, popover, tooltip), which adds its own props and ref.
 */
type PassThroughProps = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'onClick' | 'color' | 'className' | 'style'
>;

export interface ButtonProps extends PassThroughProps {
  children: ReactNode;
  href?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  type?: 'button' | 'submit' | 'reset';
  variant?: (typeof buttonVariants)[number];
  /** The colour family; `variant` sets how strongly it is applied. */
  tone?: (typeof buttonTones)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  loading?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  id?: string;
  'aria-label'?: string;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'data-testid'?: string;
  /** a link's browsing context, e.g. '_blank' for a page of another site in a new tab */
  target?: '_blank' | '_self';
  rel?: string;
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

/** A call to action: a link when it has an href, else a button. */
export function Button({
  children,
  href,
  onClick,
  type = 'button',
  variant = 'solid',
  tone = 'brandAccent',
  size = 'standard',
  fullWidth,
  loading = false,
  disabled = false,
  icon,
  target,
  rel,
  ...rest
}: ButtonProps) {
  const className = styles.button({ variant, tone, size, fullWidth });
  const content = (
    <>
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      <span>{children}</span>
    </>
  );
  if (href && !disabled) {
    return (
      <Link href={href} className={className} onClick={onClick} target={target} rel={rel} {...rest}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type={type}
      className={className}
      onClick={onClick}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {content}
    </button>
  );
}
