export * from './ExamNavigator';
