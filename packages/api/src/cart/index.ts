export * from './calls';
export * from './count';
export type * from './types';
