import { type ReactNode } from 'react';
import { InfoIcon } from '../../icons';
import { ModalButton } from '../Dialog/ModalButton';
import * as styles from './FinanceEstimatePanel.css';

export const financeEstimateHeadingLevels = [2, 3] as const;

export interface FinanceEstimatePanelProps {
  /** the weekly estimate, formatted by the platform, e.g. '$165' */
  weekly: string;
  /** the monthly estimate, e.g. '$714' */
  monthly: string;
  /** what the estimate assumes, e.g. 'Based on a 5 year term, 10% deposit and 30% final payment.' */
  assumptions: ReactNode;
  /** the full disclaimer, shown in a dialog */
  disclaimer: ReactNode;
  title?: string;
  headingLevel?: (typeof financeEstimateHeadingLevels)[number];
  disclaimerTitle?: string;
  disclaimerButtonLabel?: string;
  /** e.g. a 'Get Pre-Approved' button */
  action?: ReactNode;
}

/** A weekly and monthly repayment estimate with its assumptions and a 'View disclaimer' dialog. */
export function FinanceEstimatePanel({
  weekly,
  monthly,
  assumptions,
  disclaimer,
  title = 'Finance estimate',
  headingLevel = 2,
  disclaimerTitle = 'Finance disclaimer',
  disclaimerButtonLabel = 'View disclaimer',
  action,
}: FinanceEstimatePanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel} data-slot="finance-estimate-panel">
      <Heading className={styles.title}>{title}</Heading>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>per week</dt>
          <dd className={styles.figureValue}>{weekly}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>per month</dt>
          <dd className={styles.figureValue}>{monthly}</dd>
        </div>
      </dl>
      <p className={styles.assumptions}>{assumptions}</p>
      <div className={styles.footer}>
        <ModalButton
          label={disclaimerButtonLabel}
          variant="transparent"
          buttonSize="small"
          icon={<InfoIcon />}
          title={disclaimerTitle}
          size="large"
        >
          {typeof disclaimer === 'string' ? (
            <p className={styles.disclaimer}>{disclaimer}</p>
          ) : (
            disclaimer
          )}
        </ModalButton>
        {action}
      </div>
    </section>
  );
}
