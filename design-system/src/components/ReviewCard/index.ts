export { ReviewCard, type ReviewCardProps, type ReviewReply } from './ReviewCard';
export { ReviewGrid, type ReviewGridProps } from './ReviewGrid';
