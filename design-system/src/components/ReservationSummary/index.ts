export {
  ReservationSummary,
  type ReservationSummaryFact,
  type ReservationSummaryProps,
} from './ReservationSummary';
