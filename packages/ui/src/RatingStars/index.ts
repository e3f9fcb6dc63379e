export { RatingStars, type RatingStarsProps, roundedRating } from './RatingStars';
