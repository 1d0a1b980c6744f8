export {
  FinanceCalculator,
  financeCalculatorFrequencies,
  financeCalculatorHeadingLevels,
  type FinanceCalculatorFeeLine,
  type FinanceCalculatorField,
  type FinanceCalculatorFrequency,
  type FinanceCalculatorProps,
  type FinanceCalculatorRanges,
  type FinanceCalculatorResult,
  type FinanceCalculatorSteppedRange,
  type FinanceCalculatorValues,
} from './FinanceCalculator';
