export { InstructorBlock, type InstructorBlockProps } from './InstructorBlock';
