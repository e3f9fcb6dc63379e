export { getInfo, readInfo } from './calls';
export { DEFAULT_CURRENCY, parseAppInfo } from './readers';
export type * from './types';
