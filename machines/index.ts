export * from './appInfo';
export * from './language';
