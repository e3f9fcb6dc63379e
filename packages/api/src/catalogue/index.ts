export * from './calls';
export type * from './types';
