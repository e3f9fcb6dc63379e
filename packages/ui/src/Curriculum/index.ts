export {
  Curriculum,
  type CurriculumItem,
  type CurriculumProps,
  type CurriculumSection,
  CurriculumSkeleton,
} from './Curriculum';
