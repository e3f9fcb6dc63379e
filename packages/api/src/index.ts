export * from './account';
export * from './cart';
export * from './catalogue';
export {
  type ApiConfig,
  configureApi,
  getApiConfig,
  http,
  requestJson,
  resetApiConfig,
} from './client';
export * from './course';
export { closeEarlyCalls } from './early';
export { ApiError, type ApiErrorKind, isApiError, readErrorBody } from './errors';
export * from './info';
export * from './notifications';
export * from './payment';
export * from './profile';
export { retryingReads, SAVED_AT_HEADER, savedCopies } from './savedCopies';
export { TOKEN_STORAGE_KEY, tokenStore } from './session';
export type * from './types';
