export { ReviewCard, type ReviewCardProps, type ReviewReply } from './ReviewCard';
