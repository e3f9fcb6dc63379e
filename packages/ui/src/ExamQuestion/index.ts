export * from './ExamQuestion';
