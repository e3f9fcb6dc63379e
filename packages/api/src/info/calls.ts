import { getApiConfig, requestJson } from '../client';
import { callHeaders } from '../endpoint';
import { ApiError } from '../errors';
import { parseAppInfo } from './readers';
import type { AppInfo } from './types';

/** GET /api/v1/info, with Accept and the static password header (when configured). */
export async function getInfo(options: { signal?: AbortSignal } = {}): Promise<AppInfo> {
  const { infoPassword, getLang, getToken } = getApiConfig();
  const headers = callHeaders({ lang: getLang(), token: getToken(), infoPassword });
  const body = await requestJson('info', {
    method: 'get',
    headers,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return readInfo(body);
}

/**
 * GET /info's body as the app reads it (also the answer boot fetched before the app, app/earlyData.ts);
 * throws as getInfo does.
 */
export function readInfo(body: unknown): AppInfo {
  // A reply that says it did not succeed is unsuccessful, whatever its HTTP status (spec section 8:
  // the policy pages tell it from an exception).
  if (body && typeof body === 'object' && (body as { success?: unknown }).success === false) {
    const message = (body as { message?: unknown }).message;
    throw new ApiError('http', { status: 200, ...(typeof message === 'string' ? { serverMessage: message } : {}) });
  }
  return parseAppInfo(body);
}
