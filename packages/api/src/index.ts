export * from './calls';
export { type ApiConfig, configureApi, getApiConfig, http, requestJson, resetApiConfig } from './client';
export { ApiError, type ApiErrorKind, isApiError, readErrorBody } from './errors';
export { DEFAULT_CURRENCY, getInfo, parseAppInfo } from './info';
export { TOKEN_STORAGE_KEY, tokenStore } from './session';
export type * from './types';
