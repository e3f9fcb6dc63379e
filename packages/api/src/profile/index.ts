export * from './account';
export * from './calls';
export type * from './types';
