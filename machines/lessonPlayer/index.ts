export * from './lessonPlayerMachine';
