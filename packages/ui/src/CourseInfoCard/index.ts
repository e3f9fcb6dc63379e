export { CourseInfoCard, type CourseInfoCardProps } from './CourseInfoCard';
