import { type MouseEventHandler, type ReactNode } from 'react';
import { Link } from '../Link/Link';
import * as styles from './Button.css';

export const buttonVariants = ['solid', 'soft', 'ghost', 'transparent', 'critical'] as const;
export const buttonTones = ['brandAccent', 'critical', 'neutral'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;

export interface ButtonProps {
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
  ...aria
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
      <Link href={href} className={className} onClick={onClick} {...aria}>
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
      {...aria}
    >
      {content}
    </button>
  );
}
