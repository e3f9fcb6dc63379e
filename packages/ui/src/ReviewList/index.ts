export { type ReviewItem, ReviewList, type ReviewListProps } from './ReviewList';
