'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { ChevronLeftIcon } from '../../icons';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './WizardStep.css';

export const wizardStepHeadingLevels = [2, 3] as const;
export const wizardContinueTypes = ['submit', 'button'] as const;

export interface WizardStepProps {
  title: string;
  /** a line under the title: what the step asks and why */
  description?: ReactNode;
  /** the step's fields */
  children: ReactNode;
  headingLevel?: (typeof wizardStepHeadingLevels)[number];
  /** goes back a step; without it there is no Back button (the first step) */
  onBack?: () => void;
  backLabel?: string;
  /** 'Continue' by default; e.g. 'Find My Vehicle' or 'Get My Valuation' */
  continueLabel?: string;
  /**
   * 'submit' (the default) submits the form the step sits in, so the form's schema checks the
   * step first; 'button' only calls onContinue
   */
  continueType?: (typeof wizardContinueTypes)[number];
  onContinue?: () => void;
  /**
   * while the next step is on its way (a registration lookup, a valuation): Continue shows a
   * spinner and neither button can be pressed
   */
  busy?: boolean;
  /** what the spinner says to screen readers while busy */
  busyLabel?: string;
  /** moves focus to the title when the step appears, so a screen reader announces it */
  focusTitleOnMount?: boolean;
}

/** A step of a wizard: its title, its fields, and Back and Continue buttons. */
export function WizardStep({
  title,
  description,
  children,
  headingLevel = 2,
  onBack,
  backLabel = 'Back',
  continueLabel = 'Continue',
  continueType = 'submit',
  onContinue,
  busy = false,
  busyLabel = 'Please wait',
  focusTitleOnMount = false,
}: WizardStepProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitleOnMount) titleRef.current?.focus();
  }, [focusTitleOnMount]);
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-slot="wizard-step"
    >
      <div className={styles.header}>
        <Heading id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>
        {onBack ? (
          <Button
            variant="transparent"
            tone="neutral"
            onClick={onBack}
            disabled={busy}
            icon={<ChevronLeftIcon />}
          >
            {backLabel}
          </Button>
        ) : null}
        <span className={styles.continueAction}>
          <Button
            type={continueType}
            onClick={onContinue}
            disabled={busy}
            aria-busy={busy || undefined}
            icon={busy ? <Spinner label={busyLabel} size="small" tone="inherit" /> : undefined}
          >
            {continueLabel}
          </Button>
        </span>
      </div>
    </section>
  );
}
