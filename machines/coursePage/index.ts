export * from './coursePageMachine';
export * from './courseTabs';
export * from './lessons';
