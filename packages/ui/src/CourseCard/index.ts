export { CourseCard, type CourseCardProps, type CourseSummary } from './CourseCard';
export { cutTitle } from './cutTitle';
