import { getApiConfig, requestJson } from '../client';
import { parseAppInfo } from './readers';
import type { AppInfo } from './types';

/** GET /api/v1/info, with Accept and the static password header (when configured). */
export async function getInfo(options: { signal?: AbortSignal } = {}): Promise<AppInfo> {
  const { infoPassword } = getApiConfig();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (infoPassword) headers[infoPassword.header] = infoPassword.value;
  const body = await requestJson('info', {
    method: 'get',
    headers,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return parseAppInfo(body);
}
