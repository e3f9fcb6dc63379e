import type { Options } from 'ky';
import { requestJson } from './client';
import { expectSuccess, messageOf } from './read';
import type { ActionResult } from './types';

/** The verbs and body encodings every domain's calls share. Paths are relative to `${base}/api/v1/`. */

export type Query = Record<string, string | number | undefined>;
export interface CallOptions {
  signal?: AbortSignal;
}

const searchParams = (query: Query): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export const get = (path: string, query: Query = {}, options: CallOptions & Options = {}) =>
  requestJson(path, { method: 'get', searchParams: searchParams(query), ...options });

export const form = (
  fields: Record<string, string | number | boolean | Blob | undefined>,
): URLSearchParams | FormData => {
  const hasFile = Object.values(fields).some((v) => v instanceof Blob);
  const body = hasFile ? new FormData() : new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof Blob) (body as FormData).append(key, value);
    else body.append(key, String(value));
  }
  return body;
};

export const multipart = (fields: Record<string, string | number | boolean | Blob | undefined>): FormData => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    body.append(key, value instanceof Blob ? value : String(value));
  }
  return body;
};

export const post = (
  path: string,
  body?: { json: unknown } | { form: URLSearchParams | FormData },
  options: Options = {},
) =>
  requestJson(path, {
    method: 'post',
    ...(body && 'json' in body ? { json: body.json } : {}),
    ...(body && 'form' in body ? { body: body.form } : {}),
    ...options,
  });

export const action = (body: unknown): ActionResult => {
  const root = expectSuccess(body);
  return { success: root.success !== false, message: messageOf(root) };
};
