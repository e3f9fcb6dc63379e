export * from './RatingInput';
