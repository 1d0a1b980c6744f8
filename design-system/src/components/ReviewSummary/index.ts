export { ReviewSummary, type ReviewSummaryProps } from './ReviewSummary';
