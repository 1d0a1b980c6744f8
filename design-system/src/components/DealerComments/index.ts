export { DealerComments, type DealerCommentsProps } from './DealerComments';
