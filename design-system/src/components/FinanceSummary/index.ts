export {
  FinanceSummary,
  financeSummaryHeadingLevels,
  type FinanceProviderRow,
  type FinanceSummaryProps,
} from './FinanceSummary';
