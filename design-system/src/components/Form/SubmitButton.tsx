'use client';

import { type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button, type buttonSizes, type buttonVariants } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';

export interface SubmitButtonProps {
  children: ReactNode;
  /** what the spinner says to screen readers while the form submits */
  submittingLabel?: string;
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
}

/**
 * The submit button of the nearest Form: it shows a spinner and is disabled while the form
 * submits, so an enquiry cannot be sent twice.
 */
export function SubmitButton({
  children,
  submittingLabel = 'Submitting',
  variant,
  size,
  fullWidth,
  disabled = false,
  icon,
}: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      disabled={disabled || isSubmitting}
      aria-busy={isSubmitting || undefined}
      icon={isSubmitting ? <Spinner label={submittingLabel} size="small" tone="inherit" /> : icon}
      data-slot="submit-button"
    >
      {children}
    </Button>
  );
}
