export * from './appInfo';
export * from './language';
export * from './lazyScreen';
export * from './notifications';
export * from './session';
