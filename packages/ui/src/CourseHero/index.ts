export { CourseHero, type CourseHeroProps, CourseHeroSkeleton } from './CourseHero';
