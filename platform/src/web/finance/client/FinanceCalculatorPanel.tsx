'use client';

import { useMemo, useState } from 'react';
import { formatAud } from '@dealer/design-system/format';
import {
  Button,
  FinanceCalculator,
  type FinanceCalculatorField,
  type FinanceCalculatorValues,
} from '@dealer/design-system';
import {
  type CalculatorConfig,
  type CalculatorLender,
  type CalculatorRanges,
  calculatorAssumptions,
  calculatorFees,
  calculatorRanges,
  clampCalculatorInput,
  financeCalculation,
  initialCalculatorInput,
  purchasePriceProblem,
} from '../../../domain/finance-calculator';
import { analyticsEvents, pushAnalyticsEvent } from '../../frame/analytics';

export interface FinanceCalculatorPanelProps {
  /** the root's id, the anchor of links to the calculator */
  id?: string;
  /** the car's price; without one (or at $0) the calculator starts at $30,000 */
  carPrice?: number | null;
  /** the site's `finance.calculator` switches */
  calculator: CalculatorConfig;
  /** the car's lender record, for its establishment fee */
  lender?: CalculatorLender | null;
  disclaimer?: string;
  /** where 'Enquire for Finance' leads, e.g. '/finance-enquiry?car_id=42#finance-form' */
  enquireHref?: string;
  headingLevel?: 2 | 3;
}

/** The fields as the shopper left them, read as calculator input (an empty field is $0). */
const asInput = (values: FinanceCalculatorValues) => ({
  ...values,
  purchasePrice: values.purchasePrice ?? 0,
  deposit: values.deposit ?? 0,
  residual: values.residual ?? 0,
});

/** A dollar field tidied on leaving it: clamped into its range; an optional one left empty. */
function tidyOnBlur(
  values: FinanceCalculatorValues,
  field: FinanceCalculatorField,
  ranges: CalculatorRanges,
): FinanceCalculatorValues {
  const clamped = clampCalculatorInput(asInput(values), ranges);
  switch (field) {
    case 'purchasePrice':
      return { ...values, purchasePrice: clamped.purchasePrice };
    case 'deposit':
      return values.deposit === undefined ? values : { ...values, deposit: clamped.deposit };
    case 'residual':
      return values.residual === undefined ? values : { ...values, residual: clamped.residual };
    default:
      return values;
  }
}

/**
 * The finance calculator of a vehicle or finance page, worked out in the browser as the shopper
 * changes it (spec §4 the total recalculates on any input change).
 *
 * A price typed outside the site's range keeps its text while the shopper types and shows the
 * range message (spec §5); the figures meanwhile use the clamped price. Leaving the field clamps
 * what it shows too, and the message goes with the out-of-range value. Deposit and residual are
 * clamped the same way on leaving them; an empty one stays empty and counts as $0.
 */
export function FinanceCalculatorPanel({
  id = 'finance-calculator',
  carPrice,
  calculator,
  lender,
  disclaimer,
  enquireHref,
  headingLevel,
}: FinanceCalculatorPanelProps) {
  const ranges = useMemo(() => calculatorRanges(calculator), [calculator]);
  const fees = useMemo(() => calculatorFees(calculator, lender), [calculator, lender]);
  const [values, setValues] = useState<FinanceCalculatorValues>(() => ({
    ...initialCalculatorInput(ranges, carPrice),
    deposit: undefined,
    residual: undefined,
  }));

  // spec §4 recalculated on every change, from the clamped input (spec §5)
  const calculation = financeCalculation(asInput(values), ranges, fees);
  return (
    <FinanceCalculator
      id={id}
      headingLevel={headingLevel}
      values={values}
      ranges={ranges}
      result={{
        // spec §9 repayments in whole dollars
        repayment: formatAud(calculation.payment),
        totalPayable:
          calculation.totalPayable === null ? null : formatAud(calculation.totalPayable),
        enquireForFinance: calculation.enquireForFinance,
      }}
      priceProblem={purchasePriceProblem(values.purchasePrice, ranges)}
      fees={calculation.feeLines.map((line) => ({
        label: line.label,
        amount: formatAud(line.amount, { cents: 'if-any' }),
      }))}
      assumptions={calculatorAssumptions(calculation)}
      disclaimer={disclaimer}
      enquireAction={
        enquireHref ? (
          <Button href={enquireHref} size="small">
            Finance Enquiry
          </Button>
        ) : undefined
      }
      onChange={setValues}
      onFieldBlur={(field) => setValues((current) => tidyOnBlur(current, field, ranges))}
      // spec §4 analytics event 26 once, on the first interaction
      onFirstInteraction={() => pushAnalyticsEvent(analyticsEvents.financeCalculator)}
    />
  );
}
