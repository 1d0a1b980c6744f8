'use client';

import { type ReactNode, useId, useRef, useState } from 'react';
import { ChevronDownIcon, ChevronUpIcon } from '../../icons';
import { Button } from '../Button/Button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../Collapsible/Collapsible';
import { FieldError } from '../Field/FieldParts';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { CalculatorMoneyInput, CalculatorSlider } from './CalculatorFields';
import * as styles from './FinanceCalculator.css';

export const financeCalculatorFrequencies = ['weekly', 'fortnightly', 'monthly'] as const;
export type FinanceCalculatorFrequency = (typeof financeCalculatorFrequencies)[number];
export const financeCalculatorHeadingLevels = [2, 3] as const;

const frequencyLabels: Record<FinanceCalculatorFrequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
};
const periodLabels: Record<FinanceCalculatorFrequency, string> = {
  weekly: 'per week',
  fortnightly: 'per fortnight',
  monthly: 'per month',
};

/** What the shopper has set, as the fields show it. */
export interface FinanceCalculatorValues {
  /** whole dollars; undefined while the field is empty */
  purchasePrice: number | undefined;
  termYears: number;
  /** percent a year */
  interestRate: number;
  /** deposit and trade-in together; undefined while empty */
  deposit: number | undefined;
  /** the residual (balloon); undefined while empty */
  residual: number | undefined;
  frequency: FinanceCalculatorFrequency;
}

export type FinanceCalculatorField = keyof FinanceCalculatorValues;

export interface FinanceCalculatorSteppedRange {
  min: number;
  max: number;
  step: number;
}

/** The slider bounds; the amounts are checked by the caller, which sends a price message. */
export interface FinanceCalculatorRanges {
  termYears: FinanceCalculatorSteppedRange;
  interestRate: FinanceCalculatorSteppedRange;
}

/** The figures to show, formatted by the caller. */
export interface FinanceCalculatorResult {
  /** each repayment, e.g. '$123' */
  repayment: string;
  /** everything paid over the term, e.g. '$36,403'; null shows none */
  totalPayable: string | null;
  /** shows 'Enquire for Finance' instead of the repayment and the total */
  enquireForFinance: boolean;
}

export interface FinanceCalculatorFeeLine {
  label: string;
  /** formatted, e.g. '$1,360.50' */
  amount: string;
}

export interface FinanceCalculatorProps {
  /** the root's id, for a link to the calculator (e.g. 'finance-calculator') */
  id?: string;
  values: FinanceCalculatorValues;
  ranges: FinanceCalculatorRanges;
  result: FinanceCalculatorResult;
  /** a message about the purchase price, shown under it in the critical tone and announced */
  priceProblem?: string | null;
  /** the fees in the total, shown in the terms panel */
  fees: readonly FinanceCalculatorFeeLine[];
  /** what the figures assume, shown in the terms panel */
  assumptions?: ReactNode;
  /** the lender's or dealer's disclaimer, always shown at the foot */
  disclaimer?: ReactNode;
  /** beside 'Enquire for Finance', e.g. a link to the finance enquiry form */
  enquireAction?: ReactNode;
  onChange: (values: FinanceCalculatorValues) => void;
  /** a dollar field lost focus (the caller may tidy its value then) */
  onFieldBlur?: (field: FinanceCalculatorField) => void;
  /** called once, on the shopper's first change to the calculator or its terms panel */
  onFirstInteraction?: () => void;
  title?: string;
  headingLevel?: (typeof financeCalculatorHeadingLevels)[number];
  termsTitle?: string;
  /** the terms panel starts open */
  termsDefaultOpen?: boolean;
  noFeesText?: string;
}

const formatYears = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;
const formatRate = (rate: number) => `${rate}% p.a.`;

/**
 * A repayment calculator: purchase price, term, interest rate, deposit/trade-in, residual and
 * frequency in; the repayment, the total and the terms out. It holds no rules: the caller sends
 * the figures, the price message and the fee lines, and gets every change through `onChange`.
 */
export function FinanceCalculator({
  id,
  values,
  ranges,
  result,
  priceProblem,
  fees,
  assumptions,
  disclaimer,
  enquireAction,
  onChange,
  onFieldBlur,
  onFirstInteraction,
  title = 'Finance Calculator',
  headingLevel = 2,
  termsTitle = 'Fees and assumptions',
  termsDefaultOpen = false,
  noFeesText = 'No fees are included.',
}: FinanceCalculatorProps) {
  const baseId = useId();
  const ids = {
    heading: `${baseId}-heading`,
    price: `${baseId}-price`,
    priceProblem: `${baseId}-price-problem`,
    deposit: `${baseId}-deposit`,
    residual: `${baseId}-residual`,
    frequency: `${baseId}-frequency`,
  };
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  const interacted = useRef(false);
  const firstInteraction = () => {
    if (interacted.current) return;
    interacted.current = true;
    onFirstInteraction?.();
  };
  const change = <Field extends FinanceCalculatorField>(
    field: Field,
    value: FinanceCalculatorValues[Field],
  ) => {
    firstInteraction();
    onChange({ ...values, [field]: value });
  };

  const [termsOpen, setTermsOpen] = useState(termsDefaultOpen);

  return (
    <section
      id={id}
      aria-labelledby={ids.heading}
      className={styles.root}
      data-slot="finance-calculator"
    >
      <Heading id={ids.heading} className={styles.title}>
        {title}
      </Heading>
      <div className={styles.body}>
        <div className={styles.inputs}>
          <div>
            <CalculatorMoneyInput
              id={ids.price}
              label="Purchase price"
              value={values.purchasePrice}
              onValueChange={(value) => change('purchasePrice', value)}
              onBlur={() => onFieldBlur?.('purchasePrice')}
              problemId={priceProblem ? ids.priceProblem : undefined}
            />
            {/* always in the page, so a message that appears is announced */}
            <div aria-live="polite" className={styles.problem}>
              {priceProblem ? <FieldError id={ids.priceProblem}>{priceProblem}</FieldError> : null}
            </div>
          </div>
          <CalculatorSlider
            label="Loan term"
            value={values.termYears}
            min={ranges.termYears.min}
            max={ranges.termYears.max}
            step={ranges.termYears.step}
            format={formatYears}
            onValueChange={(value) => change('termYears', value)}
          />
          <CalculatorSlider
            label="Interest rate"
            value={values.interestRate}
            min={ranges.interestRate.min}
            max={ranges.interestRate.max}
            step={ranges.interestRate.step}
            format={formatRate}
            onValueChange={(value) => change('interestRate', value)}
          />
          <CalculatorMoneyInput
            id={ids.deposit}
            label="Deposit / trade-in"
            hint="Optional"
            value={values.deposit}
            onValueChange={(value) => change('deposit', value)}
            onBlur={() => onFieldBlur?.('deposit')}
          />
          <CalculatorMoneyInput
            id={ids.residual}
            label="Residual (balloon)"
            hint="Optional: the final payment left at the end of the term"
            value={values.residual}
            onValueChange={(value) => change('residual', value)}
            onBlur={() => onFieldBlur?.('residual')}
          />
          <RadioGroup
            id={ids.frequency}
            label="Repayment frequency"
            orientation="horizontal"
            options={financeCalculatorFrequencies.map((frequency) => ({
              value: frequency,
              label: frequencyLabels[frequency],
            }))}
            value={values.frequency}
            onValueChange={(value) => change('frequency', value as FinanceCalculatorFrequency)}
          />
        </div>

        <div className={styles.result} data-slot="finance-calculator-result">
          {result.enquireForFinance ? (
            <>
              <p className={styles.enquire}>Enquire for Finance</p>
              {enquireAction}
            </>
          ) : (
            <>
              <p className={styles.resultLabel}>Estimated repayment</p>
              <p className={styles.repayment}>
                <span className={styles.repaymentAmount}>{result.repayment}</span>{' '}
                <span className={styles.repaymentPeriod}>{periodLabels[values.frequency]}</span>
              </p>
              {result.totalPayable !== null ? (
                <p className={styles.total}>
                  Total payable <span className={styles.totalAmount}>{result.totalPayable}</span>
                </p>
              ) : null}
            </>
          )}
        </div>
      </div>

      <Collapsible
        open={termsOpen}
        onOpenChange={(open) => {
          firstInteraction();
          setTermsOpen(open);
        }}
        className={styles.terms}
        data-slot="finance-calculator-terms"
      >
        <div className={styles.termsHeader}>
          <SubHeading className={styles.termsTitle}>{termsTitle}</SubHeading>
          <CollapsibleTrigger asChild>
            <Button
              variant="ghost"
              size="small"
              icon={termsOpen ? <ChevronUpIcon /> : <ChevronDownIcon />}
            >
              {termsOpen ? 'Show Less' : 'Show More'}
            </Button>
          </CollapsibleTrigger>
        </div>
        <CollapsibleContent>
          <div className={styles.termsInner}>
            {fees.length > 0 ? (
              <dl className={styles.fees}>
                {fees.map((fee) => (
                  <div key={fee.label} className={styles.feeRow}>
                    <dt className={styles.feeLabel}>{fee.label}</dt>
                    <dd className={styles.feeAmount}>{fee.amount}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className={styles.note}>{noFeesText}</p>
            )}
            {assumptions ? <div className={styles.note}>{assumptions}</div> : null}
          </div>
        </CollapsibleContent>
      </Collapsible>

      {disclaimer ? (
        <div className={styles.disclaimer} data-slot="finance-calculator-disclaimer">
          {typeof disclaimer === 'string' ? <p>{disclaimer}</p> : disclaimer}
        </div>
      ) : null}
    </section>
  );
}
