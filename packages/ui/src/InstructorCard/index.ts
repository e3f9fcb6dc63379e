export { InstructorCard, type InstructorCardProps } from './InstructorCard';
