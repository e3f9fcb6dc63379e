export { banners } from './banners.ts';
export { categories } from './categories.ts';
export { courses } from './courses.ts';
export { faqs } from './faqs.ts';
export { instructors } from './instructors.ts';
export { notifications } from './notifications.ts';
export { plans } from './plans.ts';
export { reviews } from './reviews.ts';
