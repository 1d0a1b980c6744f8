import { type ReactNode } from 'react';
import * as styles from './FinanceSummary.css';

export const financeSummaryHeadingLevels = [2, 3] as const;

/** One lender's figures, formatted by the platform (e.g. '$152', '6.29% p.a.'). */
export interface FinanceProviderRow {
  /** e.g. 'Toyota Finance' */
  provider: string;
  weeklyAmount: string;
  interestRate: string;
  comparisonRate: string;
  /** e.g. '$0 final payment' */
  note?: string | null;
}

export interface FinanceSummaryProps {
  /** the lenders to show; the platform decides which qualify (spec §5) */
  rows: readonly FinanceProviderRow[];
  title?: string;
  headingLevel?: (typeof financeSummaryHeadingLevels)[number];
  /** the comparison-rate warning; the figures it qualifies get an asterisk */
  disclaimer?: ReactNode;
  /** e.g. an 'Apply for finance' button */
  action?: ReactNode;
}

/** Weekly repayments by lender with their interest and comparison rates, and the disclaimer. */
export function FinanceSummary({
  rows,
  title = 'Finance',
  headingLevel = 2,
  disclaimer,
  action,
}: FinanceSummaryProps) {
  if (rows.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const mark = disclaimer ? '*' : '';
  return (
    <section className={styles.root} data-slot="finance-summary">
      <Heading className={styles.title}>{title}</Heading>
      <ul className={styles.rows}>
        {rows.map((row) => (
          <li key={row.provider} className={styles.row} data-slot="finance-summary-row">
            <p className={styles.provider}>{row.provider}</p>
            <p className={styles.weekly}>
              <span className={styles.amount}>{row.weeklyAmount}</span>
              <span className={styles.per}>per week{mark}</span>
            </p>
            <dl className={styles.rates}>
              <div className={styles.rate}>
                <dt className={styles.rateLabel}>Interest rate</dt>
                <dd className={styles.rateValue}>{row.interestRate}</dd>
              </div>
              <div className={styles.rate}>
                <dt className={styles.rateLabel}>Comparison rate{mark}</dt>
                <dd className={styles.rateValue}>{row.comparisonRate}</dd>
              </div>
            </dl>
            {row.note ? <p className={styles.note}>{row.note}</p> : null}
          </li>
        ))}
      </ul>
      {disclaimer ? (
        <p className={styles.disclaimer}>
          {mark}
          {disclaimer}
        </p>
      ) : null}
      {action}
    </section>
  );
}
