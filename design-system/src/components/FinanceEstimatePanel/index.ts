export {
  FinanceEstimatePanel,
  financeEstimateHeadingLevels,
  type FinanceEstimatePanelProps,
} from './FinanceEstimatePanel';
